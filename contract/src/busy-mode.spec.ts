import { busyModeAt, isValidExtraPrepMinutes, londonTime, nextBusyModeChange, pausedMessage } from './busy-mode.js';

describe('busy mode, shared rules', () => {
  it('says the London time a pause ends, in summer time (BST) and in winter (GMT)', () => {
    expect(pausedMessage({ until: '2031-07-04T17:30:00.000Z' })).toBe("We're not taking online orders right now, back at 18:30");
    expect(pausedMessage({ until: '2031-12-05T18:30:00.000Z' })).toBe("We're not taking online orders right now, back at 18:30");
  });

  it('says no time when the pause lasts until reopened', () => {
    expect(pausedMessage({ until: null })).toBe("We're not taking online orders right now.");
  });

  it('writes times on a 24-hour clock with leading zeros, midnight as 00', () => {
    expect(londonTime('2031-07-04T23:05:00.000Z')).toBe('00:05');
    expect(londonTime('2031-01-10T09:05:00.000Z')).toBe('09:05');
  });

  it('drops a pause or extra time once its until has passed, and keeps one until reopened', () => {
    const state = { collection: { until: '2031-07-04T17:30:00.000Z' }, delivery: { until: null }, prepTime: { minutes: 20, until: '2031-07-04T17:00:00.000Z' } };
    const before = Date.parse('2031-07-04T16:59:59.000Z');
    expect(busyModeAt(state, before)).toEqual(state);
    expect(busyModeAt(state, Date.parse('2031-07-04T17:30:00.000Z'))).toEqual({ collection: null, delivery: { until: null }, prepTime: null });
    expect(nextBusyModeChange(state, before)).toBe(Date.parse('2031-07-04T17:00:00.000Z'));
    expect(nextBusyModeChange(state, Date.parse('2031-07-04T17:10:00.000Z'))).toBe(Date.parse('2031-07-04T17:30:00.000Z'));
  });

  it('accepts extra prep time from 10 to 60 minutes in 5-minute steps only', () => {
    expect([10, 15, 35, 60].every(isValidExtraPrepMinutes)).toBe(true);
    expect([0, 5, 12, 65, 10.5].some(isValidExtraPrepMinutes)).toBe(false);
  });
});
