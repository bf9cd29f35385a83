import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { AppConfig } from '../../infra/config/app-config.js';
import { RateLimiterService, type RateLimitRule } from '../../infra/redis/rate-limiter.service.js';
import { REDIS } from '../../infra/redis/redis.constants.js';
import { ObjectStore } from '../../infra/storage/object-store.js';
import { authorPhotoId, EMPTY_REVIEWS, toReviewsView, type PlaceSnapshot, type ReviewsView } from './domain/place-reviews.js';
import { PlacesClient } from './places.client.js';
import { ReviewsException } from './reviews.exception.js';

/** After a failed call to Google the empty answer is kept this long, so a failing service is not asked on every page. */
export const FAILURE_RETRY_SECONDS = 300;

type CacheEntry = { ok: true; snapshot: PlaceSnapshot } | { ok: false };

/** A picture ready to be streamed to the browser. */
export interface PhotoStream {
  contentType: string;
  contentLength: number | null;
  body: ReadableStream<Uint8Array>;
}

/**
 * A listing photo is fetched from Google (a billed Place Photos call) at most once per this period
 * for every replica together: the picture is kept in the object store beside the menu images.
 */
export const PLACE_PHOTO_CACHE_DAYS = 30;

/** Picture requests per client address (its IPv6 /64); fails open, like browsing. */
export const PHOTO_REQUEST_LIMIT = { name: 'reviews-photo:ip', limit: 300, windowSeconds: 60 * 60, whenUncounted: 'allow' } as const satisfies RateLimitRule;

/** Where a listing photo is kept: hashes of the place and the reference (both are Google's to choose). */
export const placePhotoKey = (placeId: string, reference: string): string => {
  const hash = (text: string) => createHash('sha256').update(text).digest('hex');
  return `cache/places/${hash(placeId).slice(0, 16)}/photos/${hash(reference)}`;
};

