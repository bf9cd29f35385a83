import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RESTAURANT_ZONE } from '../../infra/clock/restaurant-time.js';
import type { PlacedHourGroup, SlotHourGroup } from './domain/order-hours.js';

export type { HourCount } from './domain/order-hours.js';

/**
 * The owner's numbers over orders and refunds (issue 29), each one SQL aggregate over a half-open
 * range of instants, grouped by London days and hours. Which orders count is decided here once:
 *
 * - **Taken**: not abandoned, and (if paid online) paid (the tips ledger counts the same orders). An
 *   order's value is its total plus what corrections took off it (the customer paid that first; a
 *   correction's refund is a refund).
 * - **Not taken**: abandoned orders (never paid, or paid late and refunded automatically).
 * - **Refunds**: succeeded refunds of orders that still exist, on the London day they settled.
 */
export const TAKEN = `o.status <> 'abandoned' AND (o.payment_method <> 'online' OR o.is_paid)`;
/** What the order was sold for: its total plus the corrections' refunds (of any status: the money was ours first). Needs CORRECTED joined as c. */
const VALUE = `(o.total + COALESCE(c.amount, 0))`;
/** Corrections' refunds per order (few): joined as c, so a year of orders is one hash join rather than a lookup each. */
const CORRECTED = `LEFT JOIN (SELECT r.order_id, sum(r.amount) AS amount FROM order_refunds r WHERE r.kind = 'correction' GROUP BY r.order_id) c ON c.order_id = o.id`;
const LONDON = `'${RESTAURANT_ZONE}'`;

/**
 * New and returning customers of [$1, $2): those with an order taken in the range, new if their first
 * order taken ever is in it. Two plans for one answer, by the range's length (bench/reports.mjs, 200,000
 * orders): a short range looks up each of its customers' first order (index orders (customer_key,
 * created_at)): a month 62 ms instead of 237; a long one groups every order up to its end: a year 161 ms
 * instead of 512.
 */
const FEW_CUSTOMERS_SPAN_MS = 92 * 24 * 3_600_000;
const CUSTOMERS_OF_A_SHORT_RANGE = `SELECT count(*) FILTER (WHERE f.first_order >= $1) AS new_customers, count(*) FILTER (WHERE f.first_order < $1) AS returning_customers
  FROM (SELECT DISTINCT o.customer_key FROM orders o WHERE o.created_at >= $1 AND o.created_at < $2 AND ${TAKEN} AND o.customer_key IS NOT NULL) c
  CROSS JOIN LATERAL (SELECT o.created_at AS first_order FROM orders o WHERE o.customer_key = c.customer_key AND ${TAKEN} ORDER BY o.created_at LIMIT 1) f`;
const CUSTOMERS_OF_A_LONG_RANGE = `SELECT count(*) FILTER (WHERE first_order >= $1) AS new_customers, count(*) FILTER (WHERE first_order < $1) AS returning_customers
  FROM (SELECT min(o.created_at) AS first_order FROM orders o
        WHERE o.created_at < $2 AND ${TAKEN} AND o.customer_key IS NOT NULL
        GROUP BY o.customer_key HAVING max(o.created_at) >= $1) customers`;

export interface CountAndPence {
  orders: number;
  pence: number;
}

export interface OrderFigures {
  taken: CountAndPence;
  refundsPence: number;
  collection: CountAndPence;
  delivery: CountAndPence;
  online: CountAndPence;
  /** Pay on collection or to the driver, not paid when taken. */
  payLater: CountAndPence;
  /** Staff orders paid at the counter when taken (cash or card). */
  paidNow: CountAndPence;
  notTaken: CountAndPence;
  /** Drivers' tips on the orders taken (owed to them in full). */
  tipsPence: number;
  newCustomers: number;
  returningCustomers: number;
}

export interface DayFigures {
  date: string;
  orders: number;
  grossPence: number;
  refundsPence: number;
}

export interface ItemFigures {
  itemName: string;
  /** The option chosen (a size), or null for an item without one (or for an item's lines all together). */
  choice: string | null;
  quantity: number;
  pence: number;
}

type Numeric = string | number | null;
const n = (value: Numeric): number => Number(value ?? 0);
const pair = (orders: Numeric, pence: Numeric): CountAndPence => ({ orders: n(orders), pence: n(pence) });

