import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Clock } from '../../infra/clock/clock.js';
import { REDIS } from '../../infra/redis/redis.constants.js';

/** A cached JSON answer with its strong ETag (a hash of exactly these bytes). */
export interface CachedDocument {
  etag: string;
  json: string;
  /** Epoch ms at which the document stops being true by itself (a sold-out mark ends); null = only an edit changes it. */
  expiresAt: number | null;
}

/** What a build answers: the document, and when it stops being true by itself (null = never). */
export interface BuiltDocument {
  value: unknown;
  expiresAt: number | null;
}

const VERSION_KEY = 'menu:version';
/** Entries carry their expiry since sold-out marks (issue 26): a new prefix, so no old-format entry is read. */
const ENTRY_PREFIX = 'menu2';
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
 *
 * A document with sold-out items is true only until the first of them comes back: it carries that
 * instant (`expiresAt`), its Redis entry expires then, and a memory copy past it is a miss, so the
 * menu never keeps showing 'Sold out' after the mark ends (and a mark is seen at once: marking is an edit).
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

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
  ) {}

  async getOrBuild(name: string, build: () => Promise<BuiltDocument>): Promise<CachedDocument> {
    if (this.listening) {
      const hit = this.fresh(this.local.get(name));
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
    return this.listening ? this.fresh(this.local.get(name)) : undefined;
  }

  /** The copy unless it has expired by now (then it is dropped). */
  private fresh(document: CachedDocument | undefined): CachedDocument | undefined {
    if (!document || document.expiresAt === null || document.expiresAt > this.clock.now().toMillis()) return document;
    for (const [name, held] of this.local) if (held === document) this.local.delete(name);
    return undefined;
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

  private async readThrough(name: string, build: () => Promise<BuiltDocument>): Promise<CachedDocument> {
    let key: string;
    try {
      key = `${ENTRY_PREFIX}:${(await this.redis.get(VERSION_KEY)) ?? '0'}:${name}`;
      const cached = await this.redis.get(key);
      const entry = cached === null ? undefined : this.fresh(parseEntry(cached));
      if (entry) return entry;
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

  private async buildAndStore(key: string, build: () => Promise<BuiltDocument>): Promise<CachedDocument> {
    const document = toDocument(await build());
    const ttlMs = Math.min(TTL_SECONDS * 1000, document.expiresAt === null ? Infinity : document.expiresAt - this.clock.now().toMillis());
    if (ttlMs <= 0) return document;
    await this.redis.set(key, `${document.etag}\n${document.expiresAt ?? ''}\n${document.json}`, 'PX', Math.ceil(ttlMs)).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Could not store the menu in the cache');
    });
    return document;
  }
}

/** A built menu view as the cache keeps and serves it: its JSON, a strong ETag of that JSON, and when a sold-out mark in it ends. */
function toDocument(built: BuiltDocument): CachedDocument {
  const json = JSON.stringify(built.value);
  return { etag: strongEtag(json), json, expiresAt: built.expiresAt };
}

/** `etag \n expiresAt (empty = none) \n json`. */
function parseEntry(entry: string): CachedDocument {
  const first = entry.indexOf('\n');
  const second = entry.indexOf('\n', first + 1);
  const expiresAt = entry.slice(first + 1, second);
  return { etag: entry.slice(0, first), expiresAt: expiresAt === '' ? null : Number(expiresAt), json: entry.slice(second + 1) };
}
