import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createS3StandinBucket, startS3Standin, type S3Standin } from '../dev/s3-standin.js';
import { backupDatabase, restoreDatabase } from '../infra/backup/database-backup.js';
import { AppConfig } from '../infra/config/app-config.js';
import { dropDatabase, ensureDatabase } from '../infra/database/ensure-database.js';
import { migrateDatabase } from '../infra/database/migrate.js';
import { TEST_NOW_HEADER } from '../infra/clock/clock.js';
import { collectionOrder, createCustomer, fillCart, londonTime, uniqueClientIp, seedRestaurant, tuesday } from '../modules/orders/orders.test-factory.js';
import { TestHttpClient } from '../test/http-client.js';
import { createTestApp } from '../test/test-app.js';
import { databaseUrlFor, newRunId } from '../test/test-run.js';

/** What must survive a backup and restore: every table's rows, every sequence, and the orders to the byte. */
interface Snapshot {
  rows: Record<string, number>;
  sequences: Record<string, string | null>;
  ordersMd5: string;
  orderItemsMd5: string;
}

async function withConnection<T>(url: string, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = await new DataSource({ type: 'postgres', url }).initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

function snapshot(url: string): Promise<Snapshot> {
  return withConnection(url, async (dataSource) => {
    const tables = ((await dataSource.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)) as { tablename: string }[]).map((row) => row.tablename);
    const rows: Record<string, number> = {};
    for (const table of tables) rows[table] = Number(((await dataSource.query(`SELECT count(*) AS n FROM "${table}"`)) as { n: string }[])[0].n);
    const sequenceRows = (await dataSource.query(`SELECT sequencename, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`)) as { sequencename: string; last_value: string | null }[];
    const md5 = async (table: string) => ((await dataSource.query(`SELECT md5(string_agg(t::text, E'\\n' ORDER BY t.id)) AS md5 FROM ${table} t`)) as { md5: string }[])[0].md5;
    return { rows, sequences: Object.fromEntries(sequenceRows.map((row) => [row.sequencename, row.last_value])), ordersMd5: await md5('orders'), orderItemsMd5: await md5('order_items') };
  });
}

/** The database of DATABASE_URL gone (a lost disk), then an empty one of the same name: what a restore starts from. */
async function loseDatabase(url: string): Promise<void> {
  await dropDatabase(url);
  await ensureDatabase(url);
}

