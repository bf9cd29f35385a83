import { openingHours, type SessionRow } from './opening-hours.js';

const session = (dayOfWeek: number, startTime: string, endTime: string): SessionRow => ({ dayOfWeek, startTime, endTime });
// SPEC section 2: breakfast and lunch Tuesday to Sunday 9-14, evening Thursday to Sunday 17-21, closed Mondays.
const walkdenSessions = [
  ...[2, 3, 4, 5, 6, 0].map((day) => session(day, '09:00:00', '14:00:00')),
  ...[4, 5, 6, 0].map((day) => session(day, '17:00:00', '21:00:00')),
];
const walkdenOpenDays = [0, 2, 3, 4, 5, 6];

describe('openingHours', () => {
  it("states Walkden's hours as the SPEC writes them", () => {
    const hours = openingHours(walkdenOpenDays, walkdenSessions);
    expect(hours.summary).toEqual([
      expect.objectContaining({ name: 'Breakfast & Lunch', days: 'Tuesday to Sunday', times: '9:00-14:00', short: 'Tues-Sun 9-2', opens: '09:00', closes: '14:00' }),
      expect.objectContaining({ name: 'Evening', days: 'Thursday to Sunday', times: '17:00-21:00', short: 'Thurs-Sun 5-9', dayNames: ['Thursday', 'Friday', 'Saturday', 'Sunday'] }),
    ]);
    expect(hours.closed).toBe('Closed Mondays');
    expect(hours.week.map((day) => `${day.day} ${day.times}`)).toEqual([
      'Monday Closed',
      'Tuesday 9:00-14:00',
      'Wednesday 9:00-14:00',
      'Thursday 9:00-14:00, 17:00-21:00',
      'Friday 9:00-14:00, 17:00-21:00',
      'Saturday 9:00-14:00, 17:00-21:00',
      'Sunday 9:00-14:00, 17:00-21:00',
    ]);
  });

  it('leaves out the sessions of a weekday staff closed, and names every closed day', () => {
    const hours = openingHours([0, 2, 3, 5, 6], walkdenSessions);
    expect(hours.week.find((day) => day.day === 'Thursday')).toMatchObject({ periods: [], times: 'Closed' });
    expect(hours.summary[0]).toMatchObject({ days: 'Tuesday, Wednesday, Friday to Sunday', short: 'Tues, Wed, Fri-Sun 9-2' });
    expect(hours.summary[1]).toMatchObject({ days: 'Friday to Sunday', short: 'Fri-Sun 5-9' });
    expect(hours.closed).toBe('Closed Mondays and Thursdays');
  });

  it('keeps odd minutes and says nothing is closed when every day opens', () => {
    const hours = openingHours([0, 1, 2, 3, 4, 5, 6], [0, 1, 2, 3, 4, 5, 6].map((day) => session(day, '11:30:00', '15:00:00')));
    expect(hours.summary).toEqual([expect.objectContaining({ name: 'Lunch', days: 'Monday to Sunday', times: '11:30-15:00', short: 'Mon-Sun 11:30-3' })]);
    expect(hours.closed).toBeNull();
  });

  it('says closed every day when nothing is open', () => {
    const hours = openingHours([], walkdenSessions);
    expect(hours.summary).toEqual([]);
    expect(hours.closed).toBe('Closed Mondays, Tuesdays, Wednesdays, Thursdays, Fridays, Saturdays and Sundays');
  });
});
