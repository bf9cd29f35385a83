/**
 * The owner's reports read the orders taken in a range once (order-figures.repository.ts `byHour`):
 * grouped by the London hour they were placed, and by their slot's date and hour. The day chart and
 * both heat maps are sums of those groups.
 */
export interface PlacedHourGroup {
  /** The London date it was placed on, 'YYYY-MM-DD'. */
  date: string;
  /** ISO weekday of `date`: 1 = Monday .. 7 = Sunday. */
  weekday: number;
  /** The London hour it was placed in, 0-23. */
  hour: number;
  orders: number;
  grossPence: number;
}

/** Orders of one slot date and hour: the weekday of that date (ISO) and the slot's hour. */
export interface SlotHourGroup {
  weekday: number;
  hour: number;
  orders: number;
}

export interface DayCounts {
  date: string;
  orders: number;
  grossPence: number;
}

export interface HourCount {
  /** ISO weekday: 1 = Monday .. 7 = Sunday. */
  weekday: number;
  hour: number;
  orders: number;
}

/** Sums of groups by a key, each sum starting from its first group's `start`. */
function sumBy<G, K, V>(groups: readonly G[], keyOf: (group: G) => K, start: (group: G) => V, add: (sum: V, group: G) => V): V[] {
  const sums = new Map<K, V>();
  for (const group of groups) {
    const key = keyOf(group);
    sums.set(key, add(sums.get(key) ?? start(group), group));
  }
  return [...sums.values()];
}

/** Orders and takings per London day, in date order (days without orders absent). */
export function daysOf(groups: readonly PlacedHourGroup[]): DayCounts[] {
  return sumBy(
    groups,
    (group) => group.date,
    (group) => ({ date: group.date, orders: 0, grossPence: 0 }),
    (sum, group) => ({ ...sum, orders: sum.orders + group.orders, grossPence: sum.grossPence + group.grossPence }),
  ).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Orders by weekday and hour: when they were placed, and when their slots were. */
export function heatMapsOf(placed: readonly PlacedHourGroup[], slots: readonly SlotHourGroup[]): { placed: HourCount[]; slots: HourCount[] } {
  const byWeekdayAndHour = (groups: readonly { weekday: number; hour: number; orders: number }[]): HourCount[] =>
    sumBy(
      groups,
      (group) => group.weekday * 24 + group.hour,
      (group) => ({ weekday: group.weekday, hour: group.hour, orders: 0 }),
      (sum, group) => ({ ...sum, orders: sum.orders + group.orders }),
    );
  return { placed: byWeekdayAndHour(placed), slots: byWeekdayAndHour(slots) };
}

/** The days' orders and takings with the refunds settled on each day (a day with only refunds included), in date order. */
export function daysWithRefunds(
  days: readonly DayCounts[],
  refunds: readonly { date: string; refundsPence: number }[],
): (DayCounts & { refundsPence: number })[] {
  const byDate = new Map(days.map((day) => [day.date, { ...day, refundsPence: 0 }]));
  for (const { date, refundsPence } of refunds) byDate.set(date, { ...(byDate.get(date) ?? { date, orders: 0, grossPence: 0 }), refundsPence });
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
