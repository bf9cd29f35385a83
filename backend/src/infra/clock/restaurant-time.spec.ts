import { DateTime } from 'luxon';
import { restaurantDate, restaurantWeekday, slotStart, toHourMinute } from './restaurant-time.js';

describe('restaurant time', () => {
  it('dates an instant on the London wall clock: just after midnight BST is already the next day', () => {
    expect(restaurantDate(DateTime.fromISO('2031-07-01T23:30:00Z'))).toBe('2031-07-02');
    expect(restaurantDate(DateTime.fromISO('2031-01-14T23:30:00Z'))).toBe('2031-01-14');
  });

  it("counts weekdays as the spec's day_of_week, Sunday 0", () => {
    expect(restaurantWeekday('2031-03-30')).toBe(0);
    expect(restaurantWeekday('2031-03-31')).toBe(1);
    expect(restaurantWeekday('2031-04-05')).toBe(6);
  });

  it('starts a wall-clock time at its London instant, or null when the clocks skip it', () => {
    expect(slotStart('2031-07-01', '12:00:00')?.toUTC().toISO()).toBe('2031-07-01T11:00:00.000Z');
    expect(slotStart('2031-03-30', '01:30')).toBeNull();
    expect(toHourMinute('17:45:00')).toBe('17:45');
  });

  it('works a slot start out once and gives the same instant again, whichever way its time is written', () => {
    const first = slotStart('2031-10-26', '18:15:00');
    expect(first?.toUTC().toISO()).toBe('2031-10-26T18:15:00.000Z');
    expect(slotStart('2031-10-26', '18:15')).toBe(first);
    expect(slotStart('2031-10-27', '18:15')).not.toBe(first);
    expect(slotStart('2031-03-30', '01:30')).toBeNull();
  });
});
