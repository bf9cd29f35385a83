import { busiestHour, describeChange, formatDay, formatRange, shortRange } from './report-format';

const PREVIOUS = { from: '2026-11-16', to: '2026-11-21' };

describe('how the Reports tab writes dates', () => {
  it('writes a range with its weekdays and the year once, or each year when they differ', () => {
    expect(formatRange({ from: '2026-11-23', to: '2026-11-28' })).toBe('Mon 23 Nov – Sat 28 Nov 2026');
    expect(formatRange({ from: '2025-12-29', to: '2026-01-04' })).toBe('Mon 29 Dec 2025 – Sun 4 Jan 2026');
    expect(formatRange({ from: '2026-11-23', to: '2026-11-23' })).toBe('Mon 23 Nov 2026');
  });

  it('writes a day short for a chart axis', () => {
    expect(formatDay('2026-11-03')).toBe('Tue 3 Nov');
    expect(formatDay('2026-11-03', { weekday: false })).toBe('3 Nov');
    expect(formatDay('2026-11-03', { month: false })).toBe('Tue 3');
  });

  it('writes the period compared with in few words, and says "to" for a screen reader', () => {
    expect(shortRange(PREVIOUS)).toBe('16–21 Nov');
    expect(shortRange(PREVIOUS, { spoken: true })).toBe('16 to 21 Nov');
    expect(shortRange({ from: '2026-10-26', to: '2026-11-01' })).toBe('26 Oct – 1 Nov');
    expect(shortRange({ from: '2025-12-29', to: '2026-01-04' })).toBe('29 Dec 2025 – 4 Jan 2026');
    expect(shortRange({ from: '2026-11-22', to: '2026-11-22' })).toBe('22 Nov');
  });
});

describe('the change against the period before', () => {
  it('is a rounded percentage up or down, in words for a screen reader', () => {
    expect(describeChange(11200, 10000, PREVIOUS)).toEqual({ trend: 'up', text: '+12% on 16–21 Nov', spoken: 'Up 12% on 16 to 21 Nov' });
    expect(describeChange(9150, 10000, PREVIOUS)).toEqual({ trend: 'down', text: '\u22129% on 16–21 Nov', spoken: 'Down 9% on 16 to 21 Nov' });
    expect(describeChange(0, 500, PREVIOUS)).toEqual({ trend: 'down', text: '\u2212100% on 16–21 Nov', spoken: 'Down 100% on 16 to 21 Nov' });
  });

  it('is "new" when there was nothing before, and "no change" when it is the same', () => {
    expect(describeChange(2197, 0, PREVIOUS)).toEqual({ trend: 'new', text: 'New (none on 16–21 Nov)', spoken: 'New: none on 16 to 21 Nov' });
    expect(describeChange(0, 0, PREVIOUS)).toEqual({ trend: 'same', text: 'No change on 16–21 Nov', spoken: 'No change on 16 to 21 Nov' });
  });

  it('says less than 1% rather than 0% for a small change', () => {
    expect(describeChange(100_050, 100_000, PREVIOUS).text).toBe('+<1% on 16–21 Nov');
    expect(describeChange(100_050, 100_000, PREVIOUS).spoken).toBe('Up less than 1% on 16 to 21 Nov');
  });
});

describe('the busiest hour', () => {
  it('is the largest count of the week, Monday first, or none', () => {
    const matrix = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
    expect(busiestHour(matrix)).toBeNull();
    matrix[4][18] = 5;
    matrix[5][12] = 3;
    expect(busiestHour(matrix)).toEqual({ weekday: 'Friday', hour: 18, orders: 5 });
  });
});
