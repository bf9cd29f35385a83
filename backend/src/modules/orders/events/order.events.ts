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
    /** An order became paid: Stripe's word (webhook, return page, the worker's reconciliation) or staff marking a pay-later order paid. */
    OrderPaid: OrderEventPayload;
    /** Staff marked a pay-later order unpaid again (a mistaken Mark Paid). */
    OrderMarkedUnpaid: OrderEventPayload;
    /** An unpaid online order was given up and its slot freed. */
    OrderAbandoned: OrderEventPayload;
    /** Something staff must look at (e.g. payment for an abandoned order); `reason` says what. */
    OrderNeedsAttention: OrderEventPayload & { reason: string };
    /** Staff took the order off the needs-attention list (or a kitchen ticket that had failed came out: order-prints.service.ts). */
    OrderAttentionDismissed: OrderEventPayload;
    /** Staff moved an order along its status table (admin-orders.service.ts). */
    OrderStatusChanged: OrderEventPayload & { previousStatus: OrderStatus };
    /** An administrator gave money back (order-refunds.service.ts); a Stripe refund Stripe refused is OrderNeedsAttention instead. */
    OrderRefunded: OrderEventPayload & { refundId: string };
    /** Staff corrected an order, or collected what a correction left to pay (order-corrections.service.ts). */
    OrderChanged: OrderEventPayload;
    /** Staff deleted an order (admin-orders.service.ts). */
    OrderDeleted: Pick<OrderEventPayload, 'orderId' | 'orderNumber'>;
  }
}
