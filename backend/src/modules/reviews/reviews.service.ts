import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../infra/config/app-config.js';
import { REDIS } from '../../infra/redis/redis.constants.js';
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
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

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

  /** One of the listing's pictures; any other reference is refused without asking Google. */
  async placePhoto(reference: string): Promise<PhotoStream> {
    const entry = await this.entry();
    if (!entry.ok || !entry.snapshot.photos.some((photo) => photo.reference === reference)) throw ReviewsException.photoNotFound();
    return this.picture(() => this.places.placePhoto(reference));
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
