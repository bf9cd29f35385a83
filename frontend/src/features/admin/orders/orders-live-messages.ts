/** What the /admin namespace says about an order (backend `infra/realtime/socket-events.ts`, OrdersChangedMessage). */
export interface OrdersChangedMessage {
  event:
    | 'OrderPlaced'
    | 'OrderPaid'
    | 'OrderMarkedUnpaid'
    | 'OrderAbandoned'
    | 'OrderNeedsAttention'
    | 'OrderAttentionDismissed'
    | 'OrderStatusChanged'
    | 'OrderDeleted';
  orderId: string;
  orderNumber: string;
  status?: string;
  isPaid?: boolean;
  reason?: string;
}
