import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../infra/events/on-domain-event.decorator.js';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher.js';
import type { MenuChangedEvent } from './events/menu.events.js';

/** Open menu pages and the staff Menu and Categories tabs hear every staff change of the menu. */
@Injectable()
export class MenuRealtimeListener {
  constructor(private readonly publish: RealtimePublisher) {}

  @OnDomainEvent('MenuChanged')
  onMenuChanged(event: MenuChangedEvent): void {
    const message = { menuItemId: event.menuItemId, categoryId: event.categoryId ?? null };
    this.publish.toAdmins('menu.changed', message);
    this.publish.toStorefront('menu.changed', message);
  }
}
