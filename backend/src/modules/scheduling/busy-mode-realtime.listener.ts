import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../infra/events/on-domain-event.decorator.js';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher.js';
import type { BusyModeChangedEvent } from './events/busy-mode.events.js';

/** Open customer pages and every staff screen hear at once that online orders paused, reopened or slowed. */
@Injectable()
export class BusyModeRealtimeListener {
  constructor(private readonly publish: RealtimePublisher) {}

  @OnDomainEvent('BusyModeChanged')
  onBusyModeChanged(event: BusyModeChangedEvent): void {
    this.publish.toAdmins('busy-mode.changed', { state: event.state });
    this.publish.toStorefront('busy-mode.changed', { state: event.state });
  }
}
