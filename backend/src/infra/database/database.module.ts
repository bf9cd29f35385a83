import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { createDataSourceOptions } from './data-source.js';

/** The TypeORM connection (DataSource and repositories) for every module. Never migrates. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [ConfigModule],
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...createDataSourceOptions(config.databaseUrl),
        retryAttempts: 3,
        retryDelay: 1000,
      }),
    }),
  ],
})
export class DatabaseModule {}
