import { createHash } from 'node:crypto';

/**
 * What the restaurant's Google listing says, as the product keeps it (in Redis, for hours). It
 * holds Google's photo references and the reviewers' picture addresses: these stay on the server,
 * and browsers only ever see the proxy's addresses (`toReviewsView`).
 */
export interface PlaceSnapshot {
  rating: number | null;
  total: number;
  mapsUrl: string | null;
  photos: { reference: string; width: number; height: number }[];
  reviews: {
    authorName: string;
    authorPhotoUrl: string | null;
    rating: number;
    text: string;
    relativeTime: string;
  }[];
}

export interface ReviewView {
  authorName: string;
  /** The reviewer's picture through the proxy (/api/reviews/author-photos/<id>), or null. */
  authorPhotoUrl: string | null;
  /** Whole stars, 1 to 5. */
  rating: number;
  text: string;
  /** Google's own words, e.g. 'a week ago'. */
  relativeTime: string;
}

export interface ReviewsView {
  /** Out of 5; null when there is nothing to show (no key, no listing, the service failed). */
  rating: number | null;
  total: number;
  mapsUrl: string | null;
  reviews: ReviewView[];
  photos: { url: string; width: number; height: number }[];
}

export const EMPTY_REVIEWS: ReviewsView = { rating: null, total: 0, mapsUrl: null, reviews: [], photos: [] };

/** At most this many pictures in the photo strip (Google lists up to 10). */
export const MAX_PHOTOS = 8;

/**
 * A legacy Places photo reference: URL-safe base64-like text. Anything else is refused before the
 * product asks Google (and only references of the restaurant's own listing are served at all).
 */
const PHOTO_REFERENCE = /^[A-Za-z0-9_-]{1,2048}$/;

export function isPhotoReference(value: string): boolean {
  return PHOTO_REFERENCE.test(value);
}

/** The id a reviewer's picture is served under: a hash of its address, so no address reaches the browser. */
export function authorPhotoId(url: string): string {
  return createHash('sha256').update(url).digest('base64url').slice(0, 22);
}

const AUTHOR_PHOTO_ID = /^[A-Za-z0-9_-]{22}$/;

export function isAuthorPhotoId(value: string): boolean {
  return AUTHOR_PHOTO_ID.test(value);
}

/** The product's answer to browsers, built from the snapshot. */
export function toReviewsView(snapshot: PlaceSnapshot): ReviewsView {
  return {
    rating: snapshot.rating,
    total: snapshot.total,
    mapsUrl: snapshot.mapsUrl,
    reviews: snapshot.reviews.map((review) => ({
      authorName: review.authorName,
      authorPhotoUrl: review.authorPhotoUrl ? `/api/reviews/author-photos/${authorPhotoId(review.authorPhotoUrl)}` : null,
      rating: review.rating,
      text: review.text,
      relativeTime: review.relativeTime,
    })),
    photos: snapshot.photos.map((photo) => ({ url: `/api/reviews/photos/${photo.reference}`, width: photo.width, height: photo.height })),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const positive = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback);

/** Only http(s) addresses are kept: a listing link or picture address is never javascript: or data:. */
function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Reads a Place Details answer (legacy API, `result` of /maps/api/place/details/json). Defensive:
 * a review without text or with a rating outside 1-5 is left out; the rating is kept only within 0-5.
 */
export function parsePlaceDetails(result: unknown): PlaceSnapshot {
  if (!isRecord(result)) throw new Error('Place Details answered without a result');
  const rating = typeof result.rating === 'number' && result.rating >= 0 && result.rating <= 5 ? result.rating : null;
  const total = typeof result.user_ratings_total === 'number' && Number.isInteger(result.user_ratings_total) && result.user_ratings_total >= 0 ? result.user_ratings_total : 0;
  const photos = (Array.isArray(result.photos) ? result.photos : [])
    .filter(isRecord)
    .filter((photo) => typeof photo.photo_reference === 'string' && isPhotoReference(photo.photo_reference))
    .slice(0, MAX_PHOTOS)
    .map((photo) => ({ reference: photo.photo_reference as string, width: positive(photo.width, 600), height: positive(photo.height, 400) }));
  const reviews = (Array.isArray(result.reviews) ? result.reviews : [])
    .filter(isRecord)
    .map((review) => ({
      authorName: text(review.author_name) || 'A Google user',
      authorPhotoUrl: webUrl(review.profile_photo_url),
      rating: review.rating as number,
      text: text(review.text),
      relativeTime: text(review.relative_time_description),
    }))
    .filter((review) => Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5 && review.text !== '');
  return { rating, total, mapsUrl: webUrl(result.url), photos, reviews };
}
