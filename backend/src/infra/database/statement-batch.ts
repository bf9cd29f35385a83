import { createRequire } from 'node:module';
import { escapeLiteral } from 'pg';
import type { DataSource, EntityManager, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

/** node-postgres's own conversion of a parameter to the text it sends (not in its types). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(value: unknown): unknown };

/** A row as node-postgres parses it (the same type parsers for either protocol). */
export type Row = Record<string, unknown>;

/**
 * One SQL statement, its parameters ($1, $2, ...) and how its rows are read. Repositories build
 * them; `runStatements` sends several to PostgreSQL in one round trip (issue 30).
 */
export interface Statement<T> {
  readonly text: string;
  readonly values: readonly unknown[];
  readonly read: (rows: Row[]) => T;
}

export function statement<T>(text: string, values: readonly unknown[], read: (rows: Row[]) => T): Statement<T> {
  return { text, values, read };
}

/** The same statement, its rows read on into something else. */
export function mapStatement<T, U>({ text, values, read }: Statement<T>, then: (value: T) => U): Statement<U> {
  return statement(text, values, (rows) => then(read(rows)));
}

/** One statement on its own, through TypeORM (the same SQL a batch would send). */
export async function runStatement<T>(manager: DataSource | EntityManager, { text, values, read }: Statement<T>): Promise<T> {
  const result = (await manager.query(text, [...values])) as Row[] | [Row[], number];
  // TypeORM answers an UPDATE or a DELETE with [rows, count]; a row is never an array.
  return read(Array.isArray(result[0]) ? result[0] : (result as Row[]));
}

/** Rows of an entity's table (`SELECT *`) as its entities, hydrated as TypeORM's own reads do. */
export function entityReader<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>): (rows: Row[]) => T[] {
  const metadata = dataSource.getMetadata(target);
  return (rows) =>
    rows.map((row) => {
      const entity = metadata.create() as T;
      for (const column of metadata.columns) {
        if (column.databaseName in row) column.setEntityValue(entity, dataSource.driver.prepareHydratedValue(row[column.databaseName], column));
      }
      return entity;
    });
}

/**
 * An entity from a row and its relations as JSON (a query's `to_jsonb(row) || jsonb_build_object('relation', ...)`):
 * columns by their names in the table, hydrated as TypeORM's own reads do, relations by their property names.
 * For a read that would otherwise join every relation into one row per combination (issue 30).
 */
export function entityFromJson<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>, json: Row): T {
  return hydrateJson(dataSource, dataSource.getMetadata(target), json) as T;
}

function hydrateJson(dataSource: DataSource, metadata: EntityMetadata, json: Row): ObjectLiteral {
  const entity = metadata.create() as ObjectLiteral;
  for (const column of metadata.columns) {
    if (column.databaseName in json) column.setEntityValue(entity, dataSource.driver.prepareHydratedValue(json[column.databaseName], column));
  }
  for (const relation of metadata.relations) {
    const value = json[relation.propertyName] as Row | Row[] | null | undefined;
    if (value === undefined) continue;
    const related = relation.inverseEntityMetadata;
    entity[relation.propertyName] = value === null ? null : Array.isArray(value) ? value.map((each) => hydrateJson(dataSource, related, each)) : hydrateJson(dataSource, related, value);
  }
  return entity;
}

/** An INSERT of entity values as TypeORM writes it (columns, defaults, JSON); `orIgnore` skips a conflicting row. */
export function insertStatement<T extends ObjectLiteral, R>(
  dataSource: DataSource,
  target: EntityTarget<T>,
  values: Partial<T> | Partial<T>[],
  read: (rows: Row[]) => R,
  options: { orIgnore?: boolean; returning?: string[] } = {},
): Statement<R> {
  const query = dataSource.createQueryBuilder().insert().into(target).values(values as never).updateEntity(false);
  if (options.orIgnore) query.orIgnore();
  if (options.returning) query.returning(options.returning);
  const [text, parameters] = query.getQueryAndParameters();
  return statement(text, parameters, read);
}

