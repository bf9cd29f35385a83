import type { DataSource } from 'typeorm';
import { startRoundTripCounter, type RoundTripCounter } from '../../dev/pg-round-trip-counter.js';
import { createTestDataSource } from '../../test/test-database.js';
import { batchedTransaction, inlineParameters, runStatements, statement } from './statement-batch.js';

/** Issue 30: statements sent together, in one round trip each batch, with parameters as literals. */
describe('statement batches', () => {
  let dataSource: DataSource;
  let counted: DataSource;
  let counter: RoundTripCounter;

  beforeAll(async () => {
    dataSource = await createTestDataSource();
    const url = new URL(process.env.DATABASE_URL!);
    counter = await startRoundTripCounter({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${counter.port}`;
    counted = await createTestDataSource(url.toString());
    await dataSource.query('CREATE TABLE IF NOT EXISTS statement_batch_test (id serial PRIMARY KEY, label text NOT NULL UNIQUE, tags text[], doc jsonb, at timestamptz)');
  });

  afterAll(async () => {
    await dataSource?.query('DROP TABLE IF EXISTS statement_batch_test');
    await counted?.destroy();
    await dataSource?.destroy();
    await counter?.stop();
  });

  beforeEach(() => dataSource.query('TRUNCATE statement_batch_test'));

  const labels = () => dataSource.query('SELECT label FROM statement_batch_test ORDER BY label').then((rows: { label: string }[]) => rows.map((row) => row.label));

  it('writes every value in as the literal PostgreSQL reads back unchanged, quotes and backslashes included', async () => {
    const awkward = `it's a \\ back'slash "and" $1 ; DROP TABLE statement_batch_test; --`;
    const at = new Date('2026-11-27T18:45:12.345Z');
    const [inserted, [read]] = await runStatements(dataSource, [
      statement('INSERT INTO statement_batch_test (label, tags, doc, at) VALUES ($1, $2, $3, $4) RETURNING id', [awkward, ['a', 'b"c', "d'e"], JSON.stringify({ pence: 1250 }), at], (rows) => rows.length),
      statement('SELECT label, tags, doc, at, $1::int + 1 AS next, $2::boolean AS yes, $3::text AS nothing FROM statement_batch_test', [41, true, null], (rows) => rows),
    ] as const);
    expect(inserted).toBe(1);
    expect(read).toEqual({ label: awkward, tags: ['a', 'b"c', "d'e"], doc: { pence: 1250 }, at, next: 42, yes: true, nothing: null });
    expect(await labels()).toEqual([awkward]);
  });

  it('refuses a parameter without a value and a NUL character', () => {
    expect(() => inlineParameters('SELECT $2', [1])).toThrow('$2 has no value');
    expect(() => inlineParameters('SELECT $1', ['a\0b'])).toThrow('NUL');
    expect(inlineParameters('SELECT $1, $10', ['x', 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe("SELECT 'x', '10'");
  });

  it('sends a batch in one round trip, and a transaction in one more for its commit', async () => {
    const before = counter.count();
    await runStatements(counted, [statement('SELECT 1 AS one', [], (rows) => rows), statement('SELECT 2 AS two', [], (rows) => rows)] as const);
    expect(counter.count() - before).toBe(1);

    const start = counter.count();
    const answer = await batchedTransaction(counted, async (transaction) => {
      await transaction.run([statement('INSERT INTO statement_batch_test (label) VALUES ($1)', ['first'], () => null), statement('SELECT pg_advisory_xact_lock(1, 2)', [], () => null)] as const);
      const [count] = await transaction.run([statement('SELECT count(*)::int AS count FROM statement_batch_test', [], (rows) => rows[0].count)] as const);
      return count;
    });
    expect(answer).toBe(1);
    expect(counter.count() - start).toBe(3);
    expect(await labels()).toEqual(['first']);
  });

  it('rolls the whole transaction back when its work throws, and when a statement fails', async () => {
    await expect(
      batchedTransaction(dataSource, async (transaction) => {
        await transaction.run([statement('INSERT INTO statement_batch_test (label) VALUES ($1)', ['kept?'], () => null)] as const);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await expect(
      batchedTransaction(dataSource, async (transaction) => {
        await transaction.run([statement('INSERT INTO statement_batch_test (label) VALUES ($1)', ['twice'], () => null)] as const);
        await transaction.run([statement('INSERT INTO statement_batch_test (label) VALUES ($1)', ['twice'], () => null)] as const);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await labels()).toEqual([]);
    // The connections went back to the pool outside any transaction.
    expect(await dataSource.query('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });

  it("gives each statement after a lock a snapshot of its own: it sees what was committed while it waited", async () => {
    await dataSource.query('INSERT INTO statement_batch_test (label) VALUES ($1)', ['before']);
    let release!: () => void;
    const holding = batchedTransaction(dataSource, async (transaction) => {
      await transaction.run([statement('SELECT pg_advisory_xact_lock(7, 7)', [], () => null), statement('INSERT INTO statement_batch_test (label) VALUES ($1)', ['while waiting'], () => null)] as const);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const waiting = batchedTransaction(dataSource, (transaction) =>
      transaction.run([statement('SELECT pg_advisory_xact_lock(7, 7)', [], () => null), statement('SELECT count(*)::int AS count FROM statement_batch_test', [], (rows) => rows[0].count)] as const),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await holding;
    expect((await waiting)[1]).toBe(2);
  });
});