@Injectable()
export class OrderFiguresRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The range's headline figures: orders placed in [start, end), refunds settled in it, customers new to us in it. */
  async figures(start: Date, end: Date): Promise<OrderFigures> {
    const [[orders], [refunds], [customers]] = await Promise.all([
      this.dataSource.query(
        `SELECT
           count(*) FILTER (WHERE taken) AS taken, sum(value) FILTER (WHERE taken) AS taken_pence,
           count(*) FILTER (WHERE taken AND delivery_type = 'collection') AS collection, sum(value) FILTER (WHERE taken AND delivery_type = 'collection') AS collection_pence,
           count(*) FILTER (WHERE taken AND delivery_type = 'delivery') AS delivery, sum(value) FILTER (WHERE taken AND delivery_type = 'delivery') AS delivery_pence,
           count(*) FILTER (WHERE taken AND payment_method = 'online') AS online, sum(value) FILTER (WHERE taken AND payment_method = 'online') AS online_pence,
           count(*) FILTER (WHERE taken AND payment_method <> 'online' AND paid_with IS NULL) AS pay_later, sum(value) FILTER (WHERE taken AND payment_method <> 'online' AND paid_with IS NULL) AS pay_later_pence,
           count(*) FILTER (WHERE taken AND paid_with IS NOT NULL) AS paid_now, sum(value) FILTER (WHERE taken AND paid_with IS NOT NULL) AS paid_now_pence,
           count(*) FILTER (WHERE NOT taken AND status = 'abandoned') AS not_taken, sum(total) FILTER (WHERE NOT taken AND status = 'abandoned') AS not_taken_pence,
           sum(driver_tip) FILTER (WHERE taken) AS tips_pence
         FROM (SELECT o.delivery_type, o.payment_method, o.paid_with, o.status, o.total, o.driver_tip, ${TAKEN} AS taken, ${VALUE} AS value
               FROM orders o ${CORRECTED} WHERE o.created_at >= $1 AND o.created_at < $2) placed`,
        [start, end],
      ),
      this.dataSource.query(
        `SELECT sum(r.amount) AS pence FROM order_refunds r JOIN orders o ON o.id = r.order_id
         WHERE r.status = 'succeeded' AND r.settled_at >= $1 AND r.settled_at < $2`,
        [start, end],
      ),
      this.dataSource.query(end.getTime() - start.getTime() <= FEW_CUSTOMERS_SPAN_MS ? CUSTOMERS_OF_A_SHORT_RANGE : CUSTOMERS_OF_A_LONG_RANGE, [start, end]),
    ]);
    return {
      taken: pair(orders.taken, orders.taken_pence),
      refundsPence: n(refunds.pence),
      collection: pair(orders.collection, orders.collection_pence),
      delivery: pair(orders.delivery, orders.delivery_pence),
      online: pair(orders.online, orders.online_pence),
      payLater: pair(orders.pay_later, orders.pay_later_pence),
      paidNow: pair(orders.paid_now, orders.paid_now_pence),
      notTaken: pair(orders.not_taken, orders.not_taken_pence),
      tipsPence: n(orders.tips_pence),
      newCustomers: n(customers.new_customers),
      returningCustomers: n(customers.returning_customers),
    };
  }

  /**
   * Orders taken, in one pass over the range's orders (GROUPING SETS): by the London hour they were
   * placed, with their value, and by their slot's date and hour. The day chart and both heat maps are
   * summed from these (domain/order-hours.ts); a year is at most about 17,000 groups.
   */
  async byHour(start: Date, end: Date): Promise<{ placed: PlacedHourGroup[]; slots: SlotHourGroup[] }> {
    const rows: { placed: string | null; weekday: Numeric; hour: Numeric; slot_weekday: Numeric; slot_hour: Numeric; orders: Numeric; gross: Numeric }[] = await this.dataSource.query(
      `SELECT to_char(placed.local, 'YYYY-MM-DD') AS placed, extract(isodow FROM placed.local) AS weekday, extract(hour FROM placed.local) AS hour,
              extract(isodow FROM o.order_date) AS slot_weekday, extract(hour FROM o.slot_time) AS slot_hour,
              count(*) AS orders, sum(${VALUE}) AS gross
         FROM orders o ${CORRECTED}
        CROSS JOIN LATERAL (SELECT date_trunc('hour', o.created_at AT TIME ZONE ${LONDON}) AS local) placed
        WHERE o.created_at >= $1 AND o.created_at < $2 AND ${TAKEN}
        GROUP BY GROUPING SETS ((placed.local), (o.order_date, extract(hour FROM o.slot_time)))`,
      [start, end],
    );
    const placed: PlacedHourGroup[] = [];
    const slots: SlotHourGroup[] = [];
    for (const row of rows) {
      if (row.placed !== null) placed.push({ date: row.placed, weekday: n(row.weekday), hour: n(row.hour), orders: n(row.orders), grossPence: n(row.gross) });
      else slots.push({ weekday: n(row.slot_weekday), hour: n(row.slot_hour), orders: n(row.orders) });
    }
    return { placed, slots };
  }

  /** Succeeded refunds of orders that still exist, by the London day they settled (days without any absent). */
  async refundsByDay(start: Date, end: Date): Promise<{ date: string; refundsPence: number }[]> {
    const rows: { date: string; pence: Numeric }[] = await this.dataSource.query(
      `SELECT to_char((r.settled_at AT TIME ZONE ${LONDON})::date, 'YYYY-MM-DD') AS date, sum(r.amount) AS pence
         FROM order_refunds r JOIN orders o ON o.id = r.order_id
        WHERE r.status = 'succeeded' AND r.settled_at >= $1 AND r.settled_at < $2 GROUP BY 1`,
      [start, end],
    );
    return rows.map((row) => ({ date: row.date, refundsPence: n(row.pence) }));
  }

  /** Lines of orders taken, by item and the option chosen (a size, or null): units and takings (the lines' prices as ordered). */
  async lines(start: Date, end: Date): Promise<ItemFigures[]> {
    const rows: { item_name: string; choice: string | null; quantity: Numeric; pence: Numeric }[] = await this.dataSource.query(
      `SELECT i.item_name, i.size AS choice, sum(i.quantity) AS quantity, sum(i.total_price) AS pence
       FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.created_at >= $1 AND o.created_at < $2 AND ${TAKEN}
       GROUP BY 1, 2`,
      [start, end],
    );
    return rows.map((row) => ({ itemName: row.item_name, choice: row.choice, quantity: n(row.quantity), pence: n(row.pence) }));
  }
}
