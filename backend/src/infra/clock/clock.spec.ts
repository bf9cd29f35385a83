import { DateTime } from 'luxon';
import { Clock, parseTestNow } from './clock.js';

describe('Clock', () => {
  it('tells the time in Europe/London', () => {
    expect(new Clock().now().zoneName).toBe('Europe/London');
  });

  it('is pinned inside runAt, including across awaits, and real again outside', async () => {
    const clock = new Clock();
    const instant = DateTime.fromISO('2031-03-30T08:30:00Z');
    const seen = await clock.runAt(instant, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return clock.now();
    });
    expect(seen.toISO()).toBe('2031-03-30T09:30:00.000+01:00');
    expect(Math.abs(clock.now().toMillis() - Date.now())).toBeLessThan(1000);
  });

  it('keeps systemNow on the real time even inside runAt', () => {
    const clock = new Clock();
    const systemNow = clock.runAt(DateTime.fromISO('2031-03-30T08:30:00Z'), () => clock.systemNow());
    expect(Math.abs(systemNow.toMillis() - Date.now())).toBeLessThan(1000);
    expect(systemNow.zoneName).toBe('Europe/London');
  });
});

describe('parseTestNow', () => {
  it('accepts an instant with Z or an offset and converts it to London time', () => {
    expect(parseTestNow('2031-10-26T00:30:00Z')?.toISO()).toBe('2031-10-26T01:30:00.000+01:00');
    expect(parseTestNow('2031-01-14T12:00:00+02:00')?.toFormat('HH:mm')).toBe('10:00');
  });

  it('refuses a value without an offset or that is not a date', () => {
    expect(parseTestNow('2031-01-14T12:00:00')).toBeNull();
    expect(parseTestNow('yesterday')).toBeNull();
    expect(parseTestNow(undefined)).toBeNull();
  });
});
