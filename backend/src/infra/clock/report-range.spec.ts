import { daysIn, eachDay, rangeInstants, reportRange } from './report-range.js';

describe('report ranges', () => {
  // Saturday 28 November 2026.
  const today = '2026-11-28';

  it('reads each preset on the restaurant day, weeks from Monday, with the period it is compared with', () => {
    expect(reportRange('today', today)).toEqual({ preset: 'today', from: today, to: today, days: 1, previous: { from: '2026-11-27', to: '2026-11-27' } });
    expect(reportRange('this-week', today)).toEqual({ preset: 'this-week', from: '2026-11-23', to: today, days: 6, previous: { from: '2026-11-16', to: '2026-11-21' } });
    expect(reportRange('last-week', today)).toEqual({ preset: 'last-week', from: '2026-11-16', to: '2026-11-22', days: 7, previous: { from: '2026-11-09', to: '2026-11-15' } });
    expect(reportRange('this-month', today)).toEqual({ preset: 'this-month', from: '2026-11-01', to: today, days: 28, previous: { from: '2026-10-01', to: '2026-10-28' } });
    expect(reportRange('last-month', today)).toEqual({ preset: 'last-month', from: '2026-10-01', to: '2026-10-31', days: 31, previous: { from: '2026-09-01', to: '2026-09-30' } });
  });

  it('on a Monday, this week is that day alone; on the 31st, this month compares with the whole of a shorter month', () => {
    expect(reportRange('this-week', '2026-11-30')).toMatchObject({ from: '2026-11-30', to: '2026-11-30', previous: { from: '2026-11-23', to: '2026-11-23' } });
    expect(reportRange('this-month', '2026-03-31')).toMatchObject({ from: '2026-03-01', to: '2026-03-31', previous: { from: '2026-02-01', to: '2026-02-28' } });
    expect(reportRange('this-month', '2026-01-15')).toMatchObject({ previous: { from: '2025-12-01', to: '2025-12-15' } });
  });

  it('takes a custom range of both dates, compared with as many days just before it', () => {
    expect(reportRange('custom', today, { from: '2026-10-24', to: '2026-10-26' })).toEqual({
      preset: 'custom',
      from: '2026-10-24',
      to: '2026-10-26',
      days: 3,
      previous: { from: '2026-10-21', to: '2026-10-23' },
    });
    expect(reportRange('custom', today, { from: '2025-11-29', to: today })).toMatchObject({ days: 365 });
  });

  it('says what is wrong with a custom range', () => {
    expect(reportRange('custom', today, { from: '2026-11-01' })).toEqual({ problem: 'Choose both dates of a custom range: from and to.' });
    expect(reportRange('custom', today, { from: '2026-11-31', to: '2026-12-01' })).toEqual({ problem: '"2026-11-31" is not a date (write it YYYY-MM-DD).' });
    expect(reportRange('custom', today, { from: '2026-11-01', to: '1/12/2026' })).toEqual({ problem: '"1/12/2026" is not a date (write it YYYY-MM-DD).' });
    expect(reportRange('custom', today, { from: '2026-11-02', to: '2026-11-01' })).toEqual({ problem: 'The range ends (2026-11-01) before it starts (2026-11-02).' });
    expect(reportRange('custom', today, { from: '2025-01-01', to: '2026-01-02' })).toEqual({ problem: 'A report covers at most 366 days; this range has 367.' });
  });

  it('counts London days across the clock changes: 25 hours in October, 23 in March', () => {
    expect(daysIn({ from: '2026-10-24', to: '2026-10-26' })).toBe(3);
    expect(eachDay({ from: '2026-10-24', to: '2026-10-26' })).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    const october = rangeInstants({ from: '2026-10-25', to: '2026-10-25' });
    expect([october.start.toISOString(), october.end.toISOString()]).toEqual(['2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z']);
    const march = rangeInstants({ from: '2026-03-29', to: '2026-03-29' });
    expect([march.start.toISOString(), march.end.toISOString()]).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z']);
  });
});
