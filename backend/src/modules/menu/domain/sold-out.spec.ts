import { DateTime } from 'luxon';
import { earliestSoldOutEnd, soldOutInForce, soldOutUntil } from './sold-out.js';

const at = (iso: string) => DateTime.fromISO(iso, { setZone: true }).setZone('Europe/London');

describe('sold out today', () => {
  it("lasts until the start of the next day's first opening session (summer time)", () => {
    const now = at('2031-07-04T19:30:00Z'); // 20:30 BST, Friday
    const firstOpening = DateTime.fromISO('2031-07-05T09:00', { zone: 'Europe/London' });
    expect(soldOutUntil(now, { date: '2031-07-05', firstOpening }).toISOString()).toBe('2031-07-05T08:00:00.000Z');
  });

  it('lasts until the next restaurant midnight when the next opening is unknown, in winter and in summer', () => {
    expect(soldOutUntil(at('2031-01-10T20:00:00Z'), { date: '2031-01-11', firstOpening: null }).toISOString()).toBe('2031-01-11T00:00:00.000Z');
    expect(soldOutUntil(at('2031-07-04T19:30:00Z'), { date: '2031-07-05', firstOpening: null }).toISOString()).toBe('2031-07-04T23:00:00.000Z');
  });

  it('is marked across the clocks going back: midnight after the change is GMT', () => {
    // Saturday 25 October 2031, 22:00 BST; the clocks go back at 02:00 on the Sunday, so midnight is still BST.
    expect(soldOutUntil(at('2031-10-25T21:00:00Z'), { date: '2031-10-26', firstOpening: null }).toISOString()).toBe('2031-10-25T23:00:00.000Z');
    const sundayNine = DateTime.fromISO('2031-10-26T09:00', { zone: 'Europe/London' });
    expect(soldOutUntil(at('2031-10-25T21:00:00Z'), { date: '2031-10-26', firstOpening: sundayNine }).toISOString()).toBe('2031-10-26T09:00:00.000Z');
  });

  it('reads an ended mark as none', () => {
    const until = new Date('2031-07-05T08:00:00Z');
    expect(soldOutInForce(until, Date.parse('2031-07-05T07:59:59Z'))).toBe('2031-07-05T08:00:00.000Z');
    expect(soldOutInForce(until, Date.parse('2031-07-05T08:00:00Z'))).toBeNull();
    expect(soldOutInForce(null, 0)).toBeNull();
  });

  it('finds when a menu stops being true: the first mark, item or option, to end', () => {
    const rows = [
      { soldOutUntil: null, options: [{ soldOutUntil: '2031-07-05T09:00:00.000Z' }] },
      { soldOutUntil: '2031-07-05T08:00:00.000Z', options: [{ soldOutUntil: null }] },
    ];
    expect(earliestSoldOutEnd(rows)).toBe(Date.parse('2031-07-05T08:00:00.000Z'));
    expect(earliestSoldOutEnd([{ soldOutUntil: null, options: [] }])).toBeNull();
  });
});
