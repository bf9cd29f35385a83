import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull, Not } from 'typeorm';
import { SLOT_HOLDING_STATUSES } from './domain/order-status.js';
import { CLOSED_ORDER_STATUSES } from './domain/staff-orders.js';
import { OrderItem } from './entities/order-item.entity.js';
import { Order } from './entities/order.entity.js';

/** What the history search matches; the same expression as the trigram index orders_search_trgm_idx. */
const ORDER_SEARCH_EXPRESSION = `(order_number || ' ' || customer_name || ' ' || customer_email)`;

/** The staff side's queries over orders: day list, badge count, history search, attention, delete. */
@Injectable()
export class AdminOrdersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The order, row-locked until the transaction ends (every staff change goes through this). */
  lockOrder(manager: EntityManager, id: string): Promise<Order | null> {
    return manager.getRepository(Order).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async updateOrder(manager: EntityManager, id: string, patch: Partial<Pick<Order, 'status' | 'isPaid' | 'paidAt' | 'paidWith' | 'advancedFrom' | 'advancedAt' | 'driverUserId' | 'driverName'>>): Promise<void> {
    await manager.getRepository(Order).update({ id }, patch);
  }

  findWithItems(id: string, manager?: EntityManager): Promise<Order | null> {
    return (manager ?? this.dataSource.manager).getRepository(Order).findOne({ where: { id }, relations: { items: true, refunds: true } });
  }

  /**
   * The orders for a restaurant-local date (the day they are for, not the day they were placed), by
   * slot and then as placed, with their items (the admin day list, SPEC section 7; issue 28).
   */
  findOrdersForDay(orderDate: string): Promise<Order[]> {
    return this.dataSource.getRepository(Order).find({
      where: { orderDate },
      relations: { items: true, refunds: true },
      order: { slotTime: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** The orders for a date that are neither completed nor abandoned (the navigation badge). */
  async countOpenOrdersForDay(orderDate: string): Promise<number> {
    const [{ count }]: { count: number }[] = await this.dataSource.query(
      'SELECT count(*)::int AS count FROM orders WHERE order_date = $1 AND status <> ALL($2)',
      [orderDate, CLOSED_ORDER_STATUSES],
    );
    return count;
  }

  /** How many open orders each date in [from, to] has, by date; dates with none are left out. */
  countOpenOrdersPerDay(from: string, to: string): Promise<{ date: string; count: number }[]> {
    return this.dataSource.query(
      `SELECT to_char(order_date, 'YYYY-MM-DD') AS "date", count(*)::int AS "count"
         FROM orders WHERE order_date BETWEEN $1 AND $2 AND status <> ALL($3)
        GROUP BY order_date ORDER BY order_date`,
      [from, to, CLOSED_ORDER_STATUSES],
    );
  }

  /**
   * One page of the order history, newest first, and how many orders match. `pattern` is an ILIKE
   * pattern over the expression the trigram index covers, so PostgreSQL finds the rows itself.
   */
  async searchOrders(pattern: string | null, offset: number, limit: number): Promise<{ orders: Order[]; total: number }> {
    const where = pattern === null ? 'TRUE' : `${ORDER_SEARCH_EXPRESSION} ILIKE $1`;
    const params = pattern === null ? [] : [pattern];
    const [{ total }]: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM orders WHERE ${where}`, params);
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    if (rows.length === 0) return { orders: [], total };
    const orders = await this.dataSource.getRepository(Order).find({ where: { id: In(rows.map((row) => row.id)) }, relations: { items: true, refunds: true } });
    const position = new Map(rows.map((row, index) => [row.id, index]));
    return { orders: orders.sort((a, b) => position.get(a.id)! - position.get(b.id)!), total };
  }

  /** The page query of a search, for EXPLAIN ANALYZE in tests ($1 pattern, $2 limit, $3 offset). */
  static readonly SEARCH_PAGE_SQL = `SELECT id FROM orders WHERE ${ORDER_SEARCH_EXPRESSION} ILIKE $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`;
  static readonly SEARCH_COUNT_SQL = `SELECT count(*)::int AS total FROM orders WHERE ${ORDER_SEARCH_EXPRESSION} ILIKE $1`;

  /** Orders a person must look at and nobody has dismissed yet, newest first. */
  findOrdersNeedingAttention(limit: number): Promise<Order[]> {
    return this.dataSource.getRepository(Order).find({
      where: { attentionReason: Not(IsNull()), attentionDismissedAt: IsNull() },
      order: { createdAt: 'DESC' },
      take: limit,
    });
  }

  findByIds(ids: string[]): Promise<Order[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.dataSource.getRepository(Order).findBy({ id: In(ids) });
  }

  /**
   * Puts an order (locked by the caller) on the needs-attention list with `note`: after the reason
   * already showing, if any; a dismissed one is replaced and the order shows again.
   */
  async flagForAttention(manager: EntityManager, id: string, note: string): Promise<void> {
    const order = await manager.getRepository(Order).findOneByOrFail({ id });
    const showing = order.attentionReason && !order.attentionDismissedAt ? order.attentionReason : null;
    await manager.getRepository(Order).update({ id }, { attentionReason: showing ? `${showing} ${note}` : note, attentionDismissedAt: null, attentionDismissedBy: null });
  }

  /** The order's lines, in the caller's transaction. */
  findItems(manager: EntityManager, orderId: string): Promise<OrderItem[]> {
    return manager.getRepository(OrderItem).findBy({ orderId });
  }

  /** Takes an order off the needs-attention list (its reason and failed e-mails up to now). */
  async dismissAttention(id: string, staffId: string, at: Date): Promise<void> {
    await this.dataSource.getRepository(Order).update({ id }, { attentionDismissedAt: at, attentionDismissedBy: staffId });
  }

  /** Deletes the items, then the order, in the caller's transaction; false when the order was not there. */
  async deleteOrderWithItems(manager: EntityManager, id: string): Promise<boolean> {
    await manager.getRepository(OrderItem).delete({ orderId: id });
    const result = await manager.getRepository(Order).delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /** The collection orders of a restaurant-local date that still hold their slot, by slot (the collection board). */
  findCollectionOrdersOn(orderDate: string): Promise<Pick<Order, 'orderNumber' | 'status' | 'deliveryType' | 'paymentMethod' | 'isPaid'>[]> {
    return this.dataSource.getRepository(Order).find({
      select: { orderNumber: true, status: true, deliveryType: true, paymentMethod: true, isPaid: true, slotTime: true, createdAt: true },
      where: { orderDate, deliveryType: 'collection', status: In([...SLOT_HOLDING_STATUSES]) },
      order: { slotTime: 'ASC', createdAt: 'ASC' },
    });
  }
}
