import { lineLabel } from '@walkden/contract/choices';
import { DateTime } from 'luxon';
import { RESTAURANT_ZONE } from '../../../infra/clock/restaurant-time.js';
import { csvField, penceAsPounds } from '../../../infra/csv/csv.js';
import type { DeliveryType, OrderStatus, PaymentMethod } from '../entities/order.entity.js';


/** What one exported order carries: the order's columns and its lines. Money is integer pence. */
export interface ExportedOrder {
  orderNumber: string;
  createdAt: Date;
  orderDate: string;
  slotTime: string;
  status: OrderStatus;
  deliveryType: DeliveryType;
  paymentMethod: PaymentMethod;
  isPaid: boolean;
  paidAt: Date | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  deliveryAddress: string | null;
  deliveryPostcode: string | null;
  subtotal: number;
  deliveryFee: number;
  driverTip: number;
  tax: number;
  total: number;
  items: { itemName: string; size: string | null; choices?: { name: string }[]; quantity: number }[];
}

export interface ExportRange {
  /** The first instant of the `from` day in Europe/London. */
  start: DateTime;
  /** The first instant after the `to` day in Europe/London (exclusive). */
  end: DateTime;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Two inclusive restaurant-local days (YYYY-MM-DD) as a half-open range of instants, or the
 * reason they are not one. Day starts are London's, so a range across a clock change is exact.
 */
export function exportRangeOf(from: string, to: string): ExportRange | { problem: string } {
  const start = DAY.test(from) ? DateTime.fromISO(from, { zone: RESTAURANT_ZONE }) : null;
  const last = DAY.test(to) ? DateTime.fromISO(to, { zone: RESTAURANT_ZONE }) : null;
  if (!start?.isValid) return { problem: `--from must be a date written YYYY-MM-DD (got "${from}")` };
  if (!last?.isValid) return { problem: `--to must be a date written YYYY-MM-DD (got "${to}")` };
  if (last < start) return { problem: `--to (${to}) is before --from (${from})` };
  return { start: start.startOf('day'), end: last.plus({ days: 1 }).startOf('day') };
}

const londonTime = (instant: Date): string => DateTime.fromJSDate(instant, { zone: RESTAURANT_ZONE }).toFormat('yyyy-MM-dd HH:mm:ss');

const COLUMNS: [header: string, value: (order: ExportedOrder) => string][] = [
  ['order_number', (o) => o.orderNumber],
  ['placed_at', (o) => londonTime(o.createdAt)],
  ['order_date', (o) => o.orderDate],
  ['slot_time', (o) => o.slotTime.slice(0, 5)],
  ['status', (o) => o.status],
  ['delivery_type', (o) => o.deliveryType],
  ['payment_method', (o) => o.paymentMethod],
  ['paid', (o) => (o.isPaid ? 'yes' : 'no')],
  ['paid_at', (o) => (o.paidAt ? londonTime(o.paidAt) : '')],
  ['customer_name', (o) => o.customerName],
  ['customer_email', (o) => o.customerEmail],
  ['customer_phone', (o) => o.customerPhone],
  ['delivery_address', (o) => o.deliveryAddress ?? ''],
  ['delivery_postcode', (o) => o.deliveryPostcode ?? ''],
  ['items', (o) => o.items.map((item) => `${item.quantity} x ${lineLabel(item.itemName, item.size, item.choices)}`).join('; ')],
  ['subtotal', (o) => penceAsPounds(o.subtotal)],
  ['delivery_fee', (o) => penceAsPounds(o.deliveryFee)],
  ['driver_tip', (o) => penceAsPounds(o.driverTip)],
  ['tax', (o) => penceAsPounds(o.tax)],
  ['total', (o) => penceAsPounds(o.total)],
];

/** The orders as CSV: a header line, one line per order, CRLF line ends (RFC 4180). */
export function toOrdersCsv(orders: ExportedOrder[]): string {
  const lines = [COLUMNS.map(([header]) => header), ...orders.map((order) => COLUMNS.map(([, value]) => csvField(value(order))))];
  return lines.map((fields) => fields.join(',')).join('\r\n') + '\r\n';
}
