import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../../infra/redis/redis.constants.js';

/** A cached JSON answer with its strong ETag (a hash of exactly these bytes). */
export interface CachedDocument {
  etag: string;
  json: string;
}

const VERSION_KEY = 'menu:version';
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
 */
@Injectable()
export class MenuCache {
  private readonly logger = new Logger(MenuCache.name);
  private readonly building = new Map<string, Promise<CachedDocument>>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async getOrBuild(name: string, build: () => Promise<unknown>): Promise<CachedDocument> {
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

  /** Called after a staff edit has committed. */
  async invalidate(): Promise<void> {
    try {
      await this.redis.incr(VERSION_KEY);
    } catch (error) {
      this.logger.error({ err: error }, `Could not invalidate the menu cache; it refreshes within ${TTL_SECONDS} s`);
    }
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
