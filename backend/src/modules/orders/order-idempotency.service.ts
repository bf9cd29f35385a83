import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { entityReader, type Statement, statement } from '../../infra/database/statement-batch.js';
import { AppException } from '../../infra/http/app.exception.js';
import { IDEMPOTENCY_KEY_TTL_HOURS } from './domain/order-placement-limits.js';
import type { PlaceOrderResponseDto } from './dto/order-response.dto.js';
import { OrderIdempotencyKey, type StoredPlaceOrderResponse } from './entities/order-idempotency-key.entity.js';
import { OrdersException } from './orders.exception.js';

/**
 * Place Order's Idempotency-Key (issue 9, double submit): the first request with a key claims it
 * in the transaction that creates the order (under the account's placement lock) with its answer
 * when known (else stored once known); a repeat within IDEMPOTENCY_KEY_TTL_HOURS replays that answer and never places again.
 */
@Injectable()
export class OrderIdempotencyService {
  constructor(private readonly dataSource: DataSource) {}

  /** The request's fingerprint: the same key with another body is refused rather than replayed. */
  fingerprint(input: unknown): string {
    return createHash('sha256').update(JSON.stringify(input)).digest('hex');
  }

  /** The key's row while it is fresh (null when new here, or its day is over), as a statement; `replayOf` reads it on. */
  freshKeyStatement(userId: string, key: string, now: DateTime): Statement<OrderIdempotencyKey | null> {
    const rows = entityReader(this.dataSource, OrderIdempotencyKey);
    return statement('SELECT * FROM order_idempotency_keys WHERE user_id = $1 AND key = $2', [userId, key], (found) => {
      const [row] = rows(found);
      return row && row.createdAt.getTime() > now.minus({ hours: IDEMPOTENCY_KEY_TTL_HOURS }).toMillis() ? row : null;
    });
  }

  /**
   * Under the account's lock, once the key was found unused: takes it for this request with the
   * order it placed, and the answer when it is known already (pay later), as one statement that
   * replaces a row whose day is over. Sent after the order's insert (the row refers to it).
   */
  claimStatement(userId: string, key: string, requestHash: string, now: DateTime, orderId: string, answer: PlaceOrderResponseDto | null): Statement<void> {
    const response: StoredPlaceOrderResponse | null = answer ? { body: JSON.parse(JSON.stringify(answer)) as Record<string, unknown> } : null;
    return statement(
      `INSERT INTO order_idempotency_keys (user_id, key, request_hash, order_id, response, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, order_id = EXCLUDED.order_id, response = EXCLUDED.response, created_at = EXCLUDED.created_at`,
      [userId, key, requestHash, orderId, response === null ? null : JSON.stringify(response), now.toJSDate()],
      () => undefined,
    );
  }

  async saveAnswer(userId: string, key: string, answer: PlaceOrderResponseDto): Promise<void> {
    await this.save(userId, key, { body: JSON.parse(JSON.stringify(answer)) as Record<string, unknown> });
  }

  /** The order exists but the request failed (the payment session could not be created): a repeat gets the same error. */
  async saveError(userId: string, key: string, error: AppException): Promise<void> {
    await this.save(userId, key, { error: { code: error.code, message: error.message, status: error.status, details: error.details } });
  }

  private async save(userId: string, key: string, response: StoredPlaceOrderResponse): Promise<void> {
    await this.dataSource.query('UPDATE order_idempotency_keys SET response = $3 WHERE user_id = $1 AND key = $2', [userId, key, JSON.stringify(response)]);
  }
}

/**
 * The answer to give again for a fresh key's row, or null when there is none. Throws
 * IDEMPOTENCY_KEY_REUSED for another body and ORDER_IN_PROGRESS while the first is unanswered.
 */
export function replayOf(earlier: OrderIdempotencyKey | null, requestHash: string): PlaceOrderResponseDto | null {
  if (!earlier) return null;
  if (earlier.requestHash !== requestHash) throw OrdersException.idempotencyKeyReused();
  if (!earlier.response) throw OrdersException.orderInProgress();
  if ('error' in earlier.response) {
    const { code, message, status, details } = earlier.response.error;
    throw new OrdersException(code, message, status, details);
  }
  return earlier.response.body as unknown as PlaceOrderResponseDto;
}
