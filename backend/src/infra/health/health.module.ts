import { Module } from '@nestjs/common';
import { ShutdownState } from '../http/graceful-shutdown.js';
import { HealthController } from './health.controller.js';

@Module({ controllers: [HealthController], providers: [ShutdownState], exports: [ShutdownState] })
export class HealthModule {}
