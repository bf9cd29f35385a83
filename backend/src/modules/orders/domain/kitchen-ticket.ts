import { describeAllergens } from '@walkden/contract/allergens';
import { choiceText } from '@walkden/contract/choices';
import { formatPence } from '@walkden/contract/money';
import { laterOrderDay } from '@walkden/contract/order-day';
import type { Order } from '../entities/order.entity.js';
import type { OrderItem } from '../entities/order-item.entity.js';

/** The thermal paper rolls kitchen printers take, in millimetres. */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** Characters per line in the printer's standard font (font A, 12×24 dots): 58 mm paper 32, 80 mm paper 48. */
export const TICKET_COLUMNS: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/**
 * One printed line, already fitted to the paper: `text` never exceeds the width. `large` is double
 * height (the width, and so the columns, stay the same); `center` centres it on the paper.
 */
export interface TicketLine {
  text: string;
  bold?: boolean;
  large?: boolean;
  center?: boolean;
}

export type TicketOrder = Pick<
  Order,
  | 'orderNumber'
  | 'slotTime'
  | 'deliveryType'
  | 'customerName'
  | 'customerPhone'
  | 'deliveryAddress'
  | 'specialInstructions'
  | 'subtotal'
  | 'deliveryFee'
  | 'driverTip'
  | 'tax'
  | 'total'
  | 'paymentMethod'
  | 'isPaid'
  | 'createdAt'
> &
  Partial<Pick<Order, 'balanceDue' | 'orderDate'>> & { items: (Pick<OrderItem, 'itemName' | 'size' | 'quantity' | 'totalPrice' | 'specialInstructions' | 'allergens'> & Partial<Pick<OrderItem, 'choices'>>)[] };

const PLACED_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
/** Issue 28: an order placed for a later day says which, large: "FOR SUN 23 MAR"; null for one placed for its own day. */
export function orderDayLine(order: Pick<TicketOrder, 'orderDate' | 'createdAt'>): string | null {
  const day = laterOrderDay(order.orderDate, order.createdAt);
  return day ? `FOR ${day.toUpperCase()}` : null;
}
const METHOD_LABELS: Record<TicketOrder['paymentMethod'], string> = { online: 'Online', collection: 'On collection', driver: 'Driver' };

/**
 * Splits text into lines of at most `width` characters at spaces (a word longer than the line is
 * cut); the lines after the first start with `indent`.
 */
export function wrapText(text: string, width: number, indent = ''): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let word of words) {
    for (;;) {
      const prefix = lines.length === 0 && current === '' ? '' : current === '' ? indent : `${current} `;
      if (prefix.length + word.length <= width) {
        current = prefix + word;
        break;
      }
      if (current !== '' && current !== indent) {
        lines.push(current);
        current = '';
        continue;
      }
      // A word longer than a whole line: cut it.
      const room = width - prefix.length;
      lines.push(prefix + word.slice(0, room));
      word = word.slice(room);
      current = '';
    }
  }
  if (current !== '') lines.push(current);
  return lines.length > 0 ? lines : [''];
}

/** Text on the left, an amount on the right of the first line; what does not fit wraps beneath, left of the amount's column. */
export function leftRight(left: string, right: string, width: number, indent = ''): string[] {
  const [first, ...rest] = wrapText(left, Math.max(1, width - right.length - 1), indent);
  return [first.padEnd(width - right.length) + right, ...rest];
}

/** An item's instructions and allergens sit two columns in, under its name. */
function underItem(lines: string[]): string[] {
  return lines.map((line) => `  ${line}`);
}

function plain(lines: string[], style: Omit<TicketLine, 'text'> = {}): TicketLine[] {
  return lines.map((text) => ({ text, ...style }));
}

/**
 * What the kitchen ticket says, line by line, for paper of a given width: what the 80 mm browser
 * ticket shows (order number, slot, collection or delivery, customer, items with options and
 * choices, instructions and allergens as ordered, totals, PAID or UNPAID, and what a correction left to collect).
 */
export function kitchenTicketLines(order: TicketOrder, paper: PaperWidth): TicketLine[] {
  const width = TICKET_COLUMNS[paper];
  const rule: TicketLine = { text: '-'.repeat(width) };
  const type = order.deliveryType === 'delivery' ? 'DELIVERY' : 'COLLECTION';
  const slot = order.slotTime ? order.slotTime.slice(0, 5) : 'No slot';
  const day = orderDayLine(order);
  const lines: TicketLine[] = [
    ...plain(wrapText(order.orderNumber, width), { bold: true, large: true, center: true }),
    ...plain(wrapText(`${type} ${slot}`, width), { bold: true, large: true, center: true }),
    ...(day ? plain(wrapText(day, width), { bold: true, large: true, center: true }) : []),
    ...plain(wrapText(`Placed ${PLACED_FORMAT.format(order.createdAt)}`, width), { center: true }),
    rule,
  ];
  for (const item of order.items) {
    const name = `${item.quantity} x ${item.itemName}${item.size ? ` (${item.size})` : ''}`;
    lines.push(...plain(leftRight(name, formatPence(item.totalPrice), width, '    '), { bold: true }));
    // Issue 28: each choice on a line of its own, so the cook reads down the list as they build it.
    for (const choice of item.choices ?? []) lines.push(...plain(underItem(wrapText(`+ ${choiceText(choice)}`, width - 2, '  '))));
    if (item.specialInstructions) lines.push(...plain(underItem(wrapText(`>> ${item.specialInstructions}`, width - 2, '   '))));
    lines.push(...plain(underItem(wrapText(`Allergens: ${describeAllergens(item.allergens)}`, width - 2, '  '))));
  }
  if (order.specialInstructions) lines.push(rule, ...plain(wrapText(`Order note: ${order.specialInstructions}`, width, '  '), { bold: true }));
  lines.push(rule, ...plain(wrapText(order.customerName, width), { bold: true }), ...plain(wrapText(order.customerPhone, width)));
  if (order.deliveryType === 'delivery' && order.deliveryAddress) lines.push(...plain(wrapText(order.deliveryAddress, width)));
  lines.push(rule, ...plain(leftRight('Subtotal', formatPence(order.subtotal), width)));
  if (order.deliveryFee > 0) lines.push(...plain(leftRight('Delivery fee', formatPence(order.deliveryFee), width)));
  if (order.driverTip > 0) lines.push(...plain(leftRight('Driver tip', formatPence(order.driverTip), width)));
  if (order.tax > 0) lines.push(...plain(leftRight('Tax', formatPence(order.tax), width)));
  lines.push(...plain(leftRight('TOTAL', formatPence(order.total), width), { bold: true }));
  lines.push(
    ...plain(wrapText(`${order.isPaid ? 'PAID' : 'UNPAID'} (${METHOD_LABELS[order.paymentMethod]})`, width), { bold: true, large: true, center: true }),
  );
  // Paid, then made dearer by staff (issue 27): the counter or the driver takes the difference.
  if (order.isPaid && (order.balanceDue ?? 0) > 0) lines.push(...plain(wrapText(`${formatPence(order.balanceDue!)} TO COLLECT`, width), { bold: true, large: true, center: true }));
  return lines;
}