/** A stored picture: its content type on the first line, then the bytes, so one read serves it. */
export function encodeStoredPhoto(contentType: string, bytes: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${contentType}\n`), bytes]);
}

export function decodeStoredPhoto(stored: Buffer): { contentType: string; bytes: Buffer } | null {
  const end = stored.indexOf(0x0a);
  const contentType = end > 0 && end < 100 ? stored.subarray(0, end).toString('latin1') : '';
  return /^image\/[a-z0-9.+-]+$/.test(contentType) ? { contentType, bytes: stored.subarray(end + 1) } : null;
}

/** The biggest picture the proxy passes on. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * The restaurant's Google rating, reviews and photos. Google is asked at most once per cache period
 * (REVIEWS_CACHE_HOURS) for every api replica together: the answer is kept in Redis. Without a key,
 * or while Google fails, the answer is empty and the site simply shows no rating.
 */
@Injectable()
export class ReviewsService {
  private readonly logger = new Logger(ReviewsService.name);
  private refreshing: Promise<CacheEntry> | null = null;

  constructor(
    private readonly places: PlacesClient,
    private readonly config: AppConfig,
    private readonly store: ObjectStore,
    private readonly limiter: RateLimiterService,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Counts a picture request of a client address; refuses past PHOTO_REQUEST_LIMIT. */
  async limitPhotoRequests(ip: string): Promise<void> {
    const result = await this.limiter.hit(PHOTO_REQUEST_LIMIT, ip);
    if (!result.allowed) throw ReviewsException.tooManyPhotos(result.retryAfterSeconds);
  }

  async getReviews(): Promise<ReviewsView> {
    const entry = await this.entry();
    return entry.ok ? toReviewsView(entry.snapshot) : EMPTY_REVIEWS;
  }

  /** What the cache holds, without asking Google: for pages that only show the rating badge. */
  async peekReviews(): Promise<ReviewsView | null> {
    const entry = await this.cached();
    if (!entry) return this.places.configured ? null : EMPTY_REVIEWS;
    return entry.ok ? toReviewsView(entry.snapshot) : EMPTY_REVIEWS;
  }

  /**
   * One of the listing's pictures, from the object store when Google gave it in the last
   * PLACE_PHOTO_CACHE_DAYS; any other reference is refused without asking Google.
   */
  async placePhoto(reference: string): Promise<PhotoStream> {
    const entry = await this.entry();
    if (!entry.ok || !entry.snapshot.photos.some((photo) => photo.reference === reference)) throw ReviewsException.photoNotFound();
    const key = placePhotoKey(this.config.placeId, reference);
    const cached = await this.storedPhoto(key);
    if (cached) return cached;
    const fetched = await this.picture(() => this.places.placePhoto(reference));
    const bytes = await readWhole(fetched.body, MAX_PHOTO_BYTES);
    if (!bytes) {
      this.logger.warn({ limit: MAX_PHOTO_BYTES }, 'Google photo refused: too large');
      throw ReviewsException.photoUnavailable();
    }
    await this.store.put(key, encodeStoredPhoto(fetched.contentType, bytes), 'application/octet-stream').catch((error: unknown) => {
      this.logger.warn({ err: (error as Error).message }, 'Could not keep a Google photo; it will be fetched again');
    });
    return bufferStream(fetched.contentType, bytes);
  }

  private async storedPhoto(key: string): Promise<PhotoStream | null> {
    try {
      const info = await this.store.stat(key);
      if (!info || Date.now() - info.modifiedMs > PLACE_PHOTO_CACHE_DAYS * 24 * 3600 * 1000) return null;
      const stored = await this.store.get(key);
      const photo = stored && decodeStoredPhoto(stored);
      return photo ? bufferStream(photo.contentType, photo.bytes) : null;
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'Photo cache unavailable; asking Google');
      return null;
    }
  }

  /** A reviewer's picture, by the id the reviews answer gave it. */
  async authorPhoto(id: string): Promise<PhotoStream> {
    const entry = await this.entry();
    const address = entry.ok ? entry.snapshot.reviews.map((review) => review.authorPhotoUrl).find((url) => url !== null && authorPhotoId(url) === id) : undefined;
    if (!address) throw ReviewsException.photoNotFound();
    return this.picture(() => this.places.authorPhoto(address));
  }

  private get cacheKey(): string {
    return `reviews:place:${this.config.placeId}`;
  }

  private async entry(): Promise<CacheEntry> {
    if (!this.places.configured) return { ok: false };
    const cached = await this.cached();
    if (cached) return cached;
    // One call to Google per process at a time; the others wait for its answer.
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async cached(): Promise<CacheEntry | null> {
    try {
      const raw = await this.redis.get(this.cacheKey);
      return raw === null ? null : (JSON.parse(raw) as CacheEntry);
    } catch (error) {
      this.logger.warn({ err: error }, 'Reviews cache unavailable');
      return null;
    }
  }

  private async refresh(): Promise<CacheEntry> {
    let entry: CacheEntry;
    let ttlSeconds: number;
    try {
      entry = { ok: true, snapshot: await this.places.placeDetails() };
      ttlSeconds = Math.round(this.config.reviewsCacheHours * 3600);
    } catch (error) {
      this.logger.warn({ reason: (error as Error).message }, `Google reviews unavailable; showing none for ${FAILURE_RETRY_SECONDS} s`);
      entry = { ok: false };
      ttlSeconds = FAILURE_RETRY_SECONDS;
    }
    await this.redis.set(this.cacheKey, JSON.stringify(entry), 'EX', ttlSeconds).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Could not store the reviews in the cache');
    });
    return entry;
  }

  private async picture(load: () => Promise<Response>): Promise<PhotoStream> {
    let response: Response;
    try {
      response = await load();
    } catch (error) {
      this.logger.warn({ reason: (error as Error).message }, 'Google photo unavailable');
      throw ReviewsException.photoUnavailable();
    }
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    // fetch decodes a gzip or br body, so an encoded answer's length is not the length we send.
    const length = response.headers.has('content-encoding') ? null : response.headers.get('content-length');
    const contentLength = length !== null && /^\d+$/.test(length) ? Number(length) : null;
    if (!response.ok || !response.body || !contentType.startsWith('image/') || (contentLength !== null && contentLength > MAX_PHOTO_BYTES)) {
      await response.body?.cancel().catch(() => undefined);
      this.logger.warn({ status: response.status, contentType, contentLength }, 'Google photo refused');
      throw ReviewsException.photoUnavailable();
    }
    return { contentType, contentLength, body: response.body };
  }
}

function bufferStream(contentType: string, bytes: Buffer): PhotoStream {
  return { contentType, contentLength: bytes.length, body: new Blob([new Uint8Array(bytes)]).stream() };
}

/** The whole body, or null past `limit` bytes (the rest is not read). */
async function readWhole(body: ReadableStream<Uint8Array>, limit: number): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
