import type { DataSource } from 'typeorm';
import { ALL_ENTITIES } from '../app/entities.js';
import { createDataSource } from '../infra/database/data-source.js';

/** A connected DataSource on this run's test database (already migrated by global-setup). */
export async function createTestDataSource(url = process.env.DATABASE_URL): Promise<DataSource> {
  if (!url) throw new Error('DATABASE_URL is not set; run the tests through `npm test`.');
  return createDataSource(url, ALL_ENTITIES).initialize();
}

/** Empties every application table (keeps the migrations table) and restarts sequences. */
export async function truncateAll(dataSource: DataSource): Promise<void> {
  const tables = dataSource.entityMetadatas.map((metadata) => `"${metadata.tableName}"`);
  await dataSource.query(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
  await dataSource.query('ALTER SEQUENCE order_number_seq RESTART');
}
