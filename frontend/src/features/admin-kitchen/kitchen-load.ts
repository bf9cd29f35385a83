import type { KitchenLoad } from './kitchen-load-api';

export type LoadLevel = 'free' | 'busy' | 'full';

export interface StationLoadRow {
  id: string;
  name: string;
  cells: { time: string; units: number; unitsPerSlot: number; level: LoadLevel; text: string }[];
}

/** Full at the station's units per slot, busy from 70 % of them: as the Time tab colours a slot's orders. */
export function loadLevel(units: number, unitsPerSlot: number): LoadLevel {
  if (units >= unitsPerSlot) return 'full';
  if (units >= unitsPerSlot * 0.7) return 'busy';
  return 'free';
}

/** One row per station, one cell per slot of the next hour: "6/8". */
export function stationLoadRows(load: KitchenLoad): StationLoadRow[] {
  return load.stations.map((station) => ({
    id: station.id,
    name: station.name,
    cells: load.slots.map((slot) => {
      const units = slot.stations.find((entry) => entry.stationId === station.id)?.units ?? 0;
      return { time: slot.time, units, unitsPerSlot: station.unitsPerSlot, level: loadLevel(units, station.unitsPerSlot), text: `${units}/${station.unitsPerSlot}` };
    }),
  }));
}
