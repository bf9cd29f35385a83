import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { entityReader, runStatement, type Statement, statement } from '../../../infra/database/statement-batch.js';
import { CartItem } from '../entities/cart-item.entity.js';
import type { LineKey } from './domain/cart-line.js';

/** Queries for cart_items. Every query is scoped by user, so one user's line id never reaches another's cart. */
@Injectable()
export class CartRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs work in a transaction holding a per-user lock, so two tabs adding at once cannot split a line in two. */
  withUserLock<T>(userId: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockUser(userId, manager);
      return work(manager);
    });
  }

  /** The same per-user lock, taken inside a transaction the caller already runs. */
  async lockUser(userId: string, manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('cart:' || $1))`, [userId]);
  }

  /** In the order they were added. */
  findLines(userId: string, manager: EntityManager = this.dataSource.manager): Promise<CartItem[]> {
    return runStatement(manager, this.linesStatement(userId));
  }

  /** The same read as a statement (Place Order sends it with its other reads, issue 30). */
  linesStatement(userId: string): Statement<CartItem[]> {
    return statement('SELECT * FROM cart_items WHERE user_id = $1 ORDER BY created_at, id', [userId], entityReader(this.dataSource, CartItem));
  }

  findLine(userId: string, lineId: string): Promise<CartItem | null> {
    return this.dataSource.getRepository(CartItem).findOneBy({ id: lineId, userId });
  }

  /** created_at is the statement's time, not the transaction's, so lines merged in one go keep their order. */
  async insertLine(userId: string, line: LineKey & { quantity: number; unitPrice: number }, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(CartItem).insert({ userId, ...line, createdAt: () => 'clock_timestamp()' });
  }

  /** Sets the quantity (and the price snapshot, when given) of one of the user's lines. */
  async setQuantity(userId: string, lineId: string, quantity: number, unitPrice?: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(CartItem).update({ id: lineId, userId }, { quantity, ...(unitPrice !== undefined && { unitPrice }) });
  }

  /** The number of lines deleted (0 when the line is not this user's). */
  async deleteLine(userId: string, lineId: string): Promise<number> {
    return (await this.dataSource.getRepository(CartItem).delete({ id: lineId, userId })).affected ?? 0;
  }

  async deleteLines(userId: string, lineIds: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<void> {
    if (lineIds.length > 0) await manager.getRepository(CartItem).delete({ userId, id: In([...lineIds]) });
  }

  async deleteAll(userId: string): Promise<void> {
    await runStatement(this.dataSource, this.deleteAllStatement(userId));
  }

  deleteAllStatement(userId: string): Statement<void> {
    return statement('DELETE FROM cart_items WHERE user_id = $1', [userId], () => undefined);
  }
}
