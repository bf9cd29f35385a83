import { DateTime } from 'luxon';
import { dayRefusal, dayRefusalMessage, orderDates, pastSameDayCutoff } from './order-days.js';

const settings = { orderAheadDaysCollection: 6, orderAheadDaysDelivery: 2, sameDayCutoff: '' };
const at = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/London' });

describe('order ahead: the days a customer may order for', () => {
  it('lists today and the next N days, across the change to summer time', () => {
    expect(orderDates('2031-03-29', 2)).toEqual(['2031-03-29', '2031-03-30', '2031-03-31']);
    expect(orderDates('2031-03-29', 0)).toEqual(['2031-03-29']);
  });

  it('takes today to the last of the days ahead, by type; refuses yesterday and the day after the last', () => {
    const now = at('2031-03-22T23:30');
    expect(dayRefusal('2031-03-22', now, 'collection', settings)).toBeNull();
    expect(dayRefusal('2031-03-28', now, 'collection', settings)).toBeNull();
    expect(dayRefusal('2031-03-29', now, 'collection', settings)).toBe('out_of_range');
    expect(dayRefusal('2031-03-25', now, 'delivery', settings)).toBe('out_of_range');
    expect(dayRefusal('2031-03-21', now, 'collection', settings)).toBe('out_of_range');
    expect(dayRefusal('not a date', now, 'collection', settings)).toBe('out_of_range');
  });

  it("reads today in London whatever the server's zone: 00:30 BST is already the next day", () => {
    const now = DateTime.fromISO('2031-06-13T23:30:00Z'); // 00:30 on the 14th in London
    expect(dayRefusal('2031-06-13', now, 'collection', { ...settings, orderAheadDaysCollection: 0 })).toBe('out_of_range');
    expect(dayRefusal('2031-06-14', now, 'collection', { ...settings, orderAheadDaysCollection: 0 })).toBeNull();
  });

  it('closes today at the same-day cut-off, on the wall clock, and leaves the later days open', () => {
    const cutoff = { ...settings, sameDayCutoff: '20:30' };
    expect(dayRefusal('2031-03-22', at('2031-03-22T20:29'), 'collection', cutoff)).toBeNull();
    expect(dayRefusal('2031-03-22', at('2031-03-22T20:30'), 'collection', cutoff)).toBe('cut_off');
    expect(dayRefusal('2031-03-23', at('2031-03-22T20:30'), 'collection', cutoff)).toBeNull();
    expect(pastSameDayCutoff(at('2031-03-22T23:59'), '')).toBe(false);
  });

  it('says why, in words for the customer', () => {
    expect(dayRefusalMessage('cut_off', 'collection', { ...settings, sameDayCutoff: '20:30' })).toBe(
      'We have stopped taking orders for today (orders close at 20:30). Please choose another day.',
    );
    expect(dayRefusalMessage('out_of_range', 'delivery', settings)).toBe('We take orders up to 2 days ahead. Please choose another day.');
    expect(dayRefusalMessage('out_of_range', 'collection', { ...settings, orderAheadDaysCollection: 0 })).toBe('We take orders for today only. Please choose a time today.');
  });
});
