import { DateTime } from 'luxon';
import { RESTAURANT_ZONE } from '../../../infra/clock/restaurant-time.js';
import { csvField, penceAsPounds } from '../../../infra/csv/csv.js';
import type { Order } from '../entities/order.entity.js';

/**
 * The tips ledger (issue 29; the Employment (Allocation of Tips) Act 2023): every delivery tip
 * passes to the driver who took the order, in full, by the end of the month after the order, and the
 * records are kept three years. Months are London calendar months ('YYYY-MM') of the order's date;
 * money is integer pence.
 */

/** How long a month's tip records are kept after the month ends (the Act's three years). */
export const TIP_RECORDS_RETENTION_YEARS = 3;

/** The longest free-text driver name. */
export const DRIVER_NAME_MAX = 60;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const monthStart = (month: string) => DateTime.fromFormat(month, 'yyyy-MM', { zone: RESTAURANT_ZONE });
const toMonth = (date: DateTime) => date.toFormat('yyyy-MM');

export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

/** The London month a restaurant-local date ('YYYY-MM-DD') or instant falls in. */
export function monthOf(date: DateTime): string {
  return toMonth(date.setZone(RESTAURANT_ZONE));
}

/** The restaurant-local days of a month: [first, first of the next), as order_date compares. */
export function monthDays(month: string): { from: string; until: string } {
  const start = monthStart(month);
  return { from: start.toISODate()!, until: start.plus({ months: 1 }).toISODate()! };
}

/** When a month's tips must have been paid: the last day of the following month. */
export function tipsDueDate(month: string): string {
  return monthStart(month).plus({ months: 1 }).endOf('month').toISODate()!;
}

/** The months of `year` the ledger shows, newest first: all twelve of a past year, up to `currentMonth` of this one. */
export function ledgerMonths(year: number, currentMonth: string): string[] {
  const months: string[] = [];
  for (let month = 12; month >= 1; month--) {
    const candidate = `${year}-${String(month).padStart(2, '0')}`;
    if (candidate <= currentMonth) months.push(candidate);
  }
  return months;
}

/** The years whose tips are still on record, newest first: this year and the retention period's before it. */
export function ledgerYears(currentMonth: string): number[] {
  const year = monthStart(currentMonth).year;
  return Array.from({ length: TIP_RECORDS_RETENTION_YEARS + 1 }, (_, index) => year - index);
}

/**
 * What the nightly purge removes on `today`: payouts of months that ended more than three years
 * ago (every month before `firstKeptMonth`) and the drivers of orders of those months (order_date
 * before `firstKeptDay`), so that a month's record stays whole until it goes.
 */
export function tipRecordsCutoff(today: string): { firstKeptMonth: string; firstKeptDay: string } {
  const firstKeptMonth = toMonth(DateTime.fromISO(today, { zone: RESTAURANT_ZONE }).minus({ years: TIP_RECORDS_RETENTION_YEARS }));
  return { firstKeptMonth, firstKeptDay: monthDays(firstKeptMonth).from };
}

/** A driver's key in the ledger: the account's id, or 'name:' and the free-text name lower-cased (the SQL computes it). */
export const NAME_KEY_PREFIX = 'name:';

export function userIdOfDriverKey(driverKey: string): string | null {
  return driverKey.startsWith(NAME_KEY_PREFIX) ? null : driverKey;
}

/** A free-text driver name as stored: trimmed, runs of spaces made one; or why it cannot be one. */
export function driverNameFromText(text: string): { name: string } | { problem: string } {
  const name = text.trim().replace(/\s+/g, ' ');
  if (name.length === 0) return { problem: 'Type the driver’s name.' };
  if (name.length > DRIVER_NAME_MAX) return { problem: `A driver’s name is at most ${DRIVER_NAME_MAX} characters.` };
  return { name };
}

/** How a member of staff is named as a driver: their full name, else their e-mail. */
export function staffDriverName(account: { fullName: string | null; email: string }): string {
  return account.fullName?.trim() || account.email;
}

/** Why an order cannot be given a driver, or null when it can. */
export function driverAssignmentProblem(order: Pick<Order, 'deliveryType' | 'status'>): 'not_delivery' | 'abandoned' | null {
  if (order.deliveryType !== 'delivery') return 'not_delivery';
  if (order.status === 'abandoned') return 'abandoned';
  return null;
}

/** Tips owed in a month to one driver (driverKey null: orders nobody was assigned to). */
export interface OwedTips {
  month: string;
  driverKey: string | null;
  driverName: string | null;
  orders: number;
  tipsPence: number;
}