describe('db:backup and db:restore', () => {
  const url = databaseUrlFor(`walkden_test_${newRunId()}_backup`, process.env.DATABASE_URL);
  const bucket = 'walkden-kitchen';
  let s3: S3Standin;
  let dir: string;
  let before: Snapshot;
  const configFor = (): AppConfig =>
    new AppConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: url, S3_ENDPOINT: s3.url, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test-secret' });

  beforeAll(async () => {
    await migrateDatabase(url);
    s3 = await startS3Standin({ port: 0 });
    await createS3StandinBucket(s3.url, bucket);
    dir = mkdtempSync(join(tmpdir(), 'walkden-backup-test-'));

    // A restaurant with a day's trade: orders placed and bookings requested through the api.
    const api = await createTestApp({ DATABASE_URL: url, REDIS_PREFIX: `${process.env.REDIS_PREFIX}:backup`, TEST_CLOCK_ENABLED: 'true' });
    try {
      const { burger, fries } = await seedRestaurant(api);
      const day = tuesday(3);
      const now = londonTime(day, '10:00');
      for (const [index, slot] of ['12:00', '12:15', '12:30'].entries()) {
        const customer = await createCustomer(api, { now });
        await fillCart(customer, [{ item: burger, option: 'Double', quantity: index + 1 }, { item: fries }]);
        const placed = await customer.client.post('/api/orders', collectionOrder(slot, { specialInstructions: `Order ${index + 1}: "no onions", please` }));
        expect(placed.status).toBe(201);
      }
      for (const time of ['12:00', '12:30']) {
        const guest = new TestHttpClient(api.url, { 'x-forwarded-for': uniqueClientIp(), [TEST_NOW_HEADER]: now });
        const body = { name: 'Sam Taylor', email: `guest-${randomUUID().slice(0, 8)}@bookings.test`, phone: '07700 900123', date: tuesday(4), time, partySize: 4, specialRequests: 'Window seat' };
        expect((await guest.post('/api/bookings', body)).status).toBe(201);
      }
    } finally {
      await api.close();
    }
    before = await snapshot(url);
    expect(before.rows).toMatchObject({ orders: 3, order_items: 6, bookings: 2 });
    expect(before.rows.menu_items).toBeGreaterThan(10);
    expect(before.rows.email_outbox).toBeGreaterThan(0);
  }, 60_000);

  afterAll(async () => {
    await dropDatabase(url);
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up to a file, and restores it into an empty database: every table, every sequence and the orders the same', async () => {
    const backup = await backupDatabase(configFor(), { out: dir });
    expect(backup.location).toMatch(new RegExp(`^${dir}/walkden-\\d{8}T\\d{6}Z\\.dump$`));
    // pg_dump's custom format (the PGDMP header), the only file left: no partial one beside it.
    expect(readFileSync(backup.location).subarray(0, 5).toString()).toBe('PGDMP');
    expect(readdirSync(dir)).toEqual([backup.location.slice(dir.length + 1)]);

    await loseDatabase(url);
    const restored = await restoreDatabase(configFor(), { source: backup.location });
    expect(restored).toMatchObject({ location: backup.location, database: url.split('/').pop() });
    await expect(snapshot(url)).resolves.toEqual(before);
  });

  it('refuses a database that is not empty and changes nothing; --force replaces what the backup holds, all or nothing', async () => {
    const backup = await backupDatabase(configFor(), { out: join(dir, 'before-change.dump') });
    await withConnection(url, (dataSource) => dataSource.query(`UPDATE orders SET special_instructions = 'changed after the backup'`));
    const changed = await snapshot(url);
    expect(changed.ordersMd5).not.toBe(before.ordersMd5);

    await expect(restoreDatabase(configFor(), { source: backup.location })).rejects.toMatchObject({
      code: 'RESTORE_DATABASE_NOT_EMPTY',
      message: expect.stringMatching(/^The database walkden_test_\w+_backup is not empty \(\d+ tables, sequences or views\); nothing was restored\. .*add --force/),
    });
    await expect(snapshot(url)).resolves.toEqual(changed);

    // Not an archive: refused before anything is touched.
    const garbage = join(dir, 'garbage.dump');
    writeFileSync(garbage, 'PGDMP but not really');
    await expect(restoreDatabase(configFor(), { source: garbage, force: true })).rejects.toMatchObject({ code: 'BACKUP_UNREADABLE' });
    await expect(snapshot(url)).resolves.toEqual(changed);

    // A restore that fails half-way (a view of ours stops the orders table being dropped) is undone whole.
    await withConnection(url, (dataSource) => dataSource.query('CREATE VIEW order_ids AS SELECT id FROM orders'));
    await expect(restoreDatabase(configFor(), { source: backup.location, force: true })).rejects.toMatchObject({ code: 'BACKUP_TOOL_FAILED', message: expect.stringContaining('order_ids') });
    await expect(snapshot(url)).resolves.toEqual(changed);
    await withConnection(url, (dataSource) => dataSource.query('DROP VIEW order_ids'));

    await restoreDatabase(configFor(), { source: backup.location, force: true });
    await expect(snapshot(url)).resolves.toEqual(before);
  });

  it('round-trips through S3, keeping the newest backups of the folder and touching nothing else there', async () => {
    const older = ['20261101T020000Z', '20261102T020000Z', '20261103T020000Z'].map((time) => `backups/walkden-${time}.dump`);
    const notOurs = ['backups/before-upgrade.dump', 'menu/burger.webp'];
    for (const key of [...older, ...notOurs]) await fetch(`${s3.url}/${bucket}/${key}`, { method: 'PUT', body: 'not a backup' });

    const backup = await backupDatabase(configFor(), { s3: true, keep: 2 }, {}, new Date('2026-11-27T02:00:00Z'));
    expect(backup).toMatchObject({ location: `s3://${bucket}/backups/walkden-20261127T020000Z.dump`, pruned: older.slice(0, 2) });
    expect([...s3.objects.keys()].sort()).toEqual([...[older[2], 'backups/walkden-20261127T020000Z.dump', ...notOurs].map((key) => `${bucket}/${key}`)].sort());
    expect(s3.objects.get(`${bucket}/backups/walkden-20261127T020000Z.dump`)!.data.byteLength).toBe(backup.bytes);

    await loseDatabase(url);
    // --s3 with no name: the newest backup in S3_BUCKET/backups/.
    const restored = await restoreDatabase(configFor(), { s3: true });
    expect(restored.location).toBe(backup.location);
    await expect(snapshot(url)).resolves.toEqual(before);
  });

  it('refuses a pg_dump or pg_restore that is missing or older than the server, with a clear message, writing nothing', async () => {
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    const out = join(dir, 'never');
    mkdirSync(out);
    await expect(backupDatabase(configFor(), { out }, { path: bin })).rejects.toMatchObject({ code: 'BACKUP_TOOL_MISSING', message: expect.stringContaining('pg_dump was not found on PATH') });

    for (const tool of ['pg_dump', 'pg_restore']) {
      writeFileSync(join(bin, tool), `#!/bin/sh\necho "${tool} (PostgreSQL) 14.9"\n`);
      chmodSync(join(bin, tool), 0o755);
    }
    await expect(backupDatabase(configFor(), { out }, { path: bin })).rejects.toMatchObject({
      code: 'BACKUP_TOOL_TOO_OLD',
      message: 'pg_dump is PostgreSQL 14, older than the server (PostgreSQL 15): install postgresql-client-15 and put it first on PATH',
    });
    expect(readdirSync(out)).toEqual([]);
    await expect(restoreDatabase(configFor(), { source: join(dir, 'before-change.dump'), force: true }, { path: bin })).rejects.toMatchObject({ code: 'BACKUP_TOOL_TOO_OLD' });
    await expect(snapshot(url)).resolves.toEqual(before);
  });

  it('gives pg_dump the password through its environment, never its command line, and leaves no file when it fails half-way', async () => {
    const bin = join(dir, 'failing-bin');
    mkdirSync(bin);
    const seen = join(dir, 'pg_dump.seen');
    // A pg_dump as new as the server that notes what it was given, writes part of a dump and dies.
    const script = [
      '#!/bin/sh',
      'if [ "$1" = "--version" ]; then echo "pg_dump (PostgreSQL) 15.2"; exit 0; fi',
      `echo "args: $*" > ${seen}; echo "PGPASSWORD=$PGPASSWORD PGDATABASE=$PGDATABASE" >> ${seen}`,
      'for arg in "$@"; do case "$arg" in --file=*) echo PGDMP-half > "${arg#--file=}";; esac; done',
      'echo "pg_dump: error: connection to server lost" >&2; exit 1',
    ];
    writeFileSync(join(bin, 'pg_dump'), `${script.join('\n')}\n`);
    chmodSync(join(bin, 'pg_dump'), 0o755);
    const withPassword = new URL(url);
    withPassword.password = 's3cret-pw';
    const config = new AppConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: withPassword.toString() });
    const out = join(dir, 'half');
    mkdirSync(out);

    await expect(backupDatabase(config, { out }, { path: bin })).rejects.toMatchObject({ code: 'BACKUP_TOOL_FAILED', message: 'pg_dump failed: pg_dump: error: connection to server lost' });
    const [args, env] = readFileSync(seen, 'utf8').trim().split('\n');
    // Dumped under a hidden .partial name: even a run killed mid-dump leaves nothing that looks like a backup.
    expect(args).toMatch(new RegExp(`^args: --format=custom --compress=6 --file=${out}/\\.walkden-\\d{8}T\\d{6}Z\\.dump\\.partial$`));
    expect(args).not.toContain('s3cret');
    expect(env).toBe(`PGPASSWORD=s3cret-pw PGDATABASE=${url.split('/').pop()}`);
    expect(readdirSync(out)).toEqual([]);
  });
});
