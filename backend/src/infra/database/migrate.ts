import type { DataSource } from 'typeorm';
import { createDataSource } from './data-source.js';
import { DatabaseUnreachableError, ensureDatabase } from './ensure-database.js';

/** Opens a plain DataSource (no Nest) on `url`, runs `work`, and closes it. */
export async function withDataSource<T>(url: string, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = createDataSource(url);
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

/** Creates the database if needed and applies every pending migration. Returns their names. */
export async function migrateDatabase(url: string): Promise<string[]> {
  await ensureDatabase(url);
  return withDataSource(url, async (dataSource) => {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  });
}

/** Reverts the most recently applied migration. Returns its name, or null when none was applied. */
export async function revertLastMigration(url: string): Promise<string | null> {
  return withDataSource(url, async (dataSource) => {
    const executed: { name: string }[] = await dataSource.query(
      `SELECT name FROM ${dataSource.options.migrationsTableName ?? 'migrations'} ORDER BY id DESC LIMIT 1`,
    ).catch(() => []);
    if (executed.length === 0) return null;
    await dataSource.undoLastMigration({ transaction: 'each' });
    return executed[0].name;
  });
}
