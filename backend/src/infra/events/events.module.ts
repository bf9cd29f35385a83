import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DomainEvents } from './domain-events.service.js';

/** The domain event bus, for every module of the process that imports it (api and worker). */
@Global()
@Module({ imports: [DiscoveryModule], providers: [DomainEvents], exports: [DomainEvents] })
export class EventsModule {}
