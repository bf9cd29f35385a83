/** Issue 28: the most units of its station one item, size or choice may take (the api's limit). */
export const MAX_STATION_UNITS = 100;

const WHOLE_NUMBER = /^\d+$/;

/** Units as typed, when they are a whole number from 0 to 100; null otherwise. */
export function parseStationUnits(typed: string): number | null {
  const trimmed = typed.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const units = Number(trimmed);
  return units <= MAX_STATION_UNITS ? units : null;
}

/** "Fries’ station", "Coleslaw’s station": whose station a meal deal's choice uses. */
export const possessive = (name: string) => (name.endsWith('s') ? `${name}’` : `${name}’s`);
