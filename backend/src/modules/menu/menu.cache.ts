import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../../infra/redis/redis.constants.js';

/** A cached JSON answer with its strong ETag (a hash of exactly these bytes). */
export interface CachedDocument {
  etag: string;
  json: string;
}

const VERSION_KEY = 'menu:version';
/** Pub/sub channel (channels are not key-prefixed by ioredis, so the prefix is added by hand). */
const CHANGED_CHANNEL = 'menu:changed';
// Only bounds how long an entry outlives a failed invalidation; edits invalidate at once.
const TTL_SECONDS = 600;

export function strongEtag(json: string): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
}

/**
 * The public menu documents in Redis, shared by every api replica. Entries are keyed by a version
 * counter: a staff edit commits, then increments the counter, so every replica's next read misses
 * and rebuilds from the database. A build that raced with an edit is stored under the old version,
 * which nobody reads any more, so a stale menu can never be cached under the new one.
 *
 * In front of Redis, each replica keeps the documents it has read in memory, so the hot path (GET
 * /api/menu) costs no round trip. The edit publishes on `menu:changed` after the increment; every
 * replica's subscriber drops its copies on the message. The memory copy is trusted only while the
 * subscriber is connected and subscribed (a message missed while it was down would leave a stale
 * menu); otherwise each read checks the version in Redis as above.
 */
@Injectable()
export class MenuCache implements OnApplicationShutdown {
  private readonly logger = new Logger(MenuCache.name);
  private readonly building = new Map<string, Promise<CachedDocument>>();
  private readonly local = new Map<string, CachedDocument>();
  /** Bumped whenever the memory copies are dropped, so that a read begun before cannot store into them. */
  private generation = 0;
  private subscriber?: Redis;
  private listening = false;

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async getOrBuild(name: string, build: () => Promise<unknown>): Promise<CachedDocument> {
    if (this.listening) {
      const hit = this.local.get(name);
      if (hit) return hit;
    } else {
      this.listen();
    }
    const generation = this.generation;
    const document = await this.readThrough(name, build);
    if (this.listening && generation === this.generation) this.local.set(name, document);
    return document;
  }

  /** The document from this replica's memory, when it is there and trusted; no I/O. */
  peek(name: string): CachedDocument | undefined {
    return this.listening ? this.local.get(name) : undefined;
  }

  /** Called after a staff edit has committed. */
  async invalidate(): Promise<void> {
    this.forgetLocal();
    try {
      const version = await this.redis.incr(VERSION_KEY);
      await this.redis.publish(this.channel, String(version));
    } catch (error) {
      this.logger.error({ err: error }, `Could not invalidate the menu cache; it refreshes within ${TTL_SECONDS} s`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.listening = false;
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  private get channel(): string {
    return `${this.redis.options.keyPrefix ?? ''}${CHANGED_CHANNEL}`;
  }

  private forgetLocal(): void {
    this.generation++;
    this.local.clear();
  }

  /** Subscribes once, on the first read (so the cli and the worker, which never read the menu, never connect). */
  private listen(): void {
    if (this.subscriber) return;
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    const stopTrusting = () => {
      this.listening = false;
      this.forgetLocal();
    };
    subscriber.on('error', (error: Error) => this.logger.debug({ err: error }, 'Menu change subscriber error'));
    subscriber.on('close', stopTrusting);
    subscriber.on('reconnecting', stopTrusting);
    subscriber.on('message', (channel: string) => {
      if (channel === this.channel) this.forgetLocal();
    });
    // 'ready' on the first connection and after every reconnection; subscribing again is harmless.
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        () => {
          this.forgetLocal();
          this.listening = subscriber.status === 'ready';
        },
        (error: unknown) => this.logger.warn({ err: error }, 'Could not subscribe to menu changes; reading the version from Redis on every request'),
      );
    });
  }

  private async readThrough(name: string, build: () => Promise<unknown>): Promise<CachedDocument> {
    let key: string;
    try {
      key = `menu:${(await this.redis.get(VERSION_KEY)) ?? '0'}:${name}`;
      const cached = await this.redis.get(key);
      if (cached !== null) return parseEntry(cached);
    } catch (error) {
      // Redis unavailable: serve from the database rather than fail the menu.
      this.logger.warn({ err: error }, 'Menu cache unavailable; reading the database');
      return toDocument(await build());
    }
    const running = this.building.get(key);
    if (running) return running;
    const started = this.buildAndStore(key, build).finally(() => this.building.delete(key));
    this.building.set(key, started);
    return started;
  }

  private async buildAndStore(key: string, build: () => Promise<unknown>): Promise<CachedDocument> {
    const document = toDocument(await build());
    await this.redis.set(key, `${document.etag}\n${document.json}`, 'EX', TTL_SECONDS).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Could not store the menu in the cache');
    });
    return document;
  }
}

function toDocument(value: unknown): CachedDocument {
  const json = JSON.stringify(value);
  return { etag: strongEtag(json), json };
}

function parseEntry(entry: string): CachedDocument {
  const newline = entry.indexOf('\n');
  return { etag: entry.slice(0, newline), json: entry.slice(newline + 1) };
}
