import { DateTime } from 'luxon';
import { restaurantDate, restaurantWeekday } from '../../../infra/clock/restaurant-time.js';
import { type DaySchedule, insideOpeningSession, offeredSlots } from './slot-listing.js';

const at = (iso: string) => DateTime.fromISO(iso, { setZone: true });

/** Every quarter hour from 00:00 to 23:45, active between `from` and `to` (exclusive). */
function grid(from = '09:00', to = '21:00'): DaySchedule['timeSlots'] {
  return Array.from({ length: 96 }, (_, index) => {
    const time = `${String(Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}:00`;
    return { time, isActive: time.slice(0, 5) >= from && time.slice(0, 5) < to };
  });
}

/** A session covering the whole day, for the tests that are not about sessions. */
const ALL_DAY = [{ startTime: '00:00', endTime: '24:00' }];

function scheduleFor(now: DateTime, overrides: Partial<DaySchedule> = {}): DaySchedule {
  return { date: restaurantDate(now), isOpenWeekday: true, sessions: ALL_DAY, daysOff: [], timeSlots: grid(), ...overrides };
}

/** The seed's published hours (SPEC section 2): Tuesday to Sunday 09:00-14:00, Thursday to Sunday 17:00-21:00. */
const MORNING = { startTime: '09:00:00', endTime: '14:00:00' };
const EVENING = { startTime: '17:00:00', endTime: '21:00:00' };
const PUBLISHED_SESSIONS: Record<number, DaySchedule['sessions']> = { 0: [MORNING, EVENING], 1: [], 2: [MORNING], 3: [MORNING], 4: [MORNING, EVENING], 5: [MORNING, EVENING], 6: [MORNING, EVENING] };

/** The seed's week: the slot grid 09:00-23:45 all active, so only the sessions decide. */
function publishedWeek(now: DateTime): DaySchedule {
  const date = restaurantDate(now);
  const weekday = restaurantWeekday(date);
  return { date, isOpenWeekday: weekday !== 1, sessions: PUBLISHED_SESSIONS[weekday], daysOff: [], timeSlots: grid('09:00', '24:00') };
}

const range = (times: string[]) => (times.length === 0 ? [] : [times[0], times.at(-1), times.length]);

