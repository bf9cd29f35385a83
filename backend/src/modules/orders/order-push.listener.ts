import { Injectable, Logger } from '@nestjs/common';
import type { DomainEventMap } from '../../infra/events/domain-events.js';
import { OnDomainEvent } from '../../infra/events/on-domain-event.decorator.js';
import { OrderPushService } from './order-push.service.js';

/** In the api: an order made ready is pushed to its browsers (by the worker); a finished one forgets them. */
@Injectable()
export class OrderPushListener {
  private readonly logger = new Logger(OrderPushListener.name);

  constructor(private readonly push: OrderPushService) {}

  @OnDomainEvent('OrderStatusChanged')
  async onOrderStatusChanged(event: DomainEventMap['OrderStatusChanged']): Promise<void> {
    if (event.status === 'ready') {
      // A push is a courtesy (the ready e-mail is owed through the outbox): Redis down means no push, never a failed tap.
      await this.push.orderReady(event.orderId).catch((error: Error) => this.logger.warn({ orderId: event.orderId, err: error.message }, 'ready push not queued'));
    } else if (event.status === 'completed') {
      await this.push.forget(event.orderId);
    }
  }

  @OnDomainEvent('OrderAbandoned')
  onOrderAbandoned(event: DomainEventMap['OrderAbandoned']): Promise<void> {
    return this.push.forget(event.orderId);
  }
}
