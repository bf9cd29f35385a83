import { gridMinutes } from './days-off.js';

/** The admin slot grid (SPEC section 9): 09:00 to 23:45 in 15-minute steps. */
export const GRID_START_MINUTES = 9 * 60;
export const GRID_END_MINUTES = 23 * 60 + 45;

export const SLOT_GRID: readonly string[] = Array.from({ length: (GRID_END_MINUTES - GRID_START_MINUTES) / 15 + 1 }, (_unused, index) => {
  const minutes = GRID_START_MINUTES + index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** 'HH:MM' when the text names a time of the grid; null otherwise. */
export function gridSlot(text: string): string | null {
  const minutes = gridMinutes(text);
  if (minutes === null || minutes < GRID_START_MINUTES || minutes > GRID_END_MINUTES) return null;
  return text.slice(0, 5);
}
