import { planSessions } from './opening-sessions.js';

describe('planSessions', () => {
  it('takes the seed hours, sorted', () => {
    expect(planSessions([{ startTime: '17:00', endTime: '21:00' }, { startTime: '09:00:00', endTime: '14:00' }])).toEqual({
      ok: true,
      sessions: [
        { startTime: '09:00', endTime: '14:00' },
        { startTime: '17:00', endTime: '21:00' },
      ],
    });
  });

  it('takes no session at all (the day takes no orders)', () => {
    expect(planSessions([])).toEqual({ ok: true, sessions: [] });
  });

  it('refuses a session that ends before it starts, a time off the grid and overlaps', () => {
    expect(planSessions([{ startTime: '21:00', endTime: '17:00' }])).toEqual({ ok: false, problems: ['Session 1: a session must end after it starts.'] });
    expect(planSessions([{ startTime: '09:10', endTime: '14:00' }])).toEqual({
      ok: false,
      problems: ['Session 1: start time must be a time on the 15-minute grid, e.g. 09:00.'],
    });
    expect(planSessions([{ startTime: '09:00', endTime: '14:00' }, { startTime: '13:00', endTime: '15:00' }])).toEqual({
      ok: false,
      problems: ['Sessions 09:00-14:00 and 13:00-15:00 overlap.'],
    });
    expect(planSessions([{ startTime: 9, endTime: null }]).ok).toBe(false);
  });

  it('lets a session run to midnight', () => {
    expect(planSessions([{ startTime: '18:00', endTime: '24:00' }])).toEqual({ ok: true, sessions: [{ startTime: '18:00', endTime: '24:00' }] });
  });
});
