import type { DaySchedule } from './slot-listing.js';
import { mondayOf, scheduleDay, slotColour, slotKey, weekDates } from './weekly-schedule.js';

describe('slotColour', () => {
  it('is gray when closed, red with none left, yellow at or under 30% left, green otherwise', () => {
    expect(slotColour(3, 3, true)).toBe('gray');
    expect(slotColour(0, 3, false)).toBe('red');
    expect(slotColour(3, 10, false)).toBe('yellow');
    expect(slotColour(4, 10, false)).toBe('green');
    expect(slotColour(1, 3, false)).toBe('green'); // 33% left
    expect(slotColour(0, 0, false)).toBe('red');
  });
});

describe('the week', () => {
  it('starts on Monday and spans 7 days', () => {
    expect(mondayOf('2031-01-19')).toBe('2031-01-13'); // a Sunday belongs to the week before
    expect(mondayOf('2031-01-13')).toBe('2031-01-13');
    expect(weekDates('2031-03-24')).toEqual(['2031-03-24', '2031-03-25', '2031-03-26', '2031-03-27', '2031-03-28', '2031-03-29', '2031-03-30']);
  });
});

describe('scheduleDay', () => {
  // Typed loosely so the same test reads the schedule with or without opening sessions.
  const day = (overrides: Partial<DaySchedule>): DaySchedule =>
    ({
      date: '2031-01-14',
      isOpenWeekday: true,
      sessions: [{ startTime: '00:00', endTime: '24:00' }],
      daysOff: [],
      timeSlots: ['12:00', '12:15', '12:30'].map((time) => ({ time: `${time}:00`, isActive: true })),
      ...overrides,
    }) as DaySchedule;

  it('counts orders left against capacity, and bookings, per slot of the whole day', () => {
    const orders = new Map([[slotKey('2031-01-14', '12:00'), 3], [slotKey('2031-01-14', '12:15'), 1]]);
    const bookings = new Map([[slotKey('2031-01-14', '12:30:00'), 2]]);
    expect(scheduleDay(day({}), 3, orders, bookings)).toEqual({
      date: '2031-01-14',
      closed: false,
      closedReason: null,
      slots: [
        { time: '12:00', capacity: 3, orders: 3, left: 0, bookings: 0, colour: 'red', kitchen: [] },
        { time: '12:15', capacity: 3, orders: 1, left: 2, bookings: 0, colour: 'green', kitchen: [] },
        { time: '12:30', capacity: 3, orders: 0, left: 3, bookings: 2, colour: 'green', kitchen: [] },
      ],
    });
  });

  it('shows a day off as closed, and a window off without its slots', () => {
    expect(scheduleDay(day({ daysOff: [{ allDay: true, startTime: null, endTime: null }] }), 3, new Map(), new Map())).toMatchObject({
      closed: true,
      closedReason: 'day_off',
      slots: [],
    });
    const window = scheduleDay(day({ daysOff: [{ allDay: false, startTime: '12:15:00', endTime: '12:30:00' }] }), 3, new Map(), new Map());
    expect(window.slots.map((slot) => slot.time)).toEqual(['12:00', '12:30']);
  });
});
