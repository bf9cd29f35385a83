import { csvField, penceAsPounds } from '../../../infra/csv/csv.js';
import type { DayFigures, HourCount, ItemFigures, OrderFigures } from '../../orders/order-figures.service.js';
import { type DayRange, eachDay, type ReportRange } from '../../../infra/clock/report-range.js';

/** The report's tables, each one CSV download. */
export const REPORT_TABLES = ['summary', 'by-day', 'placed-by-hour', 'slots-by-hour', 'top-items', 'top-choices'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface ReportFigures {
  orders: number;
  grossPence: number;
  refundsPence: number;
  netPence: number;
  averageOrderPence: number;
  collection: { orders: number; pence: number };
  delivery: { orders: number; pence: number };
  online: { orders: number; pence: number };
  payLater: { orders: number; pence: number };
  paidNow: { orders: number; pence: number };
  notTaken: { orders: number; pence: number };
  tipsPence: number;
  newCustomers: number;
  returningCustomers: number;
}

export interface ReportDay {
  date: string;
  orders: number;
  grossPence: number;
  refundsPence: number;
  netPence: number;
}

export interface ReportItem {
  itemName: string;
  choice: string | null;
  quantity: number;
  takingsPence: number;
}

export interface Report {
  range: Omit<ReportRange, 'previous'>;
  previousRange: DayRange;
  figures: ReportFigures;
  previousFigures: ReportFigures;
  byDay: ReportDay[];
  placedByHour: number[][];
  slotsByHour: number[][];
  topItemsByQuantity: ReportItem[];
  topItemsByTakings: ReportItem[];
  topChoicesByQuantity: ReportItem[];
  topChoicesByTakings: ReportItem[];
}

export function toReportFigures(figures: OrderFigures): ReportFigures {
  const { taken, refundsPence } = figures;
  return {
    orders: taken.orders,
    grossPence: taken.pence,
    refundsPence,
    netPence: taken.pence - refundsPence,
    averageOrderPence: taken.orders ? Math.round(taken.pence / taken.orders) : 0,
    collection: figures.collection,
    delivery: figures.delivery,
    online: figures.online,
    payLater: figures.payLater,
    paidNow: figures.paidNow,
    notTaken: figures.notTaken,
    tipsPence: figures.tipsPence,
    newCustomers: figures.newCustomers,
    returningCustomers: figures.returningCustomers,
  };
}

/** Every day of the range, with zeros where nothing happened. */
export function reportDays(range: DayRange, days: readonly DayFigures[]): ReportDay[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  return eachDay(range).map((date) => {
    const day = byDate.get(date);
    const grossPence = day?.grossPence ?? 0;
    const refundsPence = day?.refundsPence ?? 0;
    return { date, orders: day?.orders ?? 0, grossPence, refundsPence, netPence: grossPence - refundsPence };
  });
}

/** Counts as 7 rows (Monday first) of 24 hours. */
export function hourMatrix(counts: readonly HourCount[]): number[][] {
  const matrix = WEEKDAYS.map(() => Array.from({ length: 24 }, () => 0));
  for (const { weekday, hour, orders } of counts) matrix[weekday - 1][hour] += orders;
  return matrix;
}

/**
 * The top `limit` of the lines ordered: by item (its options together, choice null) or by item and
 * option (lines without an option left out), ranked by units or by takings, then the other, then by name.
 */
export function topLines(lines: readonly ItemFigures[], grouping: 'item' | 'choice', by: 'quantity' | 'takings', limit: number): ReportItem[] {
  const groups = new Map<string, ReportItem>();
  for (const line of lines) {
    if (grouping === 'choice' && line.choice === null) continue;
    const choice = grouping === 'choice' ? line.choice : null;
    const key = JSON.stringify([line.itemName, choice]);
    const group = groups.get(key) ?? { itemName: line.itemName, choice, quantity: 0, takingsPence: 0 };
    group.quantity += line.quantity;
    group.takingsPence += line.pence;
    groups.set(key, group);
  }
  const [first, second] = by === 'quantity' ? (['quantity', 'takingsPence'] as const) : (['takingsPence', 'quantity'] as const);
  return [...groups.values()]
    .sort((a, b) => b[first] - a[first] || b[second] - a[second] || a.itemName.localeCompare(b.itemName) || (a.choice ?? '').localeCompare(b.choice ?? ''))
    .slice(0, limit);
}

/** Money in a cell: written as pounds, a leading minus kept (it is a number, not a formula). */
interface Money {
  pence: number;
}
type Cell = string | number | Money;
const pounds = (pence: number): Money => ({ pence });
/** One CSV line: text through csvField (quoted, formula-safe), numbers and money as they are. */
const line = (cells: Cell[]) => cells.map((cell) => (typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? csvField(cell) : penceAsPounds(cell.pence))).join(',');

function summaryRows(report: Report): Cell[][] {
  const now = report.figures;
  const before = report.previousFigures;
  const money = (label: string, pick: (figures: ReportFigures) => number): Cell[] => [label, pounds(pick(now)), pounds(pick(before))];
  const count = (label: string, pick: (figures: ReportFigures) => number): Cell[] => [label, pick(now), pick(before)];
  return [
    ['figure', `${report.range.from} to ${report.range.to}`, `${report.previousRange.from} to ${report.previousRange.to}`],
    money('gross', (f) => f.grossPence),
    money('refunds', (f) => f.refundsPence),
    money('net', (f) => f.netPence),
    count('orders', (f) => f.orders),
    money('average order', (f) => f.averageOrderPence),
    count('collection orders', (f) => f.collection.orders),
    money('collection', (f) => f.collection.pence),
    count('delivery orders', (f) => f.delivery.orders),
    money('delivery', (f) => f.delivery.pence),
    count('online orders', (f) => f.online.orders),
    money('online', (f) => f.online.pence),
    count('pay later orders', (f) => f.payLater.orders),
    money('pay later', (f) => f.payLater.pence),
    count('paid now orders', (f) => f.paidNow.orders),
    money('paid now', (f) => f.paidNow.pence),
    count('abandoned orders', (f) => f.notTaken.orders),
    money('abandoned', (f) => f.notTaken.pence),
    money('drivers tips', (f) => f.tipsPence),
    count('new customers', (f) => f.newCustomers),
    count('returning customers', (f) => f.returningCustomers),
  ];
}

function rowsOf(report: Report, table: ReportTable): Cell[][] {
  switch (table) {
    case 'summary':
      return summaryRows(report);
    case 'by-day':
      return [['date', 'orders', 'gross', 'refunds', 'net'], ...report.byDay.map((day) => [day.date, day.orders, pounds(day.grossPence), pounds(day.refundsPence), pounds(day.netPence)])];
    case 'placed-by-hour':
    case 'slots-by-hour': {
      const matrix = table === 'placed-by-hour' ? report.placedByHour : report.slotsByHour;
      return [['weekday', ...Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`)], ...matrix.map((hours, index) => [WEEKDAYS[index], ...hours])];
    }
    case 'top-items':
      return [['item', 'quantity', 'takings'], ...report.topItemsByQuantity.map((item) => [item.itemName, item.quantity, pounds(item.takingsPence)])];
    case 'top-choices':
      return [['item', 'choice', 'quantity', 'takings'], ...report.topChoicesByQuantity.map((item) => [item.itemName, item.choice ?? '', item.quantity, pounds(item.takingsPence)])];
  }
}

/** A table of the report as CSV (RFC 4180, CRLF), money in pounds with two decimals. */
export function reportCsv(report: Report, table: ReportTable): string {
  return rowsOf(report, table).map(line).join('\r\n') + '\r\n';
}
