import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { And, DataSource, type EntityManager, LessThan, MoreThanOrEqual } from 'typeorm';
import { formatOrderNumber } from './domain/order-number.js';
import type { OpenOrdersOfAccount } from './domain/order-placement-limits.js';
import { SLOT_HOLDING_STATUSES } from './domain/order-status.js';
import { CLOSED_ORDER_STATUSES } from './domain/staff-orders.js';
import { OrderItem } from './entities/order-item.entity.js';
import { OrderStationUse } from './entities/order-station-use.entity.js';
import { Order } from './entities/order.entity.js';
import { isPostgresError, PostgresErrorCode } from '../../infra/database/postgres-errors.js';
import { insertStatement, runStatement, type Statement, statement } from '../../infra/database/statement-batch.js';
import { OrdersException } from './orders.exception.js';
import { type StationRoom, stationShortfall, type StationUse } from './domain/station-load.js';

/** What the slot-locked insert did: the order, or which limit refused it (nothing written). */
/** Why a slot cannot take an order: its order count (`booked` by the others), or a kitchen station's units. */
export type SlotRefusal = { full: 'slot'; booked: number } | { full: 'station'; station: StationRoom; taken: number };
export type SlotInsert = { order: Order } | SlotRefusal;
/** An order written and not yet committed, with the units it takes of each station. */
export interface PlacedOrder {
  order: Order;
  needs: StationUse[];
}

/** The orders holding a slot, this one's own among them, and (with stations to check) the units they take of each. */
export interface SlotUse {
  count: number;
  taken: Map<string, number> | null;
}

/**
 * Whether a written order fits its slot, from what its slot held under the lock with the order
 * counted in (issue 30: the order is written first, its slot checked last). Null when it fits; else
 * what is full. `capacity` Infinity: staff taking an order into a full slot anyway.
 */
export function slotRefusal({ count, taken }: SlotUse, { needs }: PlacedOrder, capacity: number, stations: readonly StationRoom[]): SlotRefusal | null {
  const others = count - 1;
  if (others >= capacity) return { full: 'slot', booked: others };
  if (!taken) return null;
  // What the other orders take: this order's own units are in the sums.
  const takenByOthers = new Map([...taken].map(([stationId, units]) => [stationId, units - (needs.find((use) => use.stationId === stationId)?.units ?? 0)]));
  const short = stationShortfall(needs, takenByOthers, stations);
  return short ? { full: 'station', station: short, taken: takenByOthers.get(short.id) ?? 0 } : null;
}

/**
 * A new order and its lines as the entities a placement writes, their ids and creation time given
 * here (issue 30: so its answer, its e-mails and its key's stored answer are known before the write
 * and go in the same round trip). `createdAt` is the wall clock, as the database's default was.
 */
export function newOrderEntity(row: NewOrder, items: readonly NewOrderItem[], createdAt = new Date()): Order {
  const id = randomUUID();
  return Object.assign(new Order(), row, {
    id,
    balanceDue: row.balanceDue ?? 0,
    createdAt,
    updatedAt: createdAt,
    items: items.map((item) => Object.assign(new OrderItem(), item, { id: randomUUID(), orderId: id, createdAt })),
  });
}

/** A batch's failure because a kitchen station was deleted after Place Order read the list (the units' foreign key). */
export function isStationGone(error: unknown): boolean {
  return isPostgresError(error, PostgresErrorCode.ForeignKeyViolation) && (error as { table?: string }).table === 'order_station_uses';
}

