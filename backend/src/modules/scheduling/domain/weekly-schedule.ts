import { DateTime } from 'luxon';
import { RESTAURANT_ZONE, toHourMinute } from '../../../infra/clock/restaurant-time.js';
import { type DaySchedule, offeredSlots } from './slot-listing.js';

/**
 * The staff Weekly Schedule (SPEC sections 4 and 9): Monday first, 7 days, each offered slot with
 * the orders left against capacity and its colour, and the bookings at that time.
 */

export type SlotColour = 'gray' | 'red' | 'yellow' | 'green';

/** gray closed, red none left, yellow at or under 30% of capacity left, green otherwise. */
export function slotColour(left: number, capacity: number, closed: boolean): SlotColour {
  if (closed) return 'gray';
  if (left <= 0) return 'red';
  if (left <= capacity * 0.3) return 'yellow';
  return 'green';
}

/** The Monday of the week holding `date` ('YYYY-MM-DD'). */
export function mondayOf(date: string): string {
  return DateTime.fromISO(date, { zone: RESTAURANT_ZONE }).startOf('week').toISODate()!;
}

export function weekDates(monday: string): string[] {
  const start = DateTime.fromISO(monday, { zone: RESTAURANT_ZONE });
  return Array.from({ length: 7 }, (_unused, index) => start.plus({ days: index }).toISODate()!);
}

export interface ScheduleSlot {
  time: string;
  capacity: number;
  orders: number;
  left: number;
  bookings: number;
  colour: SlotColour;
  /** Issue 28: the units the slot's orders take of each kitchen station that has any. */
  kitchen: { stationId: string; units: number }[];
}

export interface ScheduleDay {
  date: string;
  closed: boolean;
  closedReason: string | null;
  slots: ScheduleSlot[];
}

/** Counts per 'YYYY-MM-DD HH:MM'. */
export type CountsBySlot = ReadonlyMap<string, number>;
export const slotKey = (date: string, time: string) => `${date} ${toHourMinute(time)}`;

/** Station units per 'YYYY-MM-DD HH:MM'. */
export type KitchenBySlot = ReadonlyMap<string, { stationId: string; units: number }[]>;

/** One day of the schedule: every slot the day offers (the whole day, regardless of the hour). */
export function scheduleDay(schedule: DaySchedule, capacity: number, orders: CountsBySlot, bookings: CountsBySlot, kitchen: KitchenBySlot = new Map()): ScheduleDay {
  const startOfDay = DateTime.fromISO(schedule.date, { zone: RESTAURANT_ZONE }).startOf('day');
  const offered = offeredSlots(schedule, startOfDay, 0);
  const closed = offered.closedReason !== null;
  return {
    date: schedule.date,
    closed,
    closedReason: offered.closedReason,
    slots: offered.times.map((time) => {
      const taken = orders.get(slotKey(schedule.date, time)) ?? 0;
      const left = Math.max(0, capacity - taken);
      const key = slotKey(schedule.date, time);
      return { time, capacity, orders: taken, left, bookings: bookings.get(key) ?? 0, colour: slotColour(left, capacity, closed), kitchen: kitchen.get(key) ?? [] };
    }),
  };
}
