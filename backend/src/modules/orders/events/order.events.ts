import type { OrderStatus } from '../entities/order.entity.js';

/** What every order event carries: ids and small facts, never the entity. */
export interface OrderEventPayload {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  isPaid: boolean;
}

/** The orders module's part of the application's event map; emitted after the change is committed. */
declare module '../../../infra/events/domain-events.js' {
  interface DomainEventMap {
    /** A customer placed an order (checkout.service.ts). */
    OrderPlaced: OrderEventPayload;
    /** Stripe's word marked an online order paid: webhook, return page or the worker's reconciliation. */
    OrderPaid: OrderEventPayload;
    /** An unpaid online order was given up and its slot freed. */
    OrderAbandoned: OrderEventPayload;
    /** Something staff must look at (e.g. payment for an abandoned order); `reason` says what. */
    OrderNeedsAttention: OrderEventPayload & { reason: string };
    /** Staff moved an order along its status table (the admin orders issue emits it). */
    OrderStatusChanged: OrderEventPayload & { previousStatus: OrderStatus };
    /** Staff deleted an order (the admin orders issue emits it). */
    OrderDeleted: Pick<OrderEventPayload, 'orderId' | 'orderNumber'>;
  }
}
