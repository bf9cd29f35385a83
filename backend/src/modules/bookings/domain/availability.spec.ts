import { DateTime } from 'luxon';
import type { DaySchedule } from '../../scheduling/domain/slot-listing.js';
import { bookingRequestProblem, fits, sessionTableTimes, tableAvailability, type TimeLoad } from './availability.js';

const at = (iso: string) => DateTime.fromISO(iso, { setZone: true });

const MORNING = { startTime: '09:00:00', endTime: '14:00:00' };
const EVENING = { startTime: '17:00:00', endTime: '21:00:00' };
/** The seed's published hours: Tuesday to Sunday 09:00-14:00, Thursday to Sunday 17:00-21:00, Monday closed. */
const SESSIONS: Record<number, DaySchedule['sessions']> = { 0: [MORNING, EVENING], 1: [], 2: [MORNING], 3: [MORNING], 4: [MORNING, EVENING], 5: [MORNING, EVENING], 6: [MORNING, EVENING] };

function day(date: string, overrides: Partial<DaySchedule> = {}): DaySchedule {
  const weekday = DateTime.fromISO(date, { zone: 'Europe/London' }).weekday % 7;
  return { date, isOpenWeekday: weekday !== 1, sessions: SESSIONS[weekday], daysOff: [], timeSlots: [], ...overrides };
}

const ROOMY = { bookingsPerTime: 10, coversPerTime: 40 };
const EARLY = at('2031-01-01T08:00:00Z');
const none = new Map<string, TimeLoad>();

describe('table availability', () => {
  it('offers every half hour of a session up to an hour before it ends', () => {
    expect(sessionTableTimes(MORNING)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00']);
    expect(sessionTableTimes(EVENING)).toEqual(['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00']);
  });

  it('is closed on a Monday, with no times', () => {
    // 2031-01-13 is a Monday.
    expect(tableAvailability(day('2031-01-13'), EARLY, none, ROOMY, 2)).toEqual({ date: '2031-01-13', closed: true, closedReason: 'closed_day', times: [] });
  });

  it('is closed on an all-day day off, with no times', () => {
    const schedule = day('2031-01-18', { daysOff: [{ allDay: true, startTime: null, endTime: null }] });
    expect(tableAvailability(schedule, EARLY, none, ROOMY, 2)).toMatchObject({ closed: true, closedReason: 'day_off', times: [] });
  });

  it('leaves out the times inside a partial day off', () => {
    const schedule = day('2031-01-18', { daysOff: [{ allDay: false, startTime: '17:00:00', endTime: '19:00:00' }] });
    const times = tableAvailability(schedule, EARLY, none, ROOMY, 2).times.map((entry) => entry.time);
    expect(times).toContain('13:00');
    expect(times).not.toContain('18:30');
    expect(times).toContain('19:00');
  });

  it('offers evening times Thursday to Sunday only', () => {
    const eveningOf = (date: string) => tableAvailability(day(date), EARLY, none, ROOMY, 2).times.some((entry) => entry.time >= '17:00');
    // 2031-01-14 Tuesday .. 2031-01-19 Sunday.
    expect(['2031-01-14', '2031-01-15', '2031-01-16', '2031-01-17', '2031-01-18', '2031-01-19'].map(eveningOf)).toEqual([false, false, true, true, true, true]);
  });

  it('offers only the times after now today, in London time', () => {
    // 12:10 in London in summer is 11:10Z.
    const now = at('2031-07-03T11:10:00Z');
    const times = tableAvailability(day('2031-07-03'), now, none, ROOMY, 2).times.map((entry) => entry.time);
    expect(times[0]).toBe('12:30');
    expect(times).not.toContain('12:00');
  });

  it('offers nothing on a day that has passed', () => {
    expect(tableAvailability(day('2031-01-18'), at('2031-01-19T08:00:00Z'), none, ROOMY, 2).times).toEqual([]);
  });

  it('disables a time whose bookings reach the capacity', () => {
    const load = new Map([['19:00', { bookings: 1, covers: 2 }]]);
    const times = tableAvailability(day('2031-01-18'), EARLY, load, { bookingsPerTime: 1, coversPerTime: 20 }, 2).times;
    expect(times.find((entry) => entry.time === '19:00')).toEqual({ time: '19:00', available: false, bookingsLeft: 0, coversLeft: 18 });
    expect(times.find((entry) => entry.time === '19:30')).toMatchObject({ available: true, bookingsLeft: 1 });
  });

  it('disables a time whose covers the party would take over the capacity', () => {
    const load = new Map([['19:00', { bookings: 3, covers: 16 }]]);
    const capacity = { bookingsPerTime: 10, coversPerTime: 20 };
    expect(tableAvailability(day('2031-01-18'), EARLY, load, capacity, 4).times.find((entry) => entry.time === '19:00')).toMatchObject({ available: true, coversLeft: 4 });
    expect(tableAvailability(day('2031-01-18'), EARLY, load, capacity, 5).times.find((entry) => entry.time === '19:00')).toMatchObject({ available: false, coversLeft: 4 });
  });

  it('says why a request cannot have a time', () => {
    const load = new Map([['19:00', { bookings: 1, covers: 2 }]]);
    const availability = tableAvailability(day('2031-01-18'), EARLY, load, { bookingsPerTime: 1, coversPerTime: 20 }, 2);
    expect(bookingRequestProblem(availability, '19:30')).toBeNull();
    expect(bookingRequestProblem(availability, '19:00')).toBe('full');
    expect(bookingRequestProblem(availability, '15:00')).toBe('time_not_offered');
    expect(bookingRequestProblem(availability, '20:30')).toBe('time_not_offered');
    expect(bookingRequestProblem(tableAvailability(day('2031-01-13'), EARLY, none, ROOMY, 2), '12:00')).toBe('closed');
  });

  it('lets a party in while both limits hold', () => {
    expect(fits({ bookings: 0, covers: 0 }, 8, { bookingsPerTime: 1, coversPerTime: 8 })).toBe(true);
    expect(fits({ bookings: 0, covers: 0 }, 8, { bookingsPerTime: 1, coversPerTime: 7 })).toBe(false);
    expect(fits({ bookings: 0, covers: 0 }, 1, { bookingsPerTime: 0, coversPerTime: 20 })).toBe(false);
  });
});
