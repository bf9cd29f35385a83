import type { DateTime } from 'luxon';
import { slotStart, toHourMinute } from '../../../infra/clock/restaurant-time.js';

/**
 * Today's order slots (SPEC section 5), a pure function of the clock and the schedule: today only,
 * in Europe/London whatever the server's zone; nothing on a closed weekday or an all-day day off;
 * active slots only, and only those starting inside an opening session of that weekday (evenings
 * are Thursday to Sunday only); a slot must start strictly after now + buffer. How many orders a
 * slot still takes is the orders module's rule (orders/domain/slot-capacity.ts).
 */

/** closed_day: the weekday is closed or has no session; day_off: an all-day day off; service_off: the type asked for (collection or delivery) is switched off. */
export type ClosedReason = 'closed_day' | 'day_off' | 'service_off';

/** A stretch of the day when orders are taken, restaurant-local [start, end); 'HH:MM' or 'HH:MM:SS'. */
export interface OpeningSessionHours {
  startTime: string;
  endTime: string;
}

export interface DayOffHours {
  allDay: boolean;
  /** 'HH:MM' or 'HH:MM:SS'; set when allDay is false. */
  startTime: string | null;
  endTime: string | null;
}

export interface DaySchedule {
  /** Restaurant-local date 'YYYY-MM-DD'. */
  date: string;
  /** opening_times.is_open for the date's weekday (false when the weekday has no row). */
  isOpenWeekday: boolean;
  /** The opening sessions of the date's weekday. */
  sessions: OpeningSessionHours[];
  daysOff: DayOffHours[];
  /** Every slot of the grid with its active flag; 'HH:MM' or 'HH:MM:SS'. */
  timeSlots: { time: string; isActive: boolean }[];
}

export interface OfferedSlots {
  date: string;
  /** 'HH:MM', ascending. */
  times: string[];
  closedReason: ClosedReason | null;
}

function insideDayOff(time: string, dayOff: DayOffHours): boolean {
  if (dayOff.allDay) return true;
  if (!dayOff.startTime || !dayOff.endTime) return false;
  const hm = toHourMinute(time);
  return hm >= toHourMinute(dayOff.startTime) && hm < toHourMinute(dayOff.endTime);
}

/** Whether a slot starting at `time` lies inside a session: start <= time < end, on the wall clock. */
export function insideOpeningSession(time: string, sessions: readonly OpeningSessionHours[]): boolean {
  const hm = toHourMinute(time);
  return sessions.some((session) => hm >= toHourMinute(session.startTime) && hm < toHourMinute(session.endTime));
}

/** The slots a customer may still choose today, before capacity is taken into account. */
export function offeredSlots(schedule: DaySchedule, now: DateTime, bufferMinutes: number): OfferedSlots {
  const { date } = schedule;
  if (!schedule.isOpenWeekday || schedule.sessions.length === 0) return { date, times: [], closedReason: 'closed_day' };
  if (schedule.daysOff.some((dayOff) => dayOff.allDay)) return { date, times: [], closedReason: 'day_off' };
  const earliest = now.plus({ minutes: bufferMinutes }).toMillis();
  const times = schedule.timeSlots
    .filter((slot) => slot.isActive)
    .map((slot) => toHourMinute(slot.time))
    .filter((time) => insideOpeningSession(time, schedule.sessions))
    .filter((time) => !schedule.daysOff.some((dayOff) => insideDayOff(time, dayOff)))
    .filter((time) => {
      const start = slotStart(date, time);
      return start !== null && start.toMillis() > earliest;
    })
    .sort();
  return { date, times: [...new Set(times)], closedReason: null };
}
