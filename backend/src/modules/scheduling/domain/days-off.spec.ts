import { gridMinutes, isWithinTimeOff, planDaysOff } from './days-off.js';

const problemsOf = (request: Parameters<typeof planDaysOff>[0]) => {
  const planned = planDaysOff(request);
  if (planned.ok) throw new Error('expected a refusal');
  return planned.problems;
};

describe('planDaysOff', () => {
  it('writes one day per date of the range, the end included', () => {
    const planned = planDaysOff({ type: 'vacation', startDate: '2031-03-29', endDate: '2031-04-01', allDay: true, reason: ' Easter ' });
    expect(planned).toEqual({
      ok: true,
      plan: {
        type: 'vacation',
        startDate: '2031-03-29',
        endDate: '2031-04-01',
        // Across the clock change (30 March): still one row per calendar day.
        dates: ['2031-03-29', '2031-03-30', '2031-03-31', '2031-04-01'],
        allDay: true,
        startTime: null,
        endTime: null,
        reason: 'Easter',
      },
    });
  });

  it('defaults the end to the start', () => {
    const planned = planDaysOff({ type: 'ad-hoc', startDate: '2031-01-14', allDay: true });
    expect(planned.ok && planned.plan.dates).toEqual(['2031-01-14']);
  });

  it('refuses an end before the start', () => {
    expect(problemsOf({ type: 'illness', startDate: '2031-01-14', endDate: '2031-01-13', allDay: true })).toEqual([
      { field: 'endDate', message: 'End date cannot be before the start date.' },
    ]);
  });

  it('refuses an unknown type, a missing start and a range over a year', () => {
    expect(problemsOf({ type: 'party', startDate: '', allDay: true }).map((problem) => problem.field)).toEqual(['type', 'startDate']);
    expect(problemsOf({ type: 'vacation', startDate: '2031-01-01', endDate: '2032-01-02', allDay: true })[0].message).toMatch(/at most 366 days/);
    expect(problemsOf({ type: 'vacation', startDate: '2031-02-30', allDay: true })[0].field).toBe('startDate');
  });

  it('takes a window on the 15-minute grid that ends after it starts', () => {
    const planned = planDaysOff({ type: 'maintenance', startDate: '2031-01-14', allDay: false, startTime: '17:00', endTime: '21:00:00' });
    expect(planned.ok && [planned.plan.startTime, planned.plan.endTime]).toEqual(['17:00', '21:00']);
    expect(problemsOf({ type: 'maintenance', startDate: '2031-01-14', allDay: false, startTime: '17:10', endTime: '21:00' })[0]).toEqual({
      field: 'startTime',
      message: 'Start time must be a time on the 15-minute grid, e.g. 17:00.',
    });
    expect(problemsOf({ type: 'maintenance', startDate: '2031-01-14', allDay: false, startTime: '21:00', endTime: '17:00' })[0].message).toBe(
      'End time must be after the start time.',
    );
  });
});

describe('gridMinutes and isWithinTimeOff', () => {
  it('reads grid times only', () => {
    expect(gridMinutes('09:45')).toBe(585);
    expect(gridMinutes('09:50')).toBeNull();
    expect(gridMinutes('24:00')).toBeNull();
    expect(gridMinutes('24:00', true)).toBe(1440);
    expect(gridMinutes('9:00')).toBeNull();
  });

  it('includes the window start and excludes its end', () => {
    const window = { allDay: false, startTime: '17:00', endTime: '21:00' };
    expect(isWithinTimeOff('17:00:00', window)).toBe(true);
    expect(isWithinTimeOff('20:45', window)).toBe(true);
    expect(isWithinTimeOff('21:00', window)).toBe(false);
    expect(isWithinTimeOff('12:00', { allDay: true, startTime: null, endTime: null })).toBe(true);
  });
});
