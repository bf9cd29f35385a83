import type { ClosedReason, OfferedSlots } from '../../scheduling/scheduling.service.js';
import type { DayRefusal } from './order-days.js';

/** One of today's slots with the orders holding it and what is left. */
export interface SlotView {
  time: string;
  capacity: number;
  booked: number;
  left: number;
  available: boolean;
}

/** Why a day lists no slot: the schedule's reasons, and order ahead's (issue 28). */
export const LISTING_CLOSED_REASONS = ['closed_day', 'day_off', 'service_off', 'cut_off', 'out_of_range'] as const satisfies readonly (ClosedReason | DayRefusal)[];
export type ListingClosedReason = ClosedReason | DayRefusal;

export interface SlotListing {
  date: string;
  slots: SlotView[];
  closedReason: ListingClosedReason | null;
}

/** Capacity left in a slot: full when the booked orders reach the capacity. */
export function slotAvailability(time: string, capacity: number, booked: number): SlotView {
  const left = Math.max(0, capacity - booked);
  return { time, capacity, booked, left, available: left > 0 };
}

/** A day's slots with their capacity: `bookedByTime` counts the orders holding each 'HH:MM' that day. */
export function listSlots(offered: OfferedSlots, capacity: number, bookedByTime: ReadonlyMap<string, number>): SlotListing {
  return {
    date: offered.date,
    closedReason: offered.closedReason,
    slots: offered.times.map((time) => slotAvailability(time, capacity, bookedByTime.get(time) ?? 0)),
  };
}
