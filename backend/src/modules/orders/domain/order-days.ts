import { DateTime } from 'luxon';
import { restaurantDate } from '../../../infra/clock/restaurant-time.js';
import type { DeliveryType } from '../entities/order.entity.js';

/**
 * Issue 28, order ahead: which days a customer may order for. Today and the next N days (N by type,
 * 0 = today only, as the spec), restaurant-local; today no longer once the same-day cut-off has
 * passed. Whether a day is open, and which of its slots, is the schedule's business (slot-listing.ts).
 */

/** Why a date cannot be ordered for: before today or beyond the days ahead, or today after its cut-off. */
export type DayRefusal = 'out_of_range' | 'cut_off';

/** What the rules read of the settings. */
export interface OrderAheadSettings {
  orderAheadDaysCollection: number;
  orderAheadDaysDelivery: number;
  /** 'HH:MM', or '' for none. */
  sameDayCutoff: string;
}

export function daysAheadFor(settings: OrderAheadSettings, type: DeliveryType): number {
  return type === 'delivery' ? settings.orderAheadDaysDelivery : settings.orderAheadDaysCollection;
}

/** Today and the next `daysAhead` dates, 'YYYY-MM-DD', in order. */
export function orderDates(today: string, daysAhead: number): string[] {
  const start = DateTime.fromISO(today, { zone: 'Europe/London' });
  return Array.from({ length: Math.max(0, daysAhead) + 1 }, (_, index) => start.plus({ days: index }).toISODate()!);
}

/** Whether today's orders have closed at `now` (the restaurant's wall clock at or past the cut-off). */
export function pastSameDayCutoff(now: DateTime, sameDayCutoff: string): boolean {
  return sameDayCutoff !== '' && now.setZone('Europe/London').toFormat('HH:mm') >= sameDayCutoff;
}

/** Whether 'YYYY-MM-DD' names a day of the calendar (2026-02-30 does not): checked before it reaches a query. */
export function isCalendarDate(date: string): boolean {
  return DateTime.fromISO(date, { zone: 'Europe/London' }).toISODate() === date;
}

/** Why `date` cannot be ordered for at `now`, or null when it can (its slots still to be checked). */
export function dayRefusal(date: string, now: DateTime, type: DeliveryType, settings: OrderAheadSettings): DayRefusal | null {
  const today = restaurantDate(now);
  if (!orderDates(today, daysAheadFor(settings, type)).includes(date)) return 'out_of_range';
  if (date === today && pastSameDayCutoff(now, settings.sameDayCutoff)) return 'cut_off';
  return null;
}

/** What the customer is told when Place Order refuses the date. */
export function dayRefusalMessage(refusal: DayRefusal, type: DeliveryType, settings: OrderAheadSettings): string {
  if (refusal === 'cut_off') return `We have stopped taking orders for today (orders close at ${settings.sameDayCutoff}). Please choose another day.`;
  const days = daysAheadFor(settings, type);
  return days === 0 ? 'We take orders for today only. Please choose a time today.' : `We take orders up to ${days} ${days === 1 ? 'day' : 'days'} ahead. Please choose another day.`;
}
