import { Injectable } from '@nestjs/common';
import type { DomainEventMap } from '../../infra/events/domain-events.js';
import { OnDomainEvent } from '../../infra/events/on-domain-event.decorator.js';
import { OrderPrintsService } from './order-prints.service.js';

/**
 * Orders placed and paid reach the kitchen printer: in the api (checkout, webhooks, staff) and in the
 * worker (the payment reconciliation), so OrdersModule and OrdersJobsModule both hold it.
 */
@Injectable()
export class OrderPrintsListener {
  constructor(private readonly prints: OrderPrintsService) {}

  @OnDomainEvent('OrderPlaced')
  onOrderPlaced(event: DomainEventMap['OrderPlaced']): Promise<void> {
    return this.prints.printWhenDue('placed', event.orderId);
  }

  @OnDomainEvent('OrderPaid')
  onOrderPaid(event: DomainEventMap['OrderPaid']): Promise<void> {
    return this.prints.printWhenDue('paid', event.orderId);
  }
}
