import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { DomainEventMap, DomainEventName } from './domain-events.js';
import { ON_DOMAIN_EVENT } from './on-domain-event.decorator.js';

type Listener<E extends DomainEventName> = (payload: DomainEventMap[E]) => unknown;

/**
 * The in-process event bus. Services emit after their change is committed; every `@OnDomainEvent`
 * method of every provider in this process runs. A failing listener is logged and never fails the
 * emitter or the other listeners.
 */
@Injectable()
export class DomainEvents implements OnApplicationBootstrap {
  private readonly logger = new Logger('DomainEvents');
  private readonly listeners = new Map<DomainEventName, Listener<DomainEventName>[]>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      for (const method of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance) as object)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const name = this.reflector.get<DomainEventName | undefined>(ON_DOMAIN_EVENT, fn as () => unknown);
        if (name) this.on(name, (payload) => (fn as Listener<typeof name>).call(instance, payload));
      }
    }
  }

  on<E extends DomainEventName>(name: E, listener: Listener<E>): void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as Listener<DomainEventName>);
    this.listeners.set(name, list);
  }

  /** Runs every listener of `name`; resolves when all have finished (awaiting it is optional). */
  async emit<E extends DomainEventName>(name: E, payload: DomainEventMap[E]): Promise<void> {
    const listeners = this.listeners.get(name) ?? [];
    await Promise.all(
      listeners.map(async (listener) => {
        try {
          await listener(payload);
        } catch (error) {
          this.logger.error({ event: name, err: (error as Error).message }, 'domain event listener failed');
        }
      }),
    );
  }
}
