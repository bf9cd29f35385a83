import { Global, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { Clock } from './clock.js';
import { TestClockMiddleware } from './test-clock.middleware.js';

/** The restaurant clock for every module; the X-Test-Now override exists only outside production. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule implements NestModule {
  constructor(private readonly config: AppConfig) {}

  configure(consumer: MiddlewareConsumer): void {
    if (this.config.testClockEnabled) consumer.apply(TestClockMiddleware).forRoutes('{*path}');
  }
}
