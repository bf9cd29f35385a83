import { DateTime } from 'luxon';

/**
 * The restaurant's wall clock (Europe/London, whatever the server's zone): dates, weekdays and the
 * instant a wall-clock time starts. Every module that reckons in restaurant time uses these.
 */

/** The restaurant's time zone: every slot, order date and "today" is reckoned in it. */
export const RESTAURANT_ZONE = 'Europe/London';

/** 'HH:MM:SS' or 'HH:MM' -> 'HH:MM'. */
export const toHourMinute = (time: string): string => time.slice(0, 5);

/** The restaurant-local date of an instant. */
export function restaurantDate(now: DateTime): string {
  return now.setZone(RESTAURANT_ZONE).toISODate()!;
}

/** SPEC's day_of_week: 0 = Sunday .. 6 = Saturday (luxon counts 1 = Monday .. 7 = Sunday). */
export function restaurantWeekday(date: string): number {
  return DateTime.fromISO(date, { zone: RESTAURANT_ZONE }).weekday % 7;
}

/** Slot starts already worked out, by 'date HH:MM' (DateTimes are immutable, so one may be shared). */
const slotStarts = new Map<string, DateTime | null>();
/** Enough for every slot of a week many times over; the map is emptied when full. */
const SLOT_STARTS_KEPT = 4096;

/**
 * The instant a wall-clock time starts on a restaurant date; null for a time that does not exist
 * that day (spring forward). Kept once worked out: luxon's zone arithmetic (Intl offsets) cost the
 * slot listing about 2 ms a request, for every slot of the grid (issue 30).
 */
export function slotStart(date: string, time: string): DateTime | null {
  const key = `${date} ${toHourMinute(time)}`;
  const known = slotStarts.get(key);
  if (known !== undefined) return known;
  const [hour, minute] = toHourMinute(time).split(':').map(Number);
  const [year, month, day] = date.split('-').map(Number);
  const start = DateTime.fromObject({ year, month, day, hour, minute }, { zone: RESTAURANT_ZONE });
  const instant = start.isValid && start.hour === hour && start.minute === minute ? start : null;
  if (slotStarts.size >= SLOT_STARTS_KEPT) slotStarts.clear();
  slotStarts.set(key, instant);
  return instant;
}
