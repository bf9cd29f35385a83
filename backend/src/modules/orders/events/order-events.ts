import { EventEmitter } from 'node:events';
import { Injectable, Logger } from '@nestjs/common';
import type { OrderStatus } from '../entities/order.entity.js';

/** What every order event carries: ids and small facts, never the entity. */
export interface OrderEventPayload {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  isPaid: boolean;
}

/** The order events, past tense; emitted after the change is committed. */
export interface OrderEventMap {
  OrderPlaced: OrderEventPayload;
  OrderPaid: OrderEventPayload;
  OrderAbandoned: OrderEventPayload;
  /** Something staff must look at (e.g. payment for an abandoned order); `reason` says what. */
  OrderNeedsAttention: OrderEventPayload & { reason: string };
}

export type OrderEventName = keyof OrderEventMap;

/** A typed, in-process event bus for orders. A failing listener is logged and never fails the emitter. */
@Injectable()
export class OrderEvents {
  private readonly logger = new Logger(OrderEvents.name);
  private readonly emitter = new EventEmitter();

  emit<E extends OrderEventName>(name: E, payload: OrderEventMap[E]): void {
    for (const listener of this.emitter.listeners(name)) {
      try {
        (listener as (payload: OrderEventMap[E]) => void)(payload);
      } catch (error) {
        this.logger.error({ event: name, err: (error as Error).message }, 'order event listener failed');
      }
    }
  }

  on<E extends OrderEventName>(name: E, listener: (payload: OrderEventMap[E]) => void): void {
    this.emitter.on(name, listener);
  }
}
