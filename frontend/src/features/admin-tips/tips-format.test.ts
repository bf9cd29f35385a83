import { dayLabel, monthLabel, monthState } from './tips-format';

const totals = (tipsPence: number, paidPence: number) => ({ orders: 1, tipsPence, paidPence, outstandingPence: tipsPence - paidPence });

describe('the tips ledger’s words', () => {
  it('names months and days as the restaurant writes them, whatever the browser’s zone', () => {
    expect(monthLabel('2031-03')).toBe('March 2031');
    expect(monthLabel('2031-12')).toBe('December 2031');
    expect(dayLabel('2031-04-30')).toBe('30 April 2031');
    expect(dayLabel('2032-02-29')).toBe('29 February 2032');
  });

  it('says a month had no tips, is paid, owed or overdue', () => {
    expect(monthState({ paid: true, overdue: false, totals: totals(0, 0) })).toBe('no-tips');
    expect(monthState({ paid: true, overdue: false, totals: totals(500, 500) })).toBe('paid');
    expect(monthState({ paid: false, overdue: false, totals: totals(500, 0) })).toBe('owed');
    expect(monthState({ paid: false, overdue: true, totals: totals(500, 0) })).toBe('overdue');
    // A driver paid in a month whose orders moved to others since: there was something to pay.
    expect(monthState({ paid: true, overdue: false, totals: totals(0, 300) })).toBe('paid');
  });
});
