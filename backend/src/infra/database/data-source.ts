import { DataSource, type DataSourceOptions } from 'typeorm';
import { ALL_MIGRATIONS } from './migrations/index.js';
import { SnakeNamingStrategy } from './naming-strategy.js';

export type EntityList = NonNullable<DataSourceOptions['entities']>;

/**
 * The one description of the application's database connection. The schema belongs to the
 * migrations: never synchronize, and migrations run only from `npm run cli -- db:migrate`.
 * `entities` is the app's list (app/entities.ts); migrating and seeding need none.
 */
export function createDataSourceOptions(databaseUrl: string, entities: EntityList = []): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities,
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

export function createDataSource(databaseUrl: string, entities: EntityList = []): DataSource {
  return new DataSource(createDataSourceOptions(databaseUrl, entities));
}
