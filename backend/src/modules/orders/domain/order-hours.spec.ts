import { daysOf, daysWithRefunds, heatMapsOf, type PlacedHourGroup, type SlotHourGroup } from './order-hours.js';

const group = (overrides: Partial<PlacedHourGroup>): PlacedHourGroup => ({ date: '2035-10-27', weekday: 6, hour: 12, orders: 1, grossPence: 1000, ...overrides });

describe("the reports' day chart and heat maps from one pass over the orders", () => {
  // Saturday 27 October 2035 at 23:00 (placed) for Sunday's 00:15 slot; Sunday at 12:00 and at 12:59, for 12:30 and 13:00.
  const groups = [
    group({ date: '2035-10-27', weekday: 6, hour: 23, orders: 1, grossPence: 1249 }),
    group({ date: '2035-10-28', weekday: 7, hour: 12, orders: 5, grossPence: 5150 }),
  ];
  // Two Sundays' 12:00 slots add up in one cell.
  const slots: SlotHourGroup[] = [
    { weekday: 7, hour: 0, orders: 1 },
    { weekday: 7, hour: 12, orders: 2 },
    { weekday: 7, hour: 13, orders: 3 },
    { weekday: 7, hour: 12, orders: 4 },
  ];

  it('sums each London day, in date order', () => {
    expect(daysOf([...groups].reverse())).toEqual([
      { date: '2035-10-27', orders: 1, grossPence: 1249 },
      { date: '2035-10-28', orders: 5, grossPence: 5150 },
    ]);
  });

  it('counts when orders were placed and when their slots were, by weekday and hour', () => {
    const maps = heatMapsOf([...groups, group({ date: '2035-11-04', weekday: 7, hour: 12, orders: 2 })], slots);
    expect(maps.placed).toEqual(expect.arrayContaining([{ weekday: 6, hour: 23, orders: 1 }, { weekday: 7, hour: 12, orders: 7 }]));
    expect(maps.placed).toHaveLength(2);
    expect(maps.slots).toEqual(expect.arrayContaining([{ weekday: 7, hour: 0, orders: 1 }, { weekday: 7, hour: 12, orders: 6 }, { weekday: 7, hour: 13, orders: 3 }]));
    expect(maps.slots).toHaveLength(3);
  });

  it('adds the refunds settled each day, a day with refunds only included', () => {
    expect(daysWithRefunds(daysOf(groups), [{ date: '2035-10-28', refundsPence: 500 }, { date: '2035-10-30', refundsPence: 250 }])).toEqual([
      { date: '2035-10-27', orders: 1, grossPence: 1249, refundsPence: 0 },
      { date: '2035-10-28', orders: 5, grossPence: 5150, refundsPence: 500 },
      { date: '2035-10-30', orders: 0, grossPence: 0, refundsPence: 250 },
    ]);
  });

  it('are empty for a range without orders', () => {
    expect(daysOf([])).toEqual([]);
    expect(heatMapsOf([], [])).toEqual({ placed: [], slots: [] });
  });
});
