import { choiceText, lineLabel } from '@walkden/contract/choices';
import { laterOrderDay } from '@walkden/contract/order-day';
import { formatPence } from '../money';
import type { AdminOrder, AdminOrderItem, OrderRefund } from './admin-orders-api';

const LONDON = 'Europe/London';
const timeFormatter = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: LONDON });
const secondsFormatter = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: LONDON });
const dateTimeFormatter = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: LONDON });
const dayFormatter = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** HH:mm in the restaurant's time. */
export function formatTime(iso: string): string {
  return timeFormatter.format(new Date(iso));
}

/** HH:mm:ss in the restaurant's time, of an instant in milliseconds (the same in the server's render and every browser). */
export function formatTimeWithSeconds(milliseconds: number): string {
  return secondsFormatter.format(new Date(milliseconds));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormatter.format(new Date(iso));
}

/** '2031-01-14' -> 'Tuesday 14 January 2031'. */
export function formatDay(date: string): string {
  return dayFormatter.format(new Date(`${date}T00:00:00Z`));
}

/** Today's date in London, 'YYYY-MM-DD'. */
export function londonToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LONDON }).format(now);
}

/** The slot column: 'HH:mm', or 'No slot'. */
export function slotLabel(order: Pick<AdminOrder, 'slotTime'>): string {
  return order.slotTime ? order.slotTime.slice(0, 5) : 'No slot';
}

/**
 * Issue 28: an order placed for a later day, as the printed ticket says it (kitchen-ticket.ts'
 * orderDayLine): 'For Sun 19 Jan'; null for an order placed for its own day.
 */
export function orderDayLabel(order: Pick<AdminOrder, 'orderDate' | 'createdAt'>): string | null {
  const day = laterOrderDay(order.orderDate, new Date(order.createdAt));
  return day ? `For ${day}` : null;
}

/** Issue 28: one choice of a line, as the printed kitchen ticket words it (kitchen-ticket.ts): '+ BBQ'. */
export function choiceLine(choice: AdminOrderItem['choices'][number]): string {
  return `+ ${choiceText(choice)}`;
}

/** One line in a few words, its choices included, so that two lines of one item tell apart: 'Wings (8 pieces) with BBQ, Garlic mayo'. */
export function orderLineLabel(item: Pick<AdminOrderItem, 'name' | 'size' | 'choices'>): string {
  return lineLabel(item.name, item.size, item.choices);
}

export function itemCount(order: Pick<AdminOrder, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

export function typeLabel(order: Pick<AdminOrder, 'deliveryType'>): string {
  return order.deliveryType === 'delivery' ? 'Delivery' : 'Collection';
}

const METHOD_LABELS: Record<AdminOrder['paymentMethod'], string> = { online: 'Online', collection: 'On collection', driver: 'Driver' };

export function paymentMethodLabel(order: Pick<AdminOrder, 'paymentMethod'>): string {
  return METHOD_LABELS[order.paymentMethod];
}

/** The detail dialog's payment status (SPEC section 2). */
export function paymentStatusLabel(order: Pick<AdminOrder, 'paymentMethod' | 'isPaid'>): string {
  if (!order.isPaid) return 'Unpaid';
  return order.paymentMethod === 'online' ? 'Paid (Online)' : 'Paid';
}

/**
 * Issue 27: how a refund of this order gives money back, as the server decides it (refundMethodFor):
 * an order paid online through Stripe, to the card; anything else paid, by hand at the counter.
 */
export function refundMethodOf(order: Pick<AdminOrder, 'paymentMethod'>): OrderRefund['method'] {
  return order.paymentMethod === 'online' ? 'stripe' : 'cash';
}

/**
 * What the customer paid, as the server counts it (amountPaidPence): what was refunded plus what is
 * left to refund. Not the total once the order was changed: a correction that made it cheaper took
 * its refund off the total, and one that made it dearer has the difference still to collect.
 */
export function paidPence(order: Pick<AdminOrder, 'refundedPence' | 'refundablePence'>): number {
  return order.refundedPence + order.refundablePence;
}

/** '£4.50 to the card' or '£4.50 in cash'. */
export function refundLabel(refund: Pick<OrderRefund, 'amountPence' | 'method'>): string {
  return `${formatPence(refund.amountPence)} ${refund.method === 'stripe' ? 'to the card' : 'in cash'}`;
}

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export type StatusColour = 'success' | 'warning' | 'info' | 'error' | 'default' | 'primary' | 'secondary';

export function statusColour(status: string): StatusColour {
  switch (status) {
    case 'pending':
      return 'warning';
    case 'confirmed':
      return 'primary';
    case 'preparing':
      return 'secondary';
    case 'ready':
      return 'success';
    case 'completed':
      return 'info';
    case 'abandoned':
      return 'error';
    default:
      return 'default';
  }
}
