import type { ClosedReason, OfferedSlots } from '../../scheduling/scheduling.service.js';
import type { DayRefusal } from './order-days.js';
import { type StationRoom, stationShortfall, type StationUse } from './station-load.js';

/** One of today's slots with the orders holding it and what is left. */
export interface SlotView {
  time: string;
  capacity: number;
  booked: number;
  left: number;
  available: boolean;
  /** Issue 28: the kitchen station with no room in the slot for the cart asking; null when every one has. */
  fullStation: string | null;
}

/** Why a day lists no slot: the schedule's reasons, and order ahead's (issue 28). */
export const LISTING_CLOSED_REASONS = ['closed_day', 'day_off', 'service_off', 'cut_off', 'out_of_range'] as const satisfies readonly (ClosedReason | DayRefusal)[];
export type ListingClosedReason = ClosedReason | DayRefusal;

export interface SlotListing {
  date: string;
  slots: SlotView[];
  closedReason: ListingClosedReason | null;
}

/** What a cart needs of the kitchen, and what each slot's orders have taken of it (issue 28). */
export interface KitchenRoom {
  needs: readonly StationUse[];
  stations: readonly StationRoom[];
  /** Units taken per 'HH:MM', per station. */
  takenByTime: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

/**
 * Capacity left in a slot: full when the booked orders reach the capacity, or (issue 28) when a
 * kitchen station the cart needs has no room left for it there.
 */
export function slotAvailability(time: string, capacity: number, booked: number, kitchen?: KitchenRoom): SlotView {
  const left = Math.max(0, capacity - booked);
  const short = kitchen ? stationShortfall(kitchen.needs, kitchen.takenByTime.get(time) ?? new Map<string, number>(), kitchen.stations) : null;
  return { time, capacity, booked, left, available: left > 0 && !short, fullStation: short?.name ?? null };
}

/** A day's slots with their capacity: `bookedByTime` counts the orders holding each 'HH:MM' that day. */
export function listSlots(offered: OfferedSlots, capacity: number, bookedByTime: ReadonlyMap<string, number>, kitchen?: KitchenRoom): SlotListing {
  return {
    date: offered.date,
    closedReason: offered.closedReason,
    slots: offered.times.map((time) => slotAvailability(time, capacity, bookedByTime.get(time) ?? 0, kitchen)),
  };
}
