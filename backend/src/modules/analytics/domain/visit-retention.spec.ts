import { DateTime } from 'luxon';
import { visitsRetentionCutoff } from './visit-retention.js';

const london = (iso: string): DateTime => DateTime.fromISO(iso, { zone: 'Europe/London' });

describe('visits retention cutoff', () => {
  it('is the same wall-clock time the given number of calendar months earlier', () => {
    expect(visitsRetentionCutoff(london('2031-07-15T10:30:00'), 13).toISO()).toBe('2030-06-15T10:30:00.000+01:00');
    // Across the clock change: 10:30 GMT in January, 10:30 BST six months earlier.
    expect(visitsRetentionCutoff(london('2031-01-15T10:30:00'), 6).toISO()).toBe('2030-07-15T10:30:00.000+01:00');
  });

  it('clamps to the end of a shorter month', () => {
    expect(visitsRetentionCutoff(london('2032-03-31T09:00:00'), 1).toISODate()).toBe('2032-02-29');
  });

  it('refuses a retention that is not whole months', () => {
    expect(() => visitsRetentionCutoff(london('2031-07-15T10:30:00'), 0)).toThrow(RangeError);
    expect(() => visitsRetentionCutoff(london('2031-07-15T10:30:00'), 1.5)).toThrow(RangeError);
  });
});
