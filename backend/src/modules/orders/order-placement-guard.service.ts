import { Injectable } from '@nestjs/common';
import type { DateTime } from 'luxon';
import type { EntityManager } from 'typeorm';
import type { AppException } from '../../infra/http/app.exception.js';
import { RateLimiterService } from '../../infra/redis/rate-limiter.service.js';
import { isValidIdempotencyKey, PLACE_ORDER_LIMITS } from './domain/order-placement-limits.js';
import type { CreateOrderDto } from './dto/create-order.dto.js';
import type { PlaceOrderResponseDto } from './dto/order-response.dto.js';
import { OrderIdempotencyService } from './order-idempotency.service.js';
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
 * is claimed under the account's lock, so two requests with one key place one order.
 */
@Injectable()
export class OrderPlacementGuard {
  constructor(
    private readonly idempotency: OrderIdempotencyService,
    private readonly limiter: RateLimiterService,
  ) {}

  /** The first answer for a repeated key, or the ticket to place with. */
  async admit(customerId: string, input: CreateOrderDto, request: { ip: string; idempotencyKey?: string }, now: DateTime): Promise<{ replay: PlaceOrderResponseDto } | { ticket: PlacementTicket }> {
    const key = request.idempotencyKey ?? null;
    if (key !== null && !isValidIdempotencyKey(key)) throw OrdersException.invalidIdempotencyKey();
    const ticket = { customerId, key, requestHash: this.idempotency.fingerprint(input) };
    if (key !== null) {
      const replay = await this.idempotency.findReplay(customerId, key, ticket.requestHash, now);
      if (replay) return { replay };
    }
    for (const [rule, subject] of [
      [PLACE_ORDER_LIMITS.perAccount, customerId],
      [PLACE_ORDER_LIMITS.perIp, request.ip],
    ] as const) {
      const result = await this.limiter.hit(rule, subject);
      if (!result.allowed) throw OrdersException.tooManyOrders(result.retryAfterSeconds);
    }
    return { ticket };
  }

  /** Under the account's lock: the answer of a concurrent request with the same key that got there first, else the key is ours. */
  async claim(manager: EntityManager, ticket: PlacementTicket, now: DateTime): Promise<PlaceOrderResponseDto | null> {
    if (ticket.key === null) return null;
    const replay = await this.idempotency.findReplay(ticket.customerId, ticket.key, ticket.requestHash, now, manager);
    if (replay) return replay;
    await this.idempotency.claim(manager, ticket.customerId, ticket.key, ticket.requestHash, now);
    return null;
  }

  async attachOrder(manager: EntityManager, ticket: PlacementTicket, orderId: string): Promise<void> {
    if (ticket.key !== null) await this.idempotency.attachOrder(manager, ticket.customerId, ticket.key, orderId);
  }

  /** Keeps the answer for the key's repeats (in the placement's transaction when a manager is given). */
  async saveAnswer(ticket: PlacementTicket, answer: PlaceOrderResponseDto, manager?: EntityManager): Promise<void> {
    if (ticket.key !== null) await this.idempotency.saveAnswer(ticket.customerId, ticket.key, answer, manager);
  }

  async saveError(ticket: PlacementTicket, error: AppException): Promise<void> {
    if (ticket.key !== null) await this.idempotency.saveError(ticket.customerId, ticket.key, error);
  }
}
