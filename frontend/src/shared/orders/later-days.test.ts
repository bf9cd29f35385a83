import type { DayOrders } from './admin-orders-api';
import { dayName, laterDays } from './later-days';

const day = (later: DayOrders['later']): DayOrders => ({ date: '2031-12-04', active: [], completed: [], later });

describe('laterDays', () => {
  it("words each later day beside today: 'Tomorrow', then the day's short name, with one order or several", () => {
    expect(laterDays(day([{ date: '2031-12-05', count: 3 }, { date: '2031-12-06', count: 1 }]), '2031-12-04')).toEqual([
      { date: '2031-12-05', count: 3, label: 'Tomorrow: 3 orders' },
      { date: '2031-12-06', count: 1, label: 'Sat 6 Dec: 1 order' },
    ]);
  });

  it('names the days from the real today, whichever day the list is of', () => {
    expect(laterDays(day([{ date: '2031-12-04', count: 2 }]), '2031-12-03').map((later) => later.label)).toEqual(['Tomorrow: 2 orders']);
    expect(dayName('2031-12-03', '2031-12-03')).toBe('Today');
    // Across a month's end, and the clocks going back (26 October 2031).
    expect(dayName('2032-01-01', '2031-12-31')).toBe('Tomorrow');
    expect(dayName('2031-10-27', '2031-10-26')).toBe('Tomorrow');
  });

  it('has none before the list has loaded, or when no later day has open orders', () => {
    expect(laterDays(undefined, '2031-12-04')).toEqual([]);
    expect(laterDays(day([]), '2031-12-04')).toEqual([]);
  });
});
