import { DateTime } from 'luxon';
import { bufferWithPrepTime, busyModeState, endsAt, pauseKinds } from './busy-mode.js';
import { offeredSlots } from './slot-listing.js';

const at = (iso: string) => DateTime.fromISO(iso, { setZone: true });

describe('busy mode rules', () => {
  it('is in force until its until, and a row past it is over whatever it says', () => {
    const rows = [
      { kind: 'pause_collection' as const, until: new Date('2031-07-04T17:30:00Z'), extraMinutes: null },
      { kind: 'pause_delivery' as const, until: null, extraMinutes: null },
      { kind: 'prep_time' as const, until: new Date('2031-07-04T17:00:00Z'), extraMinutes: 20 },
    ];
    expect(busyModeState(rows, at('2031-07-04T16:59:59Z'))).toEqual({
      collection: { until: '2031-07-04T17:30:00.000Z' },
      delivery: { until: null },
      prepTime: { minutes: 20, until: '2031-07-04T17:00:00.000Z' },
    });
    expect(busyModeState(rows, at('2031-07-04T17:00:00Z'))).toEqual({ collection: { until: '2031-07-04T17:30:00.000Z' }, delivery: { until: null }, prepTime: null });
    expect(busyModeState(rows, at('2031-07-04T17:30:00Z'))).toEqual({ collection: null, delivery: { until: null }, prepTime: null });
    expect(busyModeState([], at('2031-07-04T17:30:00Z'))).toEqual({ collection: null, delivery: null, prepTime: null });
  });

  it('ends a pause after the minutes chosen, or never by itself', () => {
    expect(endsAt(at('2031-07-04T18:00:00+01:00'), 30)?.toISOString()).toBe('2031-07-04T17:30:00.000Z');
    expect(endsAt(at('2031-07-04T18:00:00+01:00'), null)).toBeNull();
  });

  it('pauses collection, delivery or both', () => {
    expect(pauseKinds('collection')).toEqual(['pause_collection']);
    expect(pauseKinds('delivery')).toEqual(['pause_delivery']);
    expect(pauseKinds('both')).toEqual(['pause_collection', 'pause_delivery']);
  });

  it('moves the first slot offered later by the extra prep time', () => {
    const now = at('2031-01-14T18:05:00Z');
    const schedule = {
      date: '2031-01-14',
      isOpenWeekday: true,
      sessions: [{ startTime: '17:00', endTime: '22:00' }],
      daysOff: [],
      timeSlots: ['18:15', '18:30', '18:45', '19:00', '19:15'].map((time) => ({ time: `${time}:00`, isActive: true })),
    };
    const calm = { collection: null, delivery: null, prepTime: null };
    const busy = { ...calm, prepTime: { minutes: 40, until: null } };
    expect(bufferWithPrepTime(10, calm)).toBe(10);
    expect(offeredSlots(schedule, now, bufferWithPrepTime(10, calm)).times[0]).toBe('18:30');
    expect(bufferWithPrepTime(10, busy)).toBe(50);
    expect(offeredSlots(schedule, now, bufferWithPrepTime(10, busy)).times[0]).toBe('19:00');
  });
});
