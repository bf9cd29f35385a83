import type { DateTime } from 'luxon';
import { RESTAURANT_ZONE } from '../../../infra/clock/restaurant-time.js';
import type { StationRoom } from './station-load.js';

/** The kitchen screen's next hour: the slot under way and the three after it. */
export const LOAD_SLOTS = 4;

export interface SlotLoad {
  time: string;
  orders: number;
  /** Units taken per station, every station in the kitchen's order (0 when none). */
  stations: { stationId: string; units: number }[];
}

/** 'HH:MM' of the 15-minute slot `now` is in, and the next ones, within the restaurant's day. */
export function nextSlotTimes(now: DateTime, count = LOAD_SLOTS): string[] {
  const local = now.setZone(RESTAURANT_ZONE);
  const first = Math.floor((local.hour * 60 + local.minute) / 15) * 15;
  return Array.from({ length: count }, (_unused, index) => first + index * 15)
    .filter((minutes) => minutes < 24 * 60)
    .map((minutes) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
}

/** The load of each slot, from the day's counts and units. */
export function slotLoads(
  times: readonly string[],
  stations: readonly StationRoom[],
  orders: ReadonlyMap<string, number>,
  units: ReadonlyMap<string, ReadonlyMap<string, number>>,
): SlotLoad[] {
  return times.map((time) => ({
    time,
    orders: orders.get(time) ?? 0,
    stations: stations.map((station) => ({ stationId: station.id, units: units.get(time)?.get(station.id) ?? 0 })),
  }));
}
