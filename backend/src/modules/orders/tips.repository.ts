import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull, LessThan, Not } from 'typeorm';
import { monthDays, NAME_KEY_PREFIX, type OwedTips, type PaidTips } from './domain/tips.js';
import { Order } from './entities/order.entity.js';
import { TipPayout } from './entities/tip-payout.entity.js';
import { TAKEN } from './order-figures.repository.js';

/** Namespace of the per-driver, per-month payout locks (any constant not used by another advisory lock). */
const TIP_PAYOUT_LOCK_NAMESPACE = 4_711_029;

/** The driver's ledger key, as the domain describes it (null for an order without a driver). */
const DRIVER_KEY = `COALESCE(o.driver_user_id::text, '${NAME_KEY_PREFIX}' || lower(o.driver_name))`;
/** Delivery orders taken with a tip: what the ledger owes drivers (orders_driver_tip_order_date_idx). */
const TIPPED = `o.driver_tip > 0 AND o.delivery_type = 'delivery' AND ${TAKEN}`;

type Numeric = string | number | null;

/** The tips ledger's queries: tips owed per month and driver, payouts, the payout lock and the retention purge. */
@Injectable()
export class TipsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Tips owed for the months from `fromMonth` to `toMonth` (inclusive), per month and driver, the
   * orders without a driver as driverKey null. The name shown is the one on the driver's latest order.
   */
  async owedTips(fromMonth: string, toMonth: string, options: { driverKey?: string; manager?: EntityManager } = {}): Promise<OwedTips[]> {
    const params: unknown[] = [monthDays(fromMonth).from, monthDays(toMonth).until];
    if (options.driverKey !== undefined) params.push(options.driverKey);
    const rows: { month: string; driver_key: string | null; driver_name: string | null; orders: Numeric; tips: Numeric }[] = await (options.manager ?? this.dataSource.manager).query(
      `SELECT to_char(o.order_date, 'YYYY-MM') AS month, ${DRIVER_KEY} AS driver_key,
              (array_agg(o.driver_name ORDER BY o.order_date DESC, o.created_at DESC))[1] AS driver_name,
              count(*) AS orders, sum(o.driver_tip) AS tips
         FROM orders o
        WHERE o.order_date >= $1 AND o.order_date < $2 AND ${TIPPED}${options.driverKey !== undefined ? ` AND ${DRIVER_KEY} = $3` : ''}
        GROUP BY 1, 2`,
      params,
    );
    return rows.map((row) => ({ month: row.month, driverKey: row.driver_key, driverName: row.driver_name, orders: Number(row.orders), tipsPence: Number(row.tips) }));
  }

  /** What was paid out for the months from `fromMonth` to `toMonth`, per month and driver (the latest payout's name). */
  async paidTips(fromMonth: string, toMonth: string, options: { driverKey?: string; manager?: EntityManager } = {}): Promise<PaidTips[]> {
    const params: unknown[] = [fromMonth, toMonth];
    if (options.driverKey !== undefined) params.push(options.driverKey);
    const rows: { month: string; driver_key: string; driver_name: string; paid: Numeric }[] = await (options.manager ?? this.dataSource.manager).query(
      `SELECT p.month, p.driver_key, (array_agg(p.driver_name ORDER BY p.paid_at DESC))[1] AS driver_name, sum(p.amount_pence) AS paid
         FROM tip_payouts p
        WHERE p.month >= $1 AND p.month <= $2${options.driverKey !== undefined ? ' AND p.driver_key = $3' : ''}
        GROUP BY 1, 2`,
      params,
    );
    return rows.map((row) => ({ month: row.month, driverKey: row.driver_key, driverName: row.driver_name, paidPence: Number(row.paid) }));
  }

  /** Serialises the payouts of one driver for one month until the transaction ends, so that two never pay the same tips. */
  async lockDriverMonth(manager: EntityManager, month: string, driverKey: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [TIP_PAYOUT_LOCK_NAMESPACE, `${month} ${driverKey}`]);
  }

  insertPayout(manager: EntityManager, payout: Omit<TipPayout, 'id'>): Promise<TipPayout> {
    return manager.getRepository(TipPayout).save(manager.getRepository(TipPayout).create(payout));
  }

  /** Deletes the payouts of months before `firstKeptMonth`; how many went. */
  async deletePayoutsBefore(firstKeptMonth: string): Promise<number> {
    const result = await this.dataSource.getRepository(TipPayout).delete({ month: LessThan(firstKeptMonth) });
    return result.affected ?? 0;
  }

  /** Clears the driver of orders dated before `firstKeptDay` (the orders themselves are kept); how many were cleared. */
  async clearDriversBefore(firstKeptDay: string): Promise<number> {
    const result = await this.dataSource.getRepository(Order).update({ orderDate: LessThan(firstKeptDay), driverName: Not(IsNull()) }, { driverUserId: null, driverName: null });
    return result.affected ?? 0;
  }
}
