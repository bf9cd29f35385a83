import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { createDataSourceOptions, type EntityList } from './data-source.js';

/**
 * Bounds on every database call of the api, the worker and the cli, so that a PostgreSQL that is
 * down, restarting or unreachable fails a request within seconds (answered 503, see
 * error.filter.ts) instead of holding it: a new connection, or a wait for a free one in the pool,
 * gives up after CONNECT_TIMEOUT_MS; the server cancels a statement after STATEMENT_TIMEOUT_MS
 * (waits for a row lock included); the client gives up on a server gone silent (a network
 * partition, where no error ever arrives) after QUERY_TIMEOUT_MS. TCP keep-alive finds dead idle
 * connections. Migrations (migrate.ts) use their own connection without these bounds.
 */
export const DATABASE_TIMEOUTS = { CONNECT_TIMEOUT_MS: 5_000, STATEMENT_TIMEOUT_MS: 15_000, QUERY_TIMEOUT_MS: 20_000 } as const;

/** The TypeORM connection (DataSource and repositories) for every module. Never migrates. */
@Module({})
export class DatabaseModule {
  /** `entities`: the app's list (app/entities.ts), so that infra names no module. */
  static forRoot(entities: EntityList): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          imports: [ConfigModule],
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({
            ...createDataSourceOptions(config.databaseUrl, entities),
            connectTimeoutMS: DATABASE_TIMEOUTS.CONNECT_TIMEOUT_MS,
            // node-postgres Client options: statement_timeout is sent at connect, query_timeout is the client's own.
            extra: { statement_timeout: DATABASE_TIMEOUTS.STATEMENT_TIMEOUT_MS, query_timeout: DATABASE_TIMEOUTS.QUERY_TIMEOUT_MS, keepAlive: true },
            retryAttempts: 3,
            retryDelay: 1000,
          }),
        }),
      ],
    };
  }
}
