import { DateTime } from 'luxon';
import type { EmailToQueue } from '../../../infra/mail/mail.service.js';
import { RESTAURANT_ZONE } from '../../../infra/clock/restaurant-time.js';
import { type Report, WEEKDAYS } from './report-tables.js';

export const WEEKLY_SUMMARY_EMAIL = 'weekly-summary';

/** How many items the summary names. */
export const SUMMARY_TOP_ITEMS = 5;

export interface SummaryReader {
  id: string;
  email: string;
  fullName: string;
}

/** "Friday 18:00 to 19:00", the hour of the week most orders were placed in; null for a week without orders. */
export function busiestHour(placedByHour: readonly (readonly number[])[]): { label: string; orders: number } | null {
  let best: { weekday: number; hour: number; orders: number } | null = null;
  placedByHour.forEach((hours, weekday) =>
    hours.forEach((orders, hour) => {
      if (orders > 0 && (!best || orders > best.orders)) best = { weekday, hour, orders };
    }),
  );
  if (!best) return null;
  const { weekday, hour, orders } = best as { weekday: number; hour: number; orders: number };
  const time = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  return { label: `${WEEKDAYS[weekday]} ${time(hour)} to ${time(hour + 1)}`, orders };
}

/** "+12% on the week before", "-3% ...", "the same as ..." or "none the week before". */
export function changeLabel(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'none the week before either' : 'none the week before';
  const percent = Math.round(((now - before) / Math.abs(before)) * 100);
  if (percent === 0) return 'the same as the week before';
  return `${percent > 0 ? '+' : ''}${percent}% on the week before`;
}

const dayLabel = (date: string) => DateTime.fromISO(date, { zone: RESTAURANT_ZONE }).toFormat('ccc d LLL yyyy');

/**
 * Last week's summary for one administrator (issue 29): takings, orders, the top items, the
 * busiest hour and the drivers' tips. One e-mail per administrator and week, whatever reruns.
 */
export function weeklySummaryEmail(report: Report, reader: SummaryReader, reportsLink: string): EmailToQueue {
  const now = report.figures;
  const before = report.previousFigures;
  const busiest = busiestHour(report.placedByHour);
  return {
    kind: WEEKLY_SUMMARY_EMAIL,
    to: reader.email,
    dedupeKey: `weekly-summary:${report.range.from}:${reader.id}`,
    data: {
      name: reader.fullName || reader.email,
      weekLabel: `${dayLabel(report.range.from)} to ${dayLabel(report.range.to)}`,
      netPence: now.netPence,
      netChange: changeLabel(now.netPence, before.netPence),
      grossPence: now.grossPence,
      refundsPence: now.refundsPence,
      orders: now.orders,
      ordersChange: changeLabel(now.orders, before.orders),
      averageOrderPence: now.averageOrderPence,
      topItems: report.topItemsByQuantity.slice(0, SUMMARY_TOP_ITEMS).map((item) => ({ name: item.itemName, quantity: item.quantity, takingsPence: item.takingsPence })),
      busiestHour: busiest?.label ?? '',
      busiestHourOrders: busiest?.orders ?? 0,
      tipsPence: now.tipsPence,
      reportsLink,
    },
  };
}
