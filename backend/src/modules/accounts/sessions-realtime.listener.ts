import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../infra/events/on-domain-event.decorator.js';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher.js';
import type { SessionsEndedEvent } from './events/account.events.js';

/**
 * A session that ends takes its live connections with it: they were admitted on it. Runs wherever
 * sessions end (the api, and the CLI's role changes), closing the admin sockets on every api replica.
 */
@Injectable()
export class SessionsRealtimeListener {
  constructor(private readonly publish: RealtimePublisher) {}

  @OnDomainEvent('SessionsEnded')
  onSessionsEnded(event: SessionsEndedEvent): void {
    if (event.sessionId) this.publish.disconnectSession(event.sessionId);
    else this.publish.disconnectUser(event.userId);
  }
}
