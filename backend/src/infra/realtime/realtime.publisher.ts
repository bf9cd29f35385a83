import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { createRedisClient } from '../redis/redis-clients.js';
import { socketIoRedisKey } from './socket-io-redis.js';
import {
  ADMIN_NAMESPACE,
  ADMIN_ROOM,
  ORDER_NAMESPACE,
  orderRoom,
  sessionRoom,
  STOREFRONT_NAMESPACE,
  userRoom,
  type AdminServerToClientEvents,
  type OrderServerToClientEvents,
  type StorefrontServerToClientEvents,
} from './socket-events.js';

/** How long shutdown waits for Redis to take the last messages. */
const QUIT_WAIT_MS = 2_000;

/**
 * Sends typed Socket.IO messages from any process (api or worker). It publishes straight to the
 * Redis channels the api's Socket.IO Redis adapter listens on, so every api replica delivers the
 * message to its own sockets: the path is the same whichever process raised the event.
 */
@Injectable()
export class RealtimePublisher implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly admin: Emitter<AdminServerToClientEvents>;
  private readonly storefront: Emitter<StorefrontServerToClientEvents>;
  private readonly order: Emitter<OrderServerToClientEvents>;

  constructor(config: AppConfig) {
    // Its own connection: the shared one adds a key prefix, which must not touch pub/sub channels.
    // The emitter publishes without handling the promise; a 'pubsub' client logs a failure instead.
    this.redis = createRedisClient(config.redisUrl, 'pubsub', 'realtime-publisher');
    const key = socketIoRedisKey(config.redisPrefix);
    this.admin = new Emitter<AdminServerToClientEvents>(this.redis, { key }, ADMIN_NAMESPACE);
    this.storefront = new Emitter<StorefrontServerToClientEvents>(this.redis, { key }, STOREFRONT_NAMESPACE);
    this.order = new Emitter<OrderServerToClientEvents>(this.redis, { key }, ORDER_NAMESPACE);
  }

  /** To every connected administrator, on every api replica. */
  toAdmins<E extends keyof AdminServerToClientEvents>(event: E, ...args: Parameters<AdminServerToClientEvents[E]>): void {
    this.admin.to(ADMIN_ROOM).emit(event, ...args);
  }

  /** Closes every admin socket of the user, on every api replica (sign-out, role change, deletion). */
  disconnectUser(userId: string): void {
    this.admin.in(userRoom(userId)).disconnectSockets(true);
  }

  /** Closes the admin sockets opened with one session (that session was revoked). */
  disconnectSession(sessionId: string): void {
    this.admin.in(sessionRoom(sessionId)).disconnectSockets(true);
  }

  /** To every visitor's page. */
  toStorefront<E extends keyof StorefrontServerToClientEvents>(event: E, ...args: Parameters<StorefrontServerToClientEvents[E]>): void {
    this.storefront.emit(event, ...args);
  }

  /** To the pages following one order (its customer's). */
  toOrder<E extends keyof OrderServerToClientEvents>(orderId: string, event: E, ...args: Parameters<OrderServerToClientEvents[E]>): void {
    this.order.to(orderRoom(orderId)).emit(event, ...args);
  }

  /**
   * QUIT goes after whatever was published, so a short-lived process (the CLI) delivers its messages
   * before it exits; if Redis does not answer within QUIT_WAIT_MS the connection is dropped.
   */
  async onApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.redis.quit().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, QUIT_WAIT_MS)))]);
    clearTimeout(timer);
    this.redis.disconnect();
  }
}
