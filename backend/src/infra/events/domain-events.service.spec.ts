import { Injectable } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { DomainEventMap } from './domain-events.js';
import { DomainEvents } from './domain-events.service.js';
import { EventsModule } from './events.module.js';
import { OnDomainEvent } from './on-domain-event.decorator.js';

const heard: string[] = [];

@Injectable()
class BrokenListener {
  @OnDomainEvent('MenuChanged')
  onMenuChanged(): void {
    throw new Error('listener bug');
  }
}

@Injectable()
class SlowListener {
  @OnDomainEvent('MenuChanged')
  async onMenuChanged(event: DomainEventMap['MenuChanged']): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 20));
    heard.push(`menu ${event.menuItemId}`);
  }

  @OnDomainEvent('SettingsChanged')
  onSettingsChanged(event: DomainEventMap['SettingsChanged']): void {
    heard.push(`settings ${event.key}`);
  }
}

describe('DomainEvents', () => {
  it('finds every @OnDomainEvent method at start-up, runs only the named event’s listeners, and survives a failing one', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [EventsModule], providers: [BrokenListener, SlowListener] }).compile();
    moduleRef.useLogger(false);
    await moduleRef.init();
    const events = moduleRef.get(DomainEvents);

    await expect(events.emit('MenuChanged', { menuItemId: 'item-1' })).resolves.toBeUndefined();
    await events.emit('SettingsChanged', { key: 'delivery_fee' });
    expect(heard).toEqual(['menu item-1', 'settings delivery_fee']);
    await moduleRef.close();
  });
});