/** Namespace of the slot capacity advisory locks (any constant; only has to be the same everywhere). */
const SLOT_LOCK_NAMESPACE = 4_711_006;
/** The slot's lock, one statement (every placement and correction of the slot takes the same one). */
function slotLockStatement(date: string, time: string): Statement<void> {
  return statement('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SLOT_LOCK_NAMESPACE, `${date} ${time}`], () => undefined);
}

/** Namespace of the per-account placement locks. */
const ACCOUNT_PLACEMENT_LOCK_NAMESPACE = 4_711_007;

/** Where a page of the reconciliation ended: the next page starts after this order. */
export interface OrderCursor {
  createdAt: Date;
  id: string;
}

/** An order still to be served on a given date (what closing that day affects). */
export interface OpenOrderOnDate {
  id: string;
  orderNumber: string;
  orderDate: string;
  slotTime: string;
  customerName: string;
  customerEmail: string;
  status: string;
  deliveryType: string;
}

/** An order in brief (the staff Users dialog). */
export interface OrderSummaryRow {
  id: string;
  orderNumber: string;
  orderDate: string;
  status: string;
  createdAt: Date;
}

/** A new order's columns; what a correction leaves to collect starts at 0. */
export type NewOrder = Omit<Order, 'id' | 'createdAt' | 'updatedAt' | 'items' | 'user' | 'stripeRefundId' | 'balanceDue'> & { balanceDue?: number };
export type NewOrderItem = Omit<OrderItem, 'id' | 'orderId' | 'order' | 'createdAt' | 'menuItem' | 'option'>;

/** What a plan (a customer's or a member of staff's) knows of the order it will place. */
export interface PlannedOrder {
  orderDate: string;
  slot: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  specialInstructions: string;
  deliveryType: NewOrder['deliveryType'];
  deliveryAddress: string | null;
  deliveryPostcode: string | null;
  totals: { subtotal: number; deliveryFee: number; driverTip: number; tax: number; total: number };
  paymentMethod: NewOrder['paymentMethod'];
}

/**
 * A planned order as a row, numbered from the order sequence's value: pending, unpaid, no Stripe
 * session, no attention; a placement overrides what it knows otherwise (staff: paid now, taken by).
 */
export function newOrderRow(plan: PlannedOrder, sequenceValue: string, userId: string | null): NewOrder {
  return {
    orderNumber: formatOrderNumber(BigInt(sequenceValue)),
    userId,
    orderDate: plan.orderDate,
    slotTime: plan.slot,
    customerName: plan.customerName,
    customerEmail: plan.customerEmail,
    customerPhone: plan.customerPhone,
    specialInstructions: plan.specialInstructions,
    deliveryType: plan.deliveryType,
    deliveryAddress: plan.deliveryAddress,
    deliveryPostcode: plan.deliveryPostcode,
    subtotal: plan.totals.subtotal,
    deliveryFee: plan.totals.deliveryFee,
    driverTip: plan.totals.driverTip,
    tax: plan.totals.tax,
    total: plan.totals.total,
    status: 'pending',
    paymentMethod: plan.paymentMethod,
    isPaid: false,
    paidAt: null,
    stripeSessionId: null,
    stripeSessionExpiresAt: null,
    attentionReason: null,
  };
}

/** Queries for orders and their items. */
@Injectable()
export class OrdersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private manager(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /** Orders holding each slot of a date, keyed 'HH:MM'. */
  async countSlotHoldingOrdersByTime(date: string): Promise<Map<string, number>> {
    const rows: { time: string; count: number }[] = await this.dataSource.query(
      `SELECT to_char(slot_time, 'HH24:MI') AS time, count(*)::int AS count
         FROM orders WHERE order_date = $1 AND status = ANY($2) GROUP BY slot_time`,
      [date, SLOT_HOLDING_STATUSES],
    );
    return new Map(rows.map((row) => [row.time, row.count]));
  }

  /** Orders holding a slot per date and slot, dates from..to inclusive (the staff weekly schedule). */
  countSlotHoldingByDateAndSlot(from: string, to: string): Promise<{ date: string; time: string; count: number }[]> {
    return this.dataSource.query(
      `SELECT to_char(order_date, 'YYYY-MM-DD') AS "date", to_char(slot_time, 'HH24:MI') AS "time", count(*)::int AS "count"
         FROM orders
        WHERE order_date BETWEEN $1 AND $2 AND status = ANY($3)
        GROUP BY order_date, slot_time`,
      [from, to, SLOT_HOLDING_STATUSES],
    );
  }

  /** Orders still to be served (neither completed nor abandoned) on those dates, by date, slot and number. */
  findOpenOrdersOn(dates: readonly string[], manager?: EntityManager): Promise<OpenOrderOnDate[]> {
    return this.manager(manager).query(
      `SELECT id, order_number AS "orderNumber", to_char(order_date, 'YYYY-MM-DD') AS "orderDate", to_char(slot_time, 'HH24:MI') AS "slotTime",
              customer_name AS "customerName", customer_email AS "customerEmail", status, delivery_type AS "deliveryType"
         FROM orders
        WHERE order_date = ANY($1::date[]) AND status <> ALL($2)
        ORDER BY order_date, slot_time, order_number`,
      [dates, CLOSED_ORDER_STATUSES],
    );
  }

  /** How many orders each of these accounts placed (accounts with none are left out). */
  async countOrdersByUser(userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows: { userId: string; count: number }[] = await this.dataSource.query(
      'SELECT user_id AS "userId", count(*)::int AS count FROM orders WHERE user_id = ANY($1::uuid[]) GROUP BY user_id',
      [userIds],
    );
    return new Map(rows.map((row) => [row.userId, row.count]));
  }

  /** Orders that still belong to an account (a guest's, or a deleted account's, do not). */
  async countOrdersOfAccounts(): Promise<number> {
    const [{ count }]: { count: number }[] = await this.dataSource.query('SELECT count(*)::int AS count FROM orders WHERE user_id IS NOT NULL');
    return count;
  }

  /** An account's orders, newest order date first, in brief. */
  findOrderSummariesOfUser(userId: string, limit: number): Promise<OrderSummaryRow[]> {
    return this.dataSource.query(
      `SELECT id, order_number AS "orderNumber", to_char(order_date, 'YYYY-MM-DD') AS "orderDate", status, created_at AS "createdAt"
         FROM orders WHERE user_id = $1
        ORDER BY order_date DESC, created_at DESC
        LIMIT $2`,
      [userId, limit],
    );
  }

  /**
   * Serialises every checkout of one date and slot until the transaction ends, so that counting
   * the slot and inserting the order cannot interleave with another checkout of the same slot.
   */
  async lockSlot(manager: EntityManager, date: string, time: string): Promise<void> {
    await runStatement(manager, slotLockStatement(date, time));
  }

  /** Serialises the placements of one account, so that its open-order limits hold under double submits. */
  accountPlacementLockStatement(userId: string): Statement<void> {
    return statement('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ACCOUNT_PLACEMENT_LOCK_NAMESPACE, userId], () => undefined);
  }

  /**
   * The account's online orders still awaiting payment, and its unpaid pay-on-collection orders of
   * `date` still holding a slot; with the next value of the order number sequence, which the order
   * will be numbered from if it is placed (one round trip for both, issue 30; a refused placement
   * leaves a gap in the sequence, as a rolled-back one always did).
   */
  openOrdersOfAccountStatement(userId: string, date: string): Statement<OpenOrdersOfAccount & { nextSequenceValue: string }> {
    return statement(
      `SELECT count(*) FILTER (WHERE payment_method = 'online' AND status = 'pending')::int AS "awaitingPayment",
              count(*) FILTER (WHERE payment_method <> 'online' AND order_date = $2 AND status = ANY($3))::int AS "openPayLater",
              (SELECT nextval('order_number_seq'))::text AS "nextSequenceValue"
         FROM orders WHERE user_id = $1 AND NOT is_paid`,
      [userId, date, SLOT_HOLDING_STATUSES],
      (rows) => rows[0] as unknown as OpenOrdersOfAccount & { nextSequenceValue: string },
    );
  }

  /**
   * What Place Order checks before its transaction (issue 30, sent with its other reads): the orders
   * holding the slot (0 without one), and whether the account has an online order still on
   * Stripe's page, which placing again cancels.
   */
  placementChecksStatement(userId: string, date: string, slotTime: string | undefined): Statement<{ booked: number; awaitingPayment: boolean }> {
    return statement(
      `SELECT CASE WHEN $3::text IS NULL THEN 0
                   ELSE (SELECT count(*)::int FROM orders WHERE order_date = $2 AND slot_time = $3::time AND status = ANY($4)) END AS booked,
              EXISTS (SELECT 1 FROM orders WHERE user_id = $1 AND payment_method = 'online' AND status = 'pending' AND NOT is_paid AND stripe_session_id IS NOT NULL) AS "awaitingPayment"`,
      [userId, date, slotTime ?? null, SLOT_HOLDING_STATUSES],
      (rows) => rows[0] as { booked: number; awaitingPayment: boolean },
    );
  }

  /** The account's online orders still pending and unpaid, oldest first. */
  findOnlineOrdersAwaitingPayment(userId: string): Promise<Order[]> {
    return this.dataSource.getRepository(Order).find({ where: { userId, paymentMethod: 'online', status: 'pending', isPaid: false }, order: { createdAt: 'ASC' } });
  }

  async countSlotHoldingOrdersInSlot(manager: EntityManager, date: string, time: string): Promise<number> {
    const [{ count }]: { count: number }[] = await manager.query(
      'SELECT count(*)::int AS count FROM orders WHERE order_date = $1 AND slot_time = $2 AND status = ANY($3)',
      [date, time, SLOT_HOLDING_STATUSES],
    );
    return count;
  }

  /**
   * The slot-locked insert (the order, its lines and its units, then `holdSlot`), for a caller
   * with little to write after it. A refusal leaves the order written: the caller throws, and its
   * transaction is rolled back.
   */
  async insertOrderWithinSlotCapacity(
    manager: EntityManager,
    order: NewOrder,
    items: NewOrderItem[],
    capacity: number,
    uses: readonly StationUse[] = [],
    stations: readonly StationRoom[] = [],
    stationLimits = true,
  ): Promise<SlotInsert> {
    const placed = await this.insertOrderAndUses(manager, order, items, uses, stations);
    const full = await this.holdSlot(manager, placed, capacity, stations, stationLimits);
    return full ?? { order: placed.order };
  }

  /**
   * Writes the order, its lines and the units it takes of each kitchen station (issue 28; a station
   * deleted since the menu was read is left out), with no lock: nobody else sees them before the
   * commit. `holdSlot` decides, last, whether they may be committed.
   */
  async insertOrderAndUses(manager: EntityManager, order: NewOrder, items: NewOrderItem[], uses: readonly StationUse[] = [], stations: readonly StationRoom[] = []): Promise<PlacedOrder> {
    const needs = uses.filter((use) => stations.some((station) => station.id === use.stationId));
    const saved = await this.insertOrderWithItems(manager, order, items);
    await this.insertStationUses(manager, saved.id, needs);
    return { order: saved, needs };
  }

  /**
   * The slot's capacity, checked last in the placement's transaction (issue 30): takes the slot's
   * lock, then counts the orders holding the slot and the units they take of each station, this
   * order's own (written, not committed) among them. Null when it fits; else what is full, and the
   * caller throws so that its transaction is rolled back. Concurrent placements of one slot wait on
   * the lock one at a time until each one's transaction ends, each counting what was committed
   * before it (READ COMMITTED: the count is a statement after the lock's), so both limits hold.
   * The lock is held only from here to the commit: everything else is written before it.
   * `capacity` and `stationLimits` Infinity/false: staff taking an order into a full slot anyway.
   */
  async holdSlot(manager: EntityManager, placed: PlacedOrder, capacity: number, stations: readonly StationRoom[], stationLimits = true): Promise<SlotRefusal | null> {
    const [lock, use] = this.slotHoldStatements(placed, stationLimits);
    await runStatement(manager, lock);
    return slotRefusal(await runStatement(manager, use), placed, capacity, stations);
  }

  /**
   * `holdSlot`'s two statements, for a transaction sent in batches (Place Order, issue 30): the
   * slot's lock, then, in a statement of its own so that it sees what committed while it waited,
   * the orders holding the slot and, with stations to check, the units they take of each.
   */
  slotHoldStatements({ order, needs }: PlacedOrder, stationLimits = true): [Statement<void>, Statement<SlotUse>] {
    const lock = slotLockStatement(order.orderDate, order.slotTime);
    const values = [order.orderDate, order.slotTime, SLOT_HOLDING_STATUSES];
    if (!(stationLimits && needs.length > 0)) {
      return [lock, statement('SELECT count(*)::int AS count FROM orders WHERE order_date = $1 AND slot_time = $2 AND status = ANY($3)', values, (rows) => ({ count: rows[0].count as number, taken: null }))];
    }
    const use = statement(
      `SELECT (SELECT count(*)::int FROM orders WHERE order_date = $1 AND slot_time = $2 AND status = ANY($3)) AS count,
              coalesce((SELECT json_object_agg(station_id, units)
                          FROM (SELECT u.station_id, sum(u.units)::int AS units
                                  FROM order_station_uses u JOIN orders o ON o.id = u.order_id
                                 WHERE o.order_date = $1 AND o.slot_time = $2 AND o.status = ANY($3)
                                 GROUP BY u.station_id) per_station), '{}') AS taken`,
      values,
      (rows) => ({ count: rows[0].count as number, taken: new Map(Object.entries(rows[0].taken as Record<string, number>)) }),
    );
    return [lock, use];
  }

  /** An order's units per station, as a correction leaves them. */
  async replaceStationUses(manager: EntityManager, orderId: string, uses: readonly StationUse[]): Promise<void> {
    await manager.getRepository(OrderStationUse).delete({ orderId });
    await this.insertStationUses(manager, orderId, uses);
  }

  /**
   * The units an order takes. A station deleted in the instant since its list was read fails the
   * foreign key: the whole placement is refused with words to try again, and nothing is written.
   */
  private async insertStationUses(manager: EntityManager, orderId: string, uses: readonly StationUse[]): Promise<void> {
    if (uses.length === 0) return;
    try {
      await manager.getRepository(OrderStationUse).insert(uses.map((use) => ({ orderId, stationId: use.stationId, units: use.units })));
    } catch (error) {
      if (isPostgresError(error, PostgresErrorCode.ForeignKeyViolation)) throw OrdersException.kitchenChanged();
      throw error;
    }
  }

  /** Units slot-holding orders take of each station per date and slot, dates from..to inclusive (the Time tab). */
  stationUnitsByDateAndSlot(from: string, to: string): Promise<{ date: string; time: string; stationId: string; units: number }[]> {
    return this.dataSource.query(
      `SELECT to_char(o.order_date, 'YYYY-MM-DD') AS "date", to_char(o.slot_time, 'HH24:MI') AS "time", u.station_id AS "stationId", sum(u.units)::int AS units
         FROM order_station_uses u JOIN orders o ON o.id = u.order_id
        WHERE o.order_date BETWEEN $1 AND $2 AND o.status = ANY($3)
        GROUP BY o.order_date, o.slot_time, u.station_id`,
      [from, to, SLOT_HOLDING_STATUSES],
    );
  }

  /** A day's units per slot ('HH:MM') and station, of the orders holding their slots (the slot listing, the kitchen's load). */
  async stationUnitsByTime(date: string): Promise<Map<string, Map<string, number>>> {
    const rows: { time: string; stationId: string; units: number }[] = await this.dataSource.query(
      `SELECT to_char(o.slot_time, 'HH24:MI') AS time, u.station_id AS "stationId", sum(u.units)::int AS units
         FROM order_station_uses u JOIN orders o ON o.id = u.order_id
        WHERE o.order_date = $1 AND o.status = ANY($2)
        GROUP BY o.slot_time, u.station_id`,
      [date, SLOT_HOLDING_STATUSES],
    );
    const byTime = new Map<string, Map<string, number>>();
    for (const row of rows) byTime.set(row.time, (byTime.get(row.time) ?? new Map<string, number>()).set(row.stationId, row.units));
    return byTime;
  }

  /**
   * The statements writing a new order (`newOrderEntity`), its lines and the units it takes of each
   * kitchen station, for a transaction sent in batches. A station deleted meanwhile fails the last
   * one's foreign key: see `isStationGone`.
   */
  insertOrderStatements(order: Order, needs: readonly StationUse[]): Statement<void>[] {
    const { items = [], ...row } = order;
    const none = () => undefined;
    const statements = [insertStatement(this.dataSource, Order, row, none), insertStatement(this.dataSource, OrderItem, items, none)];
    if (needs.length > 0) statements.push(insertStatement(this.dataSource, OrderStationUse, needs.map((use) => ({ orderId: order.id, stationId: use.stationId, units: use.units })), none));
    return statements;
  }

  async nextOrderSequenceValue(manager: EntityManager): Promise<string> {
    const [{ value }]: { value: string }[] = await manager.query(`SELECT nextval('order_number_seq')::text AS value`);
    return value;
  }

  async insertOrderWithItems(manager: EntityManager, order: NewOrder, items: NewOrderItem[]): Promise<Order> {
    const saved = await manager.getRepository(Order).save(manager.getRepository(Order).create(order));
    const savedItems = await manager.getRepository(OrderItem).save(items.map((item) => manager.getRepository(OrderItem).create({ ...item, orderId: saved.id })));
    saved.items = savedItems;
    return saved;
  }

  /** The order, row-locked until the transaction ends (every payment path goes through this). */
  lockOrder(manager: EntityManager, id: string): Promise<Order | null> {
    return manager.getRepository(Order).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async updateOrder(
    manager: EntityManager,
    id: string,
    patch: Partial<Pick<Order, 'status' | 'isPaid' | 'paidAt' | 'stripeSessionId' | 'stripeSessionExpiresAt' | 'attentionReason' | 'stripeRefundId'>>,
  ): Promise<void> {
    await manager.getRepository(Order).update({ id }, patch);
  }

  findWithItems(id: string, manager?: EntityManager): Promise<Order | null> {
    return this.manager(manager)
      .getRepository(Order)
      .findOne({ where: { id }, relations: { items: true } });
  }

  findByStripeSessionId(sessionId: string): Promise<Order | null> {
    return this.dataSource.getRepository(Order).findOne({ where: { stripeSessionId: sessionId }, relations: { items: true } });
  }

  findById(id: string): Promise<Order | null> {
    return this.dataSource.getRepository(Order).findOneBy({ id });
  }

  /** A customer's orders, newest first, with their items. */
  /** The order with its items, or null. */
  findOrderWithItems(id: string): Promise<Order | null> {
    return this.dataSource.getRepository(Order).findOne({ where: { id }, relations: { items: true } });
  }

  /** The order with its items when it is this user's; null for another's order, as for none. */
  findOrderOfUserWithItems(id: string, userId: string): Promise<Order | null> {
    return this.dataSource.getRepository(Order).findOne({ where: { id, userId }, relations: { items: true } });
  }

  /** Whose order it is (null: taken by staff without an account), or undefined when there is no such order. */
  async findOwnerOf(id: string): Promise<string | null | undefined> {
    const row = await this.dataSource.getRepository(Order).findOne({ where: { id }, select: { id: true, userId: true } });
    return row ? row.userId : undefined;
  }

  findOrdersOfUser(userId: string, limit: number): Promise<Order[]> {
    return this.dataSource.getRepository(Order).find({
      where: { userId },
      relations: { items: true },
      order: { createdAt: 'DESC' },
      take: limit,
    });
  }

  /** Orders placed in [start, end), oldest first, with their items (the operators' CSV export). */
  findOrdersPlacedBetween(start: Date, end: Date): Promise<Order[]> {
    return this.dataSource.getRepository(Order).find({
      where: { createdAt: And(MoreThanOrEqual(start), LessThan(end)) },
      relations: { items: true },
      order: { createdAt: 'ASC', orderNumber: 'ASC', items: { createdAt: 'ASC', itemName: 'ASC', id: 'ASC' } },
    });
  }

  /**
   * One page of the online orders still waiting for payment whose Checkout Session should be
   * over: expired before `expiredBefore`, or never created (the api stopped between the order and
   * the session) by `createdBefore`. Oldest first, after `after`, so that the caller pages through
   * all of them. Orders flagged for staff (e.g. an amount mismatch) are left to staff.
   */
  findLostOnlineCheckouts(expiredBefore: Date, createdBefore: Date, limit: number, after: OrderCursor | null): Promise<Order[]> {
    // Keyset on the creation time to the millisecond (what a JS Date holds) and the id.
    const createdMs = `date_trunc('milliseconds', o.createdAt)`;
    const query = this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .where(`o.status = 'pending' AND o.paymentMethod = 'online' AND NOT o.isPaid AND o.attentionReason IS NULL`)
      .andWhere('(o.stripeSessionExpiresAt < :expiredBefore OR (o.stripeSessionId IS NULL AND o.createdAt < :createdBefore))', { expiredBefore, createdBefore })
      .orderBy(createdMs, 'ASC')
      .addOrderBy('o.id', 'ASC')
      .limit(limit);
    if (after) query.andWhere(`(${createdMs}, o.id) > (:afterCreatedAt, :afterId)`, { afterCreatedAt: after.createdAt, afterId: after.id });
    return query.getMany();
  }
}
