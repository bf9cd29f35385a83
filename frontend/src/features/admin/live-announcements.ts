import type { OrdersChangedMessage } from '@walkden/contract/socket-events';

/** What a screen reader says, politely, when an order changes while staff are in the admin area. */
export function announcementFor({ event, orderNumber, status, reason }: OrdersChangedMessage): string {
  switch (event) {
    case 'OrderPlaced':
      return `New order ${orderNumber} has arrived.`;
    case 'OrderPaid':
      return `Order ${orderNumber} is paid.`;
    case 'OrderMarkedUnpaid':
      return `Order ${orderNumber} was marked unpaid.`;
    case 'OrderAbandoned':
      return `Order ${orderNumber} was abandoned.`;
    case 'OrderNeedsAttention':
      return `Order ${orderNumber} needs attention${reason ? `: ${reason}` : ''}.`;
    case 'OrderAttentionDismissed':
      return `Order ${orderNumber} no longer needs attention.`;
    case 'OrderStatusChanged':
      return `Order ${orderNumber} is now ${status ?? 'updated'}.`;
    case 'OrderDeleted':
      return `Order ${orderNumber} was deleted.`;
    case 'OrderRefunded':
      return `Order ${orderNumber} was refunded.`;
    case 'OrderChanged':
      return `Order ${orderNumber} was changed.`;
  }
}