/** What each statement of a list reads, in the same order. */
export type StatementResults<S extends readonly Statement<unknown>[]> = { [K in keyof S]: S[K] extends Statement<infer T> ? T : never };

/**
 * The statement's text with its parameters written in as literals: each is the text node-postgres
 * would send for it as a parameter (`prepareValue`), quoted. node-postgres sends parameters
 * untyped, so PostgreSQL infers a quoted literal's type from its place exactly as it would the
 * parameter's. A parameter that does not exist, or a value PostgreSQL cannot hold, is an error.
 */
export function inlineParameters(text: string, values: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, digits: string) => {
    const index = Number(digits) - 1;
    if (index < 0 || index >= values.length) throw new Error(`statement parameter $${digits} has no value`);
    const value = prepareValue(values[index]);
    if (value === null || value === undefined) return 'NULL';
    if (typeof value !== 'string') throw new Error(`statement parameter $${digits} cannot be written as text`);
    if (value.includes('\0')) throw new Error(`statement parameter $${digits} holds a NUL character`);
    return escapeLiteral(value);
  });
}

/** A node-postgres client as a TypeORM query runner holds it. */
interface PgClient {
  query(text: string): Promise<{ rows: Row[] } | { rows: Row[] }[]>;
}

async function send<S extends readonly Statement<unknown>[]>(client: PgClient, statements: S, prefix: readonly string[] = []): Promise<StatementResults<S>> {
  const texts = [...prefix, ...statements.map((each) => inlineParameters(each.text, each.values))];
  const answer = await client.query(texts.join(';\n'));
  const results = (Array.isArray(answer) ? answer : [answer]).slice(prefix.length);
  return statements.map((each, index) => each.read(results[index].rows)) as StatementResults<S>;
}

/**
 * Several statements in one round trip (the simple query protocol): run in order, each with a
 * snapshot of its own (READ COMMITTED), as one implicit transaction; a failing one undoes them all.
 */
export async function runStatements<S extends readonly Statement<unknown>[]>(dataSource: DataSource, statements: S): Promise<StatementResults<S>> {
  const runner = dataSource.createQueryRunner();
  try {
    return await send((await runner.connect()) as PgClient, statements);
  } finally {
    await runner.release();
  }
}

/**
 * TypeORM's query runner hands an error to the pool with the connection (the pool then closes it
 * rather than lending it again); the method is private in its types, not in its code.
 */
interface ReleasesWithError {
  releasePostgresConnection(error?: unknown): Promise<void>;
}

/** A transaction whose statements go in batches, each batch one round trip. */
export interface BatchedTransaction {
  run<S extends readonly Statement<unknown>[]>(statements: S): Promise<StatementResults<S>>;
}

/**
 * A transaction in as few round trips as its statements allow: it begins with the first batch and
 * commits when `work` resolves (rolled back when it throws), one round trip each. For a hot path
 * (Place Order) whose statements can be written as batches; everything else uses TypeORM's.
 */
export async function batchedTransaction<T>(dataSource: DataSource, work: (transaction: BatchedTransaction) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  // A connection whose COMMIT or ROLLBACK failed may still be inside the transaction: the pool drops it.
  let broken: unknown;
  try {
    const client = (await runner.connect()) as PgClient;
    let begun = false;
    const transaction: BatchedTransaction = {
      run: (statements) => {
        const prefix = begun ? [] : ['START TRANSACTION'];
        begun = true;
        return send(client, statements, prefix);
      },
    };
    let result: T;
    try {
      result = await work(transaction);
    } catch (error) {
      if (begun) await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
      throw error;
    }
    if (begun) await client.query('COMMIT').catch((commitError: unknown) => {
      broken = commitError;
      throw commitError;
    });
    return result;
  } finally {
    await (runner as unknown as ReleasesWithError).releasePostgresConnection(broken);
  }
}
