import { SetMetadata } from '@nestjs/common';
import type { DomainEventMap, DomainEventName } from './domain-events.js';

export const ON_DOMAIN_EVENT = 'walkden:on-domain-event';

/**
 * Marks a provider method as a listener of one domain event. The method's parameter must accept
 * that event's payload, so a listener cannot expect a payload the emitter does not send.
 */
export function OnDomainEvent<E extends DomainEventName>(name: E) {
  const mark = SetMetadata(ON_DOMAIN_EVENT, name);
  return <M extends (payload: DomainEventMap[E]) => unknown>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    mark(target, key, descriptor);
  };
}
