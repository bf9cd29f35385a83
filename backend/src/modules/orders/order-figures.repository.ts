import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RESTAURANT_ZONE } from '../../infra/clock/restaurant-time.js';

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

export interface HourCount {
  /** ISO weekday: 1 = Monday .. 7 = Sunday. */
  weekday: number;
  hour: number;
  orders: number;
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
      this.dataSource.query(
        // Each customer's first and last order taken up to the range's end: in the range if the last is, new if the first is.
        `SELECT count(*) FILTER (WHERE first_order >= $1) AS new_customers, count(*) FILTER (WHERE first_order < $1) AS returning_customers
         FROM (SELECT min(o.created_at) AS first_order FROM orders o
               WHERE o.created_at < $2 AND ${TAKEN} AND o.customer_key IS NOT NULL
               GROUP BY o.customer_key HAVING max(o.created_at) >= $1) customers`,
        [start, end],
      ),
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

  /** Orders taken and their value by the London day they were placed, and refunds by the day they settled (days without either are absent). */
  async byDay(start: Date, end: Date): Promise<DayFigures[]> {
    const rows: { date: string; orders: Numeric; gross: Numeric; refunds: Numeric }[] = await this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date, sum(orders) AS orders, sum(gross) AS gross, sum(refunds) AS refunds FROM (
         SELECT (o.created_at AT TIME ZONE ${LONDON})::date AS day, count(*) AS orders, sum(${VALUE}) AS gross, 0 AS refunds
         FROM orders o ${CORRECTED} WHERE o.created_at >= $1 AND o.created_at < $2 AND ${TAKEN} GROUP BY 1
         UNION ALL
         SELECT (r.settled_at AT TIME ZONE ${LONDON})::date, 0, 0, sum(r.amount)
         FROM order_refunds r JOIN orders o ON o.id = r.order_id
         WHERE r.status = 'succeeded' AND r.settled_at >= $1 AND r.settled_at < $2 GROUP BY 1
       ) days GROUP BY day ORDER BY day`,
      [start, end],
    );
    return rows.map((row) => ({ date: row.date, orders: n(row.orders), grossPence: n(row.gross), refundsPence: n(row.refunds) }));
  }

  /** Orders taken by London weekday and hour: when they were placed, and when their slots were. */
  async byHour(start: Date, end: Date): Promise<{ placed: HourCount[]; slots: HourCount[] }> {
    const count = (weekday: string, hour: string): Promise<{ weekday: Numeric; hour: Numeric; orders: Numeric }[]> =>
      this.dataSource.query(
        `SELECT ${weekday} AS weekday, ${hour} AS hour, count(*) AS orders
         FROM orders o WHERE o.created_at >= $1 AND o.created_at < $2 AND ${TAKEN} GROUP BY 1, 2`,
        [start, end],
      );
    const [placed, slots] = await Promise.all([
      count(`extract(isodow FROM o.created_at AT TIME ZONE ${LONDON})`, `extract(hour FROM o.created_at AT TIME ZONE ${LONDON})`),
      count('extract(isodow FROM o.order_date)', 'extract(hour FROM o.slot_time)'),
    ]);
    const toCounts = (rows: { weekday: Numeric; hour: Numeric; orders: Numeric }[]) => rows.map((row) => ({ weekday: n(row.weekday), hour: n(row.hour), orders: n(row.orders) }));
    return { placed: toCounts(placed), slots: toCounts(slots) };
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
