import { Injectable } from '@nestjs/common';
import { And, DataSource, type EntityManager, IsNull, LessThan, MoreThanOrEqual } from 'typeorm';
import { SLOT_HOLDING_STATUSES } from './domain/order-status.js';
import { OrderItem } from './entities/order-item.entity.js';
import { Order } from './entities/order.entity.js';

/** Namespace of the slot capacity advisory locks (any constant; only has to be the same everywhere). */
const SLOT_LOCK_NAMESPACE = 4_711_006;

export type NewOrder = Omit<Order, 'id' | 'createdAt' | 'updatedAt' | 'items' | 'user'>;
export type NewOrderItem = Omit<OrderItem, 'id' | 'orderId' | 'order' | 'createdAt' | 'menuItem' | 'option'>;

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

  /**
   * Serialises every checkout of one date and slot until the transaction ends, so that counting
   * the slot and inserting the order cannot interleave with another checkout of the same slot.
   */
  async lockSlot(manager: EntityManager, date: string, time: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SLOT_LOCK_NAMESPACE, `${date} ${time}`]);
  }

  async countSlotHoldingOrdersInSlot(manager: EntityManager, date: string, time: string): Promise<number> {
    const [{ count }]: { count: number }[] = await manager.query(
      'SELECT count(*)::int AS count FROM orders WHERE order_date = $1 AND slot_time = $2 AND status = ANY($3)',
      [date, time, SLOT_HOLDING_STATUSES],
    );
    return count;
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

  async updateOrder(manager: EntityManager, id: string, patch: Partial<Pick<Order, 'status' | 'isPaid' | 'paidAt' | 'stripeSessionId' | 'stripeSessionExpiresAt' | 'attentionReason'>>): Promise<void> {
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
   * Online orders still waiting for payment whose Checkout Session should be over: expired
   * before `expiredBefore`, or never created (the api stopped between the order and the session)
   * by `createdBefore`.
   */
  findLostOnlineCheckouts(expiredBefore: Date, createdBefore: Date, limit: number): Promise<Order[]> {
    const base = { status: 'pending' as const, paymentMethod: 'online' as const, isPaid: false };
    return this.dataSource.getRepository(Order).find({
      where: [
        { ...base, stripeSessionExpiresAt: LessThan(expiredBefore) },
        { ...base, stripeSessionId: IsNull(), createdAt: LessThan(createdBefore) },
      ],
      order: { createdAt: 'ASC' },
      take: limit,
    });
  }
}