describe('offeredSlots', () => {
  it('offers only active slots strictly after now plus the buffer', () => {
    const now = at('2031-01-14T10:05:00Z'); // winter: London = UTC
    const offered = offeredSlots(scheduleFor(now, { timeSlots: grid('09:00', '11:00') }), now, 10);
    expect(offered).toEqual({ date: '2031-01-14', times: ['10:30', '10:45'], closedReason: null });
  });

  it('hides a slot that starts exactly at now plus the buffer', () => {
    const now = at('2031-01-14T10:20:00Z');
    expect(offeredSlots(scheduleFor(now, { timeSlots: grid('10:00', '11:00') }), now, 10).times).toEqual(['10:45']);
  });

  it('offers nothing on a closed weekday or an all-day day off, and says which', () => {
    const now = at('2031-01-13T08:00:00Z');
    expect(offeredSlots(scheduleFor(now, { isOpenWeekday: false }), now, 10)).toEqual({ date: '2031-01-13', times: [], closedReason: 'closed_day' });
    const dayOff = { allDay: true, startTime: null, endTime: null };
    expect(offeredSlots(scheduleFor(now, { daysOff: [dayOff] }), now, 10)).toEqual({ date: '2031-01-13', times: [], closedReason: 'day_off' });
  });

  it('leaves out the slots inside a day off of a few hours', () => {
    const now = at('2031-01-14T08:00:00Z');
    const offered = offeredSlots(scheduleFor(now, { timeSlots: grid('09:00', '10:30'), daysOff: [{ allDay: false, startTime: '09:15:00', endTime: '10:00:00' }] }), now, 10);
    expect(offered.times).toEqual(['09:00', '10:00', '10:15']);
  });

  describe('opening sessions per weekday', () => {
    it('offers no evening slot on a Tuesday: only 09:00 to 13:45', () => {
      const now = at('2031-01-14T07:00:00Z'); // Tuesday 07:00 GMT
      expect(range(offeredSlots(publishedWeek(now), now, 10).times)).toEqual(['09:00', '13:45', 20]);
    });

    it('offers the evening on a Thursday: 09:00 to 13:45 and 17:00 to 20:45', () => {
      const now = at('2031-01-16T07:00:00Z'); // Thursday
      const times = offeredSlots(publishedWeek(now), now, 10).times;
      expect(times).toHaveLength(20 + 16);
      expect(times).toContain('13:45');
      expect(times).not.toContain('14:00');
      expect(times).not.toContain('16:45');
      expect(times).toContain('17:00');
      expect(times).toContain('20:45');
      expect(times).not.toContain('21:00');
    });

    it('on a Tuesday afternoon has nothing left to offer', () => {
      const now = at('2031-01-14T14:30:00Z');
      expect(offeredSlots(publishedWeek(now), now, 10)).toEqual({ date: '2031-01-14', times: [], closedReason: null });
    });

    it('offers nothing on a Monday, closed', () => {
      const now = at('2031-01-13T07:00:00Z');
      expect(offeredSlots(publishedWeek(now), now, 10)).toEqual({ date: '2031-01-13', times: [], closedReason: 'closed_day' });
    });

    it('treats an open weekday without any session as closed', () => {
      const now = at('2031-01-14T07:00:00Z');
      expect(offeredSlots(scheduleFor(now, { sessions: [] }), now, 10)).toEqual({ date: '2031-01-14', times: [], closedReason: 'closed_day' });
    });

    it('includes a session start and excludes its end', () => {
      expect(insideOpeningSession('17:00', [EVENING])).toBe(true);
      expect(insideOpeningSession('20:45:00', [EVENING])).toBe(true);
      expect(insideOpeningSession('21:00', [EVENING])).toBe(false);
      expect(insideOpeningSession('16:45', [EVENING])).toBe(false);
    });

    it('on the Sunday clocks go forward keeps both sessions on the London wall clock', () => {
      // Sunday 30 March 2031: 08:00 UTC is 09:00 BST.
      const now = at('2031-03-30T08:00:00Z');
      const times = offeredSlots(publishedWeek(now), now, 10).times;
      expect(times[0]).toBe('09:15');
      expect(times).toContain('17:00');
      expect(times.at(-1)).toBe('20:45');
    });

    it('just after midnight BST on the Tuesday after clocks go forward, it is Tuesday: no evening', () => {
      // 23:30 UTC on Monday 31 March 2031 is 00:30 BST on Tuesday 1 April.
      const now = at('2031-03-31T23:30:00Z');
      const offered = offeredSlots(publishedWeek(now), now, 10);
      expect(offered.date).toBe('2031-04-01');
      expect(range(offered.times)).toEqual(['09:00', '13:45', 20]);
    });

    it('late on the Monday before, in BST, is still Monday: closed', () => {
      // 22:30 UTC on Monday 31 March 2031 is 23:30 BST, still Monday in London.
      expect(offeredSlots(publishedWeek(at('2031-03-31T22:30:00Z')), at('2031-03-31T22:30:00Z'), 10).closedReason).toBe('closed_day');
    });

    it('on the Sunday clocks go back the evening runs to 20:45 GMT, and the Tuesday after has no evening', () => {
      // Sunday 26 October 2031 16:00 UTC is 16:00 GMT.
      const sunday = at('2031-10-26T16:00:00Z');
      expect(range(offeredSlots(publishedWeek(sunday), sunday, 10).times)).toEqual(['17:00', '20:45', 16]);
      // Tuesday 28 October 2031, 16:00 GMT: lunch is over, no evening.
      const tuesday = at('2031-10-28T16:00:00Z');
      expect(offeredSlots(publishedWeek(tuesday), tuesday, 10).times).toEqual([]);
    });
  });

  describe('across the Europe/London clock changes', () => {
    it('on the last Sunday of March reads the London wall clock after clocks go forward', () => {
      // 08:30 UTC on 30 March 2031 is 09:30 BST: 09:45 is the first slot after a 10-minute buffer.
      const now = at('2031-03-30T08:30:00Z');
      const offered = offeredSlots(scheduleFor(now, { timeSlots: grid('09:00', '10:30') }), now, 10);
      expect(offered).toEqual({ date: '2031-03-30', times: ['09:45', '10:00', '10:15'], closedReason: null });
    });

    it('on the last Sunday of March skips a slot in the hour that does not exist', () => {
      const now = at('2031-03-30T00:00:00Z'); // 00:00 GMT; at 01:00 GMT clocks jump to 02:00 BST
      const offered = offeredSlots(scheduleFor(now, { timeSlots: grid('00:30', '03:00') }), now, 10);
      expect(offered.times).toEqual(['00:30', '00:45', '02:00', '02:15', '02:30', '02:45']);
    });

    it('just after midnight in BST it is already the next day in London', () => {
      // 23:30 UTC on Saturday 25 October 2031 is 00:30 BST on Sunday 26 October.
      const now = at('2031-10-25T23:30:00Z');
      const offered = offeredSlots(scheduleFor(now), now, 10);
      expect(offered.date).toBe('2031-10-26');
      expect(restaurantWeekday(offered.date)).toBe(0);
      expect(offered.times[0]).toBe('09:00');
    });

    it('on the last Sunday of October reads the London wall clock after clocks go back', () => {
      // 09:30 UTC on 26 October 2031 is 09:30 GMT (BST ended at 01:00 UTC).
      const now = at('2031-10-26T09:30:00Z');
      const offered = offeredSlots(scheduleFor(now, { timeSlots: grid('09:00', '10:30') }), now, 10);
      expect(offered).toEqual({ date: '2031-10-26', times: ['09:45', '10:00', '10:15'], closedReason: null });
    });

    it('the day before the October change still runs on BST', () => {
      const now = at('2031-10-25T08:30:00Z'); // 09:30 BST
      expect(offeredSlots(scheduleFor(now, { timeSlots: grid('09:00', '10:00') }), now, 10).times).toEqual(['09:45']);
    });
  });
});
