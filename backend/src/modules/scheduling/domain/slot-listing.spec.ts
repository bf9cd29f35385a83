import { DateTime } from 'luxon';
import { type DaySchedule, listSlots, offeredSlots, restaurantDate, restaurantWeekday, slotAvailability, slotStart } from './slot-listing.js';

const at = (iso: string) => DateTime.fromISO(iso, { setZone: true });

/** Every quarter hour from 00:00 to 23:45, active between `from` and `to` (exclusive). */
function grid(from = '09:00', to = '21:00'): DaySchedule['timeSlots'] {
  return Array.from({ length: 96 }, (_, index) => {
    const time = `${String(Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}:00`;
    return { time, isActive: time.slice(0, 5) >= from && time.slice(0, 5) < to };
  });
}

function scheduleFor(now: DateTime, overrides: Partial<DaySchedule> = {}): DaySchedule {
  return { date: restaurantDate(now), isOpenWeekday: true, daysOff: [], timeSlots: grid(), ...overrides };
}

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

describe('slotStart', () => {
  it('is the London instant of a wall-clock time, or null when the clocks skip it', () => {
    expect(slotStart('2031-07-01', '12:00:00')?.toUTC().toISO()).toBe('2031-07-01T11:00:00.000Z');
    expect(slotStart('2031-03-30', '01:30')).toBeNull();
  });
});

describe('capacity', () => {
  it('counts what is left and is unavailable once the bookings reach the capacity', () => {
    expect(slotAvailability('12:00', 3, 0)).toEqual({ time: '12:00', capacity: 3, booked: 0, left: 3, available: true });
    expect(slotAvailability('12:00', 3, 2)).toEqual({ time: '12:00', capacity: 3, booked: 2, left: 1, available: true });
    expect(slotAvailability('12:00', 3, 3)).toEqual({ time: '12:00', capacity: 3, booked: 3, left: 0, available: false });
    expect(slotAvailability('12:00', 3, 5)).toMatchObject({ left: 0, available: false });
    expect(slotAvailability('12:00', 0, 0)).toMatchObject({ left: 0, available: false });
  });

  it('lists every offered slot with its bookings', () => {
    const listing = listSlots({ date: '2031-01-14', times: ['12:00', '12:15'], closedReason: null }, 3, new Map([['12:15', 3]]));
    expect(listing.slots.map((slot) => `${slot.time} ${slot.left} left`)).toEqual(['12:00 3 left', '12:15 0 left']);
  });
});
