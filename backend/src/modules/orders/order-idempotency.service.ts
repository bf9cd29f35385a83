import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { DateTime } from 'luxon';
import { DataSource, type EntityManager } from 'typeorm';
import { AppException } from '../../infra/http/app.exception.js';
import { IDEMPOTENCY_KEY_TTL_HOURS } from './domain/order-placement-limits.js';
import type { PlaceOrderResponseDto } from './dto/order-response.dto.js';
import { OrderIdempotencyKey, type StoredPlaceOrderResponse } from './entities/order-idempotency-key.entity.js';
import { OrdersException } from './orders.exception.js';

/**
 * Place Order's Idempotency-Key (issue 9, double submit): the first request with a key claims it
 * in the transaction that creates the order (under the account's placement lock) and stores its
 * answer; a repeat within IDEMPOTENCY_KEY_TTL_HOURS replays that answer and never places again.
 */
@Injectable()
export class OrderIdempotencyService {
  constructor(private readonly dataSource: DataSource) {}

  /** The request's fingerprint: the same key with another body is refused rather than replayed. */
  fingerprint(input: unknown): string {
    return createHash('sha256').update(JSON.stringify(input)).digest('hex');
  }

  /**
   * The answer to give again, or null when the key is new here (or its day is over). Throws
   * IDEMPOTENCY_KEY_REUSED for another body and ORDER_IN_PROGRESS while the first is unanswered.
   */
  async findReplay(userId: string, key: string, requestHash: string, now: DateTime, manager?: EntityManager): Promise<PlaceOrderResponseDto | null> {
    const earlier = await this.findFresh(userId, key, now, manager);
    if (!earlier) return null;
    if (earlier.requestHash !== requestHash) throw OrdersException.idempotencyKeyReused();
    if (!earlier.response) throw OrdersException.orderInProgress();
    if ('error' in earlier.response) {
      const { code, message, status, details } = earlier.response.error;
      throw new OrdersException(code, message, status, details);
    }
    return earlier.response.body as unknown as PlaceOrderResponseDto;
  }

  /** Inside the placing transaction, once the account is locked and the key found unused: takes it for this request. */
  async claim(manager: EntityManager, userId: string, key: string, requestHash: string, now: DateTime): Promise<void> {
    const repository = manager.getRepository(OrderIdempotencyKey);
    await repository.delete({ userId, key });
    await repository.insert({ userId, key, requestHash, orderId: null, response: null, createdAt: now.toJSDate() });
  }

  async attachOrder(manager: EntityManager, userId: string, key: string, orderId: string): Promise<void> {
    await manager.getRepository(OrderIdempotencyKey).update({ userId, key }, { orderId });
  }

  async saveAnswer(userId: string, key: string, answer: PlaceOrderResponseDto, manager?: EntityManager): Promise<void> {
    await this.save(userId, key, { body: JSON.parse(JSON.stringify(answer)) as Record<string, unknown> }, manager);
  }

  /** The order exists but the request failed (the payment session could not be created): a repeat gets the same error. */
  async saveError(userId: string, key: string, error: AppException): Promise<void> {
    await this.save(userId, key, { error: { code: error.code, message: error.message, status: error.status, details: error.details } });
  }

  private async save(userId: string, key: string, response: StoredPlaceOrderResponse, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).query('UPDATE order_idempotency_keys SET response = $3 WHERE user_id = $1 AND key = $2', [userId, key, JSON.stringify(response)]);
  }

  private async findFresh(userId: string, key: string, now: DateTime, manager?: EntityManager): Promise<OrderIdempotencyKey | null> {
    const row = await (manager ?? this.dataSource.manager).getRepository(OrderIdempotencyKey).findOneBy({ userId, key });
    if (!row) return null;
    return row.createdAt.getTime() > now.minus({ hours: IDEMPOTENCY_KEY_TTL_HOURS }).toMillis() ? row : null;
  }
}
