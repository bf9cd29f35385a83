import { DateTime } from 'luxon';
import { dailyAverageVisits, visitStatsWindow } from './visit-stats.js';

const now = DateTime.fromISO('2031-01-14T12:00:00Z');

describe('dailyAverageVisits', () => {
  it('divides by the days since the oldest visit', () => {
    expect(dailyAverageVisits(30, new Date('2031-01-04T12:00:00Z'), now)).toBe(3);
  });

  it('counts at least one day, and a started day as a day', () => {
    expect(dailyAverageVisits(5, new Date('2031-01-14T11:00:00Z'), now)).toBe(5);
    expect(dailyAverageVisits(10, new Date('2031-01-12T11:00:00Z'), now)).toBe(3.3);
  });

  it('is 0 without visits', () => {
    expect(dailyAverageVisits(0, null, now)).toBe(0);
  });
});

describe('visitStatsWindow', () => {
  it('looks back 24 hours and 7 days', () => {
    expect(visitStatsWindow(now)).toEqual({ since24Hours: new Date('2031-01-13T12:00:00Z'), since7Days: new Date('2031-01-07T12:00:00Z') });
  });
});
