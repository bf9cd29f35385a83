import { Injectable } from '@nestjs/common';
import type { DateTime } from 'luxon';
import type { Statement } from '../../infra/database/statement-batch.js';
import type { AppException } from '../../infra/http/app.exception.js';
import { RateLimiterService } from '../../infra/redis/rate-limiter.service.js';
import { isValidIdempotencyKey, PLACE_ORDER_LIMITS } from './domain/order-placement-limits.js';
import type { CreateOrderDto } from './dto/create-order.dto.js';
import type { PlaceOrderResponseDto } from './dto/order-response.dto.js';
import type { OrderIdempotencyKey } from './entities/order-idempotency-key.entity.js';
import { OrderIdempotencyService, replayOf } from './order-idempotency.service.js';
import { OrdersException } from './orders.exception.js';

/** One placement's Idempotency-Key (null without one) and the fingerprint of its body. */
export interface PlacementTicket {
  customerId: string;
  key: string | null;
  requestHash: string;
}

/**
 * The guards in front of Place Order (issue 9): a repeated Idempotency-Key gets the first answer,
 * placements are rate limited per account and per IP. Inside the placement's transaction the key
 * is read again under the account's lock and claimed with the order, so two requests with one key
 * place one order. Its reads and writes are statements sent with the placement's own (issue 30).
 */
@Injectable()
export class OrderPlacementGuard {
  constructor(
    private readonly idempotency: OrderIdempotencyService,
    private readonly limiter: RateLimiterService,
  ) {}

  /** The placement's ticket: its key (refused when malformed) and the fingerprint of its body. */
  ticket(customerId: string, input: CreateOrderDto, request: { idempotencyKey?: string }): PlacementTicket {
    const key = request.idempotencyKey ?? null;
    if (key !== null && !isValidIdempotencyKey(key)) throw OrdersException.invalidIdempotencyKey();
    return { customerId, key, requestHash: this.idempotency.fingerprint(input) };
  }

  /** The read of the ticket's key while it is fresh, sent with Place Order's other reads; null without a key. */
  keyStatement(ticket: PlacementTicket, now: DateTime): Statement<OrderIdempotencyKey | null> | null {
    return ticket.key === null ? null : this.idempotency.freshKeyStatement(ticket.customerId, ticket.key, now);
  }

  /** The first answer for a repeated key (its row as read), else the rate limits: throws when one is reached. */
  async admit(ticket: PlacementTicket, earlier: OrderIdempotencyKey | null, ip: string): Promise<PlaceOrderResponseDto | null> {
    const replay = replayOf(earlier, ticket.requestHash);
    if (replay) return replay;
    // Both limits in one round trip to Redis.
    const refused = (
      await this.limiter.hitAll([
        [PLACE_ORDER_LIMITS.perAccount, ticket.customerId],
        [PLACE_ORDER_LIMITS.perIp, ip],
      ])
    ).find((result) => !result.allowed);
    if (refused) throw OrdersException.tooManyOrders(refused.retryAfterSeconds);
    return null;
  }

  /** Under the account's lock: the answer of a concurrent request with the same key that got there first (its row read under the lock), else null and the key is ours to claim. */
  replayUnderLock(ticket: PlacementTicket, earlier: OrderIdempotencyKey | null): PlaceOrderResponseDto | null {
    return replayOf(earlier, ticket.requestHash);
  }

  /** The key taken for the order placed (with the answer when known), sent with the order's writes; null without a key. */
  claimStatement(ticket: PlacementTicket, now: DateTime, orderId: string, answer: PlaceOrderResponseDto | null): Statement<void> | null {
    return ticket.key === null ? null : this.idempotency.claimStatement(ticket.customerId, ticket.key, ticket.requestHash, now, orderId, answer);
  }

  /** Keeps the answer for the key's repeats (in the placement's transaction when a manager is given). */
  async saveAnswer(ticket: PlacementTicket, answer: PlaceOrderResponseDto): Promise<void> {
    if (ticket.key !== null) await this.idempotency.saveAnswer(ticket.customerId, ticket.key, answer);
  }

  async saveError(ticket: PlacementTicket, error: AppException): Promise<void> {
    if (ticket.key !== null) await this.idempotency.saveError(ticket.customerId, ticket.key, error);
  }
}
