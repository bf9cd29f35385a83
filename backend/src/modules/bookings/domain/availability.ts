import type { DateTime } from 'luxon';
import { slotStart, toHourMinute } from '../../../infra/clock/restaurant-time.js';
import type { ClosedReason, DaySchedule } from '../../scheduling/scheduling.service.js';

/**
 * Which table times a date offers (SPEC section 5, issue 14), a pure function of the schedule, the
 * clock and the bookings already held. Times are every 30 minutes from the start of each opening
 * session of that weekday; the last seating is an hour before the session ends, so that a table
 * booked at the last time still has an hour to eat (09:00-14:00 gives 09:00 to 13:00). Nothing on
 * a closed weekday or an all-day day off; a time inside a partial day off or not after `now` is
 * not offered. A time is full when its bookings reach `bookingsPerTime` (the default_capacity
 * setting) or when the party would take its covers over `coversPerTime` (booking_covers_capacity):
 * a restaurant seats people, not bookings. Full times are still listed, disabled.
 */

export const TABLE_TIME_STEP_MINUTES = 30;
export const LAST_SEATING_BEFORE_CLOSE_MINUTES = 60;
export const MIN_PARTY_SIZE = 1;
export const MAX_PARTY_SIZE = 8;

/** What the live bookings (pending and confirmed) of one time hold. */
export interface TimeLoad {
  bookings: number;
  covers: number;
}

export interface BookingCapacity {
  /** Bookings accepted per time (default_capacity). */
  bookingsPerTime: number;
  /** Guests seated per time (booking_covers_capacity). */
  coversPerTime: number;
}

export interface TableTime {
  /** 'HH:MM'. */
  time: string;
  available: boolean;
  /** Places left for a party of this size (0 when full). */
  bookingsLeft: number;
  coversLeft: number;
}

export interface Availability {
  date: string;
  closed: boolean;
  closedReason: ClosedReason | null;
  times: TableTime[];
}

const minutesOf = (time: string): number => {
  const [hours, minutes] = toHourMinute(time).split(':').map(Number);
  return hours * 60 + minutes;
};

const hourMinute = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every table time of a session, ignoring the clock and capacity. */
export function sessionTableTimes(session: { startTime: string; endTime: string }): string[] {
  const times: string[] = [];
  const lastStart = minutesOf(session.endTime) - LAST_SEATING_BEFORE_CLOSE_MINUTES;
  for (let start = minutesOf(session.startTime); start <= lastStart; start += TABLE_TIME_STEP_MINUTES) times.push(hourMinute(start));
  return times;
}

function insidePartialDayOff(time: string, schedule: DaySchedule): boolean {
  return schedule.daysOff.some((dayOff) => !dayOff.allDay && dayOff.startTime && dayOff.endTime && time >= toHourMinute(dayOff.startTime) && time < toHourMinute(dayOff.endTime));
}

/** Whether a party fits in a time that already holds `load`. */
export function fits(load: TimeLoad, partySize: number, capacity: BookingCapacity): boolean {
  return load.bookings < capacity.bookingsPerTime && load.covers + partySize <= capacity.coversPerTime;
}

export function tableAvailability(
  schedule: DaySchedule,
  now: DateTime,
  loadByTime: ReadonlyMap<string, TimeLoad>,
  capacity: BookingCapacity,
  partySize: number,
): Availability {
  const { date } = schedule;
  if (!schedule.isOpenWeekday || schedule.sessions.length === 0) return { date, closed: true, closedReason: 'closed_day', times: [] };
  if (schedule.daysOff.some((dayOff) => dayOff.allDay)) return { date, closed: true, closedReason: 'day_off', times: [] };
  const nowMillis = now.toMillis();
  const times = [...new Set(schedule.sessions.flatMap(sessionTableTimes))]
    .sort()
    .filter((time) => !insidePartialDayOff(time, schedule))
    .filter((time) => {
      const start = slotStart(date, time);
      return start !== null && start.toMillis() > nowMillis;
    })
    .map((time) => {
      const load = loadByTime.get(time) ?? { bookings: 0, covers: 0 };
      return {
        time,
        available: fits(load, partySize, capacity),
        bookingsLeft: Math.max(0, capacity.bookingsPerTime - load.bookings),
        coversLeft: Math.max(0, capacity.coversPerTime - load.covers),
      };
    });
  return { date, closed: false, closedReason: null, times };
}

export type BookingRequestProblem = 'closed' | 'time_not_offered' | 'full';

/** Why a party cannot have `time` on the availability's date, or null when it can. */
export function bookingRequestProblem(availability: Availability, time: string): BookingRequestProblem | null {
  if (availability.closed) return 'closed';
  const offered = availability.times.find((entry) => entry.time === time);
  if (!offered) return 'time_not_offered';
  return offered.available ? null : 'full';
}
