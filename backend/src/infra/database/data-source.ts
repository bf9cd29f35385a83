import { DataSource, type DataSourceOptions } from 'typeorm';
import { ALL_ENTITIES } from './entities.js';
import { ALL_MIGRATIONS } from './migrations/index.js';
import { SnakeNamingStrategy } from './naming-strategy.js';

/**
 * The one description of the application's database connection. The schema belongs to the
 * migrations: never synchronize, and migrations run only from `npm run cli -- db:migrate`.
 */
export function createDataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ALL_ENTITIES,
    migrations: ALL_MIGRATIONS,
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    // gen_random_uuid() is built into PostgreSQL 13+; no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    applicationName: 'walkden',
  };
}

export function createDataSource(databaseUrl: string): DataSource {
  return new DataSource(createDataSourceOptions(databaseUrl));
}
