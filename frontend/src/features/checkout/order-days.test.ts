import { closedLabel, dayLabel, dayToKeep, longDay } from './order-days';
import type { OrderDay } from './checkout-page-api';

const open = (date: string): OrderDay => ({ date, open: true, closedReason: null });
const closed = (date: string, closedReason: OrderDay['closedReason']): OrderDay => ({ date, open: false, closedReason });

describe('the days at checkout', () => {
  it("name today and tomorrow, then the date: 'Thu 16 Jan'", () => {
    expect(['2031-01-14', '2031-01-15', '2031-01-16'].map((date, index) => dayLabel(index, date))).toEqual(['Today', 'Tomorrow', 'Thu 16 Jan']);
    expect(longDay('2031-01-19')).toBe('Sunday 19 January');
  });

  it('say in a word why a day cannot be chosen', () => {
    expect(closedLabel(closed('2031-01-19', 'closed_day'))).toBe('Closed');
    expect(closedLabel(closed('2031-01-20', 'day_off'))).toBe('Day off');
    expect(closedLabel(closed('2031-01-14', 'cut_off'))).toBe('Orders closed');
    expect(closedLabel(closed('2031-01-14', null))).toBe('No times left');
  });
});

describe('the day kept chosen', () => {
  const week = [open('2031-01-14'), open('2031-01-15'), closed('2031-01-16', 'day_off'), open('2031-01-17')];

  it('is today (null) until another open day is chosen, and that day while it stays open', () => {
    expect(dayToKeep(week, null)).toBeNull();
    expect(dayToKeep(week, '2031-01-17')).toBe('2031-01-17');
    // A date that has become today is today.
    expect(dayToKeep(week, '2031-01-14')).toBeNull();
  });

  it('gives way to the first open day when the chosen one closes or is no longer offered', () => {
    expect(dayToKeep(week, '2031-01-16')).toBeNull();
    expect(dayToKeep([open('2031-01-14')], '2031-01-17')).toBeNull();
  });

  it('moves on from today past its cut-off to the first open day after it', () => {
    expect(dayToKeep([closed('2031-01-14', 'cut_off'), closed('2031-01-15', 'closed_day'), open('2031-01-16')], null)).toBe('2031-01-16');
  });

  it('stays on today when no day is open, so that its slot list says why', () => {
    expect(dayToKeep([closed('2031-01-14', 'cut_off'), closed('2031-01-15', 'day_off')], '2031-01-15')).toBeNull();
  });
});
