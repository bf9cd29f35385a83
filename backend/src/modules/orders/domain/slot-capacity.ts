import type { ClosedReason, OfferedSlots } from '../../scheduling/scheduling.service.js';

/** One of today's slots with the orders holding it and what is left. */
export interface SlotView {
  time: string;
  capacity: number;
  booked: number;
  left: number;
  available: boolean;
}

export interface SlotListing {
  date: string;
  slots: SlotView[];
  closedReason: ClosedReason | null;
}

/** Capacity left in a slot: full when the booked orders reach the capacity. */
export function slotAvailability(time: string, capacity: number, booked: number): SlotView {
  const left = Math.max(0, capacity - booked);
  return { time, capacity, booked, left, available: left > 0 };
}

/** Today's slots with their capacity: `bookedByTime` counts the orders holding each 'HH:MM'. */
export function listSlots(offered: OfferedSlots, capacity: number, bookedByTime: ReadonlyMap<string, number>): SlotListing {
  return {
    date: offered.date,
    closedReason: offered.closedReason,
    slots: offered.times.map((time) => slotAvailability(time, capacity, bookedByTime.get(time) ?? 0)),
  };
}
