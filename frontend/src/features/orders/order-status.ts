import { laterOrderDay } from '@walkden/contract/order-day';
import type { Order } from './orders-api';

export type StatusColour = 'success' | 'warning' | 'info' | 'error' | 'default';

/** SPEC 2: paid or confirmed green, pending amber, completed blue, cancelled or abandoned red, other default. */
export function statusColour(status: string): StatusColour {
  switch (status) {
    case 'paid':
    case 'confirmed':
      return 'success';
    case 'pending':
      return 'warning';
    case 'completed':
      return 'info';
    case 'cancelled':
    case 'abandoned':
      return 'error';
    default:
      return 'default';
  }
}

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

const PAYMENT_LABELS: Record<Order['paymentMethod'], string> = {
  online: 'Online',
  collection: 'On collection',
  driver: 'On delivery',
};

export function paymentLabel(order: Pick<Order, 'paymentMethod' | 'isPaid'>): string {
  return `${order.isPaid ? 'Paid' : 'Unpaid'} · ${PAYMENT_LABELS[order.paymentMethod]}`;
}

const placedFormatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** When the order was placed, in the restaurant's time: '14 Jan 2031, 12:03'. */
export function formatPlacedAt(iso: string): string {
  return placedFormatter.format(new Date(iso));
}

/**
 * How and when: 'Collection at 12:15', or with the day for an order placed for a later day (issue 28):
 * 'Delivery on Sun 19 Jan at 18:30'.
 */
export function orderWhen(order: Pick<Order, 'deliveryType' | 'slotTime' | 'orderDate' | 'createdAt'>): string {
  const day = laterOrderDay(order.orderDate, new Date(order.createdAt));
  return `${order.deliveryType === 'delivery' ? 'Delivery' : 'Collection'}${day ? ` on ${day}` : ''} at ${order.slotTime}`;
}

/** Today's date in the restaurant's time zone, 'YYYY-MM-DD' (as orders' dates are). */
export function londonToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}

/**
 * Whether the history follows the order's status live: one still open, for today or later. A
 * completed or abandoned order cannot move, and one left open on a past day is not going to, so
 * neither costs a socket.
 */
export function followsLive(order: Pick<Order, 'status' | 'orderDate'>, today: string): boolean {
  return order.status !== 'completed' && order.status !== 'abandoned' && order.orderDate >= today;
}
