import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../infra/events/on-domain-event.decorator.js';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher.js';
import type { ScheduleChangedEvent } from './events/schedule.events.js';

/** Open slot pickers, booking forms and Time tabs hear that the schedule changed. */
@Injectable()
export class ScheduleRealtimeListener {
  constructor(private readonly publish: RealtimePublisher) {}

  @OnDomainEvent('ScheduleChanged')
  onScheduleChanged(event: ScheduleChangedEvent): void {
    this.publish.toAdmins('schedule.changed', { dates: event.dates });
    this.publish.toStorefront('schedule.changed', { dates: event.dates });
  }
}