/** What was paid out for a month to one driver. */
export interface PaidTips {
  month: string;
  driverKey: string;
  driverName: string;
  paidPence: number;
}

export interface TipsDriverLine {
  driverKey: string;
  /** The staff account, or null for a free-text driver. */
  userId: string | null;
  driverName: string;
  orders: number;
  tipsPence: number;
  paidPence: number;
  /** Tips less payouts; below 0 when more was paid than is owed (an order moved to another driver after paying). */
  outstandingPence: number;
}

export interface TipsMonth {
  month: string;
  dueDate: string;
  drivers: TipsDriverLine[];
  /** Tips on orders without a driver: staff should assign them. */
  unassigned: { orders: number; tipsPence: number };
  totals: { orders: number; tipsPence: number; paidPence: number; outstandingPence: number };
  /** Nothing is owed: every driver's outstanding is 0 and no tip is unassigned. */
  paid: boolean;
  /** Past its due date with something still owed. */
  overdue: boolean;
}

/** One driver's outstanding amount: what a payout now would pay (nothing when 0 or less). */
export function outstandingPence(line: { tipsPence: number; paidPence: number }): number {
  return line.tipsPence - line.paidPence;
}

/** The ledger's months (newest first), each with its drivers (by name), the unassigned tips, totals and whether it is paid or overdue on `today`. */
export function tipsLedger(months: readonly string[], owed: readonly OwedTips[], paid: readonly PaidTips[], today: string): TipsMonth[] {
  return months.map((month) => {
    const drivers = new Map<string, TipsDriverLine>();
    const line = (driverKey: string, driverName: string): TipsDriverLine => {
      let found = drivers.get(driverKey);
      if (!found) {
        found = { driverKey, userId: userIdOfDriverKey(driverKey), driverName, orders: 0, tipsPence: 0, paidPence: 0, outstandingPence: 0 };
        drivers.set(driverKey, found);
      }
      return found;
    };
    const unassigned = { orders: 0, tipsPence: 0 };
    for (const row of owed.filter((candidate) => candidate.month === month)) {
      if (row.driverKey === null) {
        unassigned.orders += row.orders;
        unassigned.tipsPence += row.tipsPence;
        continue;
      }
      const driver = line(row.driverKey, row.driverName ?? '');
      // The name orders carry wins over the name a payout recorded (they differ only if it was changed since).
      driver.driverName = row.driverName ?? driver.driverName;
      driver.orders += row.orders;
      driver.tipsPence += row.tipsPence;
    }
    for (const row of paid.filter((candidate) => candidate.month === month)) line(row.driverKey, row.driverName).paidPence += row.paidPence;
    const lines = [...drivers.values()]
      .map((driver) => ({ ...driver, outstandingPence: outstandingPence(driver) }))
      .sort((a, b) => a.driverName.localeCompare(b.driverName, 'en-GB', { sensitivity: 'base' }) || a.driverKey.localeCompare(b.driverKey));
    const owedNow = lines.reduce((sum, driver) => sum + Math.max(0, driver.outstandingPence), 0) + unassigned.tipsPence;
    const dueDate = tipsDueDate(month);
    return {
      month,
      dueDate,
      drivers: lines,
      unassigned,
      totals: {
        orders: lines.reduce((sum, driver) => sum + driver.orders, 0) + unassigned.orders,
        tipsPence: lines.reduce((sum, driver) => sum + driver.tipsPence, 0) + unassigned.tipsPence,
        paidPence: lines.reduce((sum, driver) => sum + driver.paidPence, 0),
        outstandingPence: owedNow,
      },
      paid: owedNow === 0,
      overdue: owedNow > 0 && today > dueDate,
    };
  });
}

/** A month of the ledger as CSV for payroll: one line per driver (money in pounds), and the unassigned tips if any. */
export function tipsMonthCsv(month: TipsMonth): string {
  const rows = [['Driver', 'Orders', 'Tips', 'Paid', 'Outstanding']];
  for (const driver of month.drivers) {
    rows.push([driver.driverName, String(driver.orders), penceAsPounds(driver.tipsPence), penceAsPounds(driver.paidPence), penceAsPounds(driver.outstandingPence)]);
  }
  if (month.unassigned.orders > 0) {
    rows.push(['Unassigned (no driver yet)', String(month.unassigned.orders), penceAsPounds(month.unassigned.tipsPence), penceAsPounds(0), penceAsPounds(month.unassigned.tipsPence)]);
  }
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
