import { DataSource } from 'typeorm';

const UNDEFINED_DATABASE = '3D000';

export class DatabaseUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
    const hint =
      (cause as { code?: string } | undefined)?.code === UNDEFINED_DATABASE
        ? 'Create it with `npm run cli -- db:migrate`.'
        : 'Start one, for example with `docker compose -f docker/services.yml up -d postgres redis`, or set DATABASE_URL.';
    super(`Cannot reach PostgreSQL at ${redactUrl(url)} (${reason}). ${hint}`, { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

/** The URL with its password hidden, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<invalid database URL>';
  }
}

export function databaseNameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`The database URL ${redactUrl(url)} names no database`);
  return name;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Runs `work` on a connection to the server's maintenance database (`postgres`). */
async function withMaintenanceConnection<T>(url: string, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const maintenanceUrl = new URL(url);
  maintenanceUrl.pathname = '/postgres';
  const dataSource = new DataSource({ type: 'postgres', url: maintenanceUrl.toString(), applicationName: 'walkden-admin' });
  try {
    await dataSource.initialize();
  } catch (error) {
    throw new DatabaseUnreachableError(url, error);
  }
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** Connects once to the database named in `url`; throws DatabaseUnreachableError with a hint if it cannot. */
export async function checkDatabaseConnection(url: string): Promise<void> {
  const dataSource = new DataSource({ type: 'postgres', url, applicationName: 'walkden-admin' });
  try {
    await dataSource.initialize();
  } catch (error) {
    throw new DatabaseUnreachableError(url, error);
  }
  await dataSource.destroy();
}

/** Creates the database named in `url` unless it exists. Returns true when it created it. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseNameOf(url);
  return withMaintenanceConnection(url, async (dataSource) => {
    const rows: unknown[] = await dataSource.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length > 0) return false;
    try {
      await dataSource.query(`CREATE DATABASE ${quoteIdentifier(name)}`);
      return true;
    } catch (error) {
      // Someone else created it in the meantime.
      if ((error as { code?: string }).code === '42P04') return false;
      throw error;
    }
  });
}

/** Drops the database named in `url` (used by the test harness for its throwaway databases). */
export async function dropDatabase(url: string): Promise<void> {
  const name = databaseNameOf(url);
  await withMaintenanceConnection(url, async (dataSource) => {
    await dataSource.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
  });
}
