import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { createDataSourceOptions, type EntityList } from './data-source.js';

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
            retryAttempts: 3,
            retryDelay: 1000,
          }),
        }),
      ],
    };
  }
}
