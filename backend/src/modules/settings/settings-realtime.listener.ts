import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../infra/events/on-domain-event.decorator.js';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher.js';
import type { SettingsChangedEvent } from './events/settings.events.js';

/**
 * Open pages hear that a setting changed, from the staff screen or the CLI's `settings:set` alike: the
 * publisher writes to Redis, which every api's sockets listen on. Only /storefront carries it: every
 * page, the admin's included, is connected there.
 */
@Injectable()
export class SettingsRealtimeListener {
  constructor(private readonly publish: RealtimePublisher) {}

  @OnDomainEvent('SettingsChanged')
  onSettingsChanged(event: SettingsChangedEvent): void {
    this.publish.toStorefront('settings.changed', { key: event.key });
  }
}
