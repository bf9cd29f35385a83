import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Namespace, Server, ServerOptions } from 'socket.io';
import { createRedisClient } from '../redis/redis-clients.js';
import { socketIoRedisKey } from './socket-io-redis.js';

/**
 * Socket.IO with the Redis adapter: every api replica subscribes to the same Redis channels, so a
 * message RealtimePublisher puts there (from an api or the worker) reaches the sockets of all.
 *
 * While Redis is away the sockets stay connected but hear nothing (the staff screens poll meanwhile).
 * When the subscriber is back, this replica closes its sockets' connections: every client
 * reconnects by itself and refetches on connect, so what happened meanwhile shows without a reload.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly redisLog = new Logger(RedisIoAdapter.name);
  private adapterConstructor?: ReturnType<typeof createAdapter>;
  private readonly clients: Redis[] = [];
  private readonly namespaces: Namespace[] = [];

  constructor(app: INestApplicationContext) {
    super(app);
  }

  connectToRedis(redisUrl: string, prefix: string): void {
    // 'pubsub': the adapter publishes and subscribes without handling the promise.
    const pub = createRedisClient(redisUrl, 'pubsub', 'socketio-publisher');
    const sub = createRedisClient(redisUrl, 'pubsub', 'socketio-subscriber');
    this.clients.push(pub, sub);
    this.adapterConstructor = createAdapter(pub, sub, { key: socketIoRedisKey(prefix) });
    let lost = false;
    sub.on('close', () => (lost = true));
    sub.on('ready', () => {
      if (!lost) return;
      lost = false;
      this.reconnectClients();
    });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    // 25 s heartbeat (SPEC 9); clients reconnect after 1, 2, 5 then 10 s.
    const server = super.createIOServer(port, { ...options, pingInterval: 25_000, pingTimeout: 20_000 } as ServerOptions) as Server;
    if (this.adapterConstructor) server.adapter(this.adapterConstructor);
    server.on('new_namespace', (namespace: Namespace) => this.namespaces.push(namespace));
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    this.clients.forEach((client) => client.disconnect());
  }

  /**
   * Closes each socket's underlying connection, as a network drop would: the client then reconnects
   * by itself. (socket.disconnect() would tell it the server sent it away, and it would stay away.)
   */
  private reconnectClients(): void {
    const sockets = this.namespaces.flatMap((namespace) => [...namespace.sockets.values()]);
    this.redisLog.log({ sockets: sockets.length }, 'Redis is back: closing socket connections so that clients reconnect and catch up');
    for (const socket of sockets) socket.conn.close();
  }
}
