import { Injectable, type OnModuleInit, Optional } from '@nestjs/common';
import { AdminGateway } from '../../../infra/realtime/admin.gateway.js';
import { OrderEvents, type OrderEventName, type OrderEventPayload } from './order-events.js';

/** The staff event for any change to an order; the admin screens refetch on it. */
export const ORDERS_CHANGED = 'orders.changed';

export interface OrdersChangedPayload extends OrderEventPayload {
  event: OrderEventName;
}

const FORWARDED: OrderEventName[] = ['OrderPlaced', 'OrderPaid', 'OrderAbandoned', 'OrderNeedsAttention'];

/**
 * Pushes order events to connected staff. The gateway exists only in the api process; in the
 * worker (payment reconciliation) there is none, and the admin list's 30-second refresh shows
 * the change instead.
 */
@Injectable()
export class OrdersRealtimeListener implements OnModuleInit {
  constructor(
    private readonly events: OrderEvents,
    @Optional() private readonly gateway?: AdminGateway,
  ) {}

  onModuleInit(): void {
    for (const event of FORWARDED) {
      this.events.on(event, (payload) => this.onOrderChanged(event, payload));
    }
  }

  onOrderChanged(event: OrderEventName, payload: OrderEventPayload): void {
    this.gateway?.broadcast<OrdersChangedPayload>(ORDERS_CHANGED, {
      event,
      orderId: payload.orderId,
      orderNumber: payload.orderNumber,
      status: payload.status,
      isPaid: payload.isPaid,
    });
  }
}
