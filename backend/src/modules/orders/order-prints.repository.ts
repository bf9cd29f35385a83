import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OrderPrint, type PrintReason } from './entities/order-print.entity.js';

/** A print that failed after its last attempt and still needs a person. */
export interface FailedPrintRow {
  printId: string;
  orderId: string;
  lastError: string | null;
  failedAt: Date;
}

/** Queries for order_prints (the kitchen printer's prints). */
@Injectable()
export class OrderPrintsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The order's automatic print for this reason, if it has none yet: its id, or null when one exists (a repeated event). */
  async insertAutomaticPrint(orderId: string, reason: Exclude<PrintReason, 'again'>): Promise<string | null> {
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO order_prints (order_id, reason) VALUES ($1, $2)
       ON CONFLICT (order_id, reason) WHERE reason <> 'again' DO NOTHING RETURNING id`,
      [orderId, reason],
    );
    return rows[0]?.id ?? null;
  }

  async insertReprint(orderId: string, requestedBy: string): Promise<string> {
    const rows: { id: string }[] = await this.dataSource.query(`INSERT INTO order_prints (order_id, reason, requested_by) VALUES ($1, 'again', $2) RETURNING id`, [
      orderId,
      requestedBy,
    ]);
    return rows[0].id;
  }

  findById(id: string): Promise<OrderPrint | null> {
    return this.dataSource.getRepository(OrderPrint).findOneBy({ id });
  }

  findByOrder(orderId: string): Promise<OrderPrint[]> {
    return this.dataSource.getRepository(OrderPrint).find({ where: { orderId }, order: { createdAt: 'ASC' } });
  }

  /** One more attempt at the printer; the error of a failed one is kept. */
  async recordAttempt(id: string, error: string | null): Promise<void> {
    await this.dataSource.query('UPDATE order_prints SET attempts = attempts + 1, last_error = COALESCE($2, last_error) WHERE id = $1', [id, error]);
  }

  async markPrinted(id: string, at: Date): Promise<void> {
    await this.dataSource.query(`UPDATE order_prints SET status = 'printed', printed_at = $2, failed_at = NULL WHERE id = $1`, [id, at]);
  }

  async markFailed(id: string, error: string, at: Date): Promise<void> {
    await this.dataSource.query(`UPDATE order_prints SET status = 'failed', last_error = $2, failed_at = $3 WHERE id = $1`, [id, error, at]);
  }

  /**
   * Failed prints a person must still see, newest first: no later print of the same order came out,
   * and the order was not dismissed from Needs attention after the failure.
   */
  findFailedNeedingAttention(limit: number): Promise<FailedPrintRow[]> {
    return this.dataSource.query(
      `SELECT p.id AS "printId", p.order_id AS "orderId", p.last_error AS "lastError", p.failed_at AS "failedAt"
         FROM order_prints p
         JOIN orders o ON o.id = p.order_id
        WHERE p.status = 'failed'
          AND (o.attention_dismissed_at IS NULL OR o.attention_dismissed_at < p.failed_at)
          AND NOT EXISTS (
            SELECT 1 FROM order_prints later
             WHERE later.order_id = p.order_id AND later.status = 'printed' AND later.created_at > p.created_at)
        ORDER BY p.failed_at DESC
        LIMIT $1`,
      [limit],
    );
  }
}
