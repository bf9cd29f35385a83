import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { socketIoRedisKey } from './socket-io-redis.js';

/**
 * Socket.IO with the Redis adapter: every api replica subscribes to the same Redis channels, so a
 * message RealtimePublisher puts there (from an api or the worker) reaches the sockets of all.
 */
export class RedisIoAdapter extends IoAdapter {
  private adapterConstructor?: ReturnType<typeof createAdapter>;
  private readonly clients: Redis[] = [];

  constructor(app: INestApplicationContext) {
    super(app);
  }

  connectToRedis(redisUrl: string, prefix: string): void {
    const pub = new Redis(redisUrl);
    const sub = pub.duplicate();
    this.clients.push(pub, sub);
    this.adapterConstructor = createAdapter(pub, sub, { key: socketIoRedisKey(prefix) });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    // 25 s heartbeat (SPEC 9); clients reconnect after 1, 2, 5 then 10 s.
    const server = super.createIOServer(port, { ...options, pingInterval: 25_000, pingTimeout: 20_000 } as ServerOptions) as Server;
    if (this.adapterConstructor) server.adapter(this.adapterConstructor);
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    this.clients.forEach((client) => client.disconnect());
  }
}
