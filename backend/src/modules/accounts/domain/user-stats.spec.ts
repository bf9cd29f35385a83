import { DateTime } from 'luxon';
import { averageOrdersPerUser, userStatsWindow } from './user-stats.js';

describe('userStatsWindow', () => {
  it('counts new users from the start of the London month, across the clock change', () => {
    // 1 April 2031 00:30 BST is 31 March 23:30 UTC: already April in London.
    const now = DateTime.fromISO('2031-03-31T23:30:00Z');
    expect(userStatsWindow(now).monthStart.toISOString()).toBe('2031-03-31T23:00:00.000Z');
  });

  it('counts active users from 30 days ago', () => {
    const now = DateTime.fromISO('2031-01-31T12:00:00Z');
    expect(userStatsWindow(now).activeSince.toISOString()).toBe('2031-01-01T12:00:00.000Z');
  });
});

describe('averageOrdersPerUser', () => {
  it('rounds to one decimal', () => {
    expect(averageOrdersPerUser(7, 3)).toBe(2.3);
    expect(averageOrdersPerUser(5, 2)).toBe(2.5);
  });

  it('is 0 without users', () => {
    expect(averageOrdersPerUser(4, 0)).toBe(0);
  });
});
