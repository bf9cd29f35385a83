import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../infra/config/app-config.js';
import { parsePlaceDetails, type PlaceSnapshot } from './domain/place-reviews.js';

const DETAILS_TIMEOUT_MS = 5_000;
const PHOTO_TIMEOUT_MS = 10_000;
/** Place Photos: the strip's pictures are asked for at this width (Google scales them down). */
export const PLACE_PHOTO_MAX_WIDTH = 600;

/** Why a call to Google failed, in words that never contain the key or the address asked. */
export class PlacesError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PlacesError';
  }
}

/**
 * The Google Places API, legacy web service (what the local stand-in speaks, see
 * dev/places-standin.ts): Place Details `GET {base}/maps/api/place/details/json?place_id&fields&key`
 * and Place Photos `GET {base}/maps/api/place/photo?photo_reference&maxwidth&key`, which answers a
 * redirect to the picture. The key goes only to {base}; redirects are followed here, so a browser
 * never sees the address with the key.
 */
@Injectable()
export class PlacesClient {
  constructor(private readonly config: AppConfig) {}

  /** A key is set: without one, the product shows no reviews and never calls Google. */
  get configured(): boolean {
    return this.config.placesApiKey !== '' && this.config.placeId !== '';
  }

  async placeDetails(): Promise<PlaceSnapshot> {
    const url = this.url('/maps/api/place/details/json', {
      place_id: this.config.placeId,
      fields: 'rating,user_ratings_total,url,photos,reviews',
      reviews_sort: 'most_relevant',
      language: 'en',
    });
    const response = await this.call(url, DETAILS_TIMEOUT_MS, 'application/json');
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      throw new PlacesError(`Place Details answered HTTP ${response.status}`);
    }
    const body = (await response.json().catch(() => null)) as { status?: unknown; result?: unknown } | null;
    if (body?.status !== 'OK') throw new PlacesError(`Place Details answered status ${String(body?.status ?? 'none')}`);
    return parsePlaceDetails(body.result);
  }

  /** The picture behind a photo reference of the listing (the caller checks the reference is the listing's). */
  placePhoto(reference: string): Promise<Response> {
    return this.call(this.url('/maps/api/place/photo', { photo_reference: reference, maxwidth: String(PLACE_PHOTO_MAX_WIDTH) }), PHOTO_TIMEOUT_MS, 'image/*');
  }

  /** A reviewer's picture: an address from Google's answer, asked without the key. */
  authorPhoto(address: string): Promise<Response> {
    return this.call(address, PHOTO_TIMEOUT_MS, 'image/*');
  }

  private url(path: string, params: Record<string, string>): string {
    const url = new URL(`${this.config.placesApiBase}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('key', this.config.placesApiKey);
    return url.href;
  }

  private async call(url: string, timeoutMs: number, accept: string): Promise<Response> {
    try {
      return await fetch(url, { headers: { accept }, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      // fetch's messages can carry the address; only the kind of failure is kept.
      const name = error instanceof Error ? error.name : 'Error';
      throw new PlacesError(name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `request failed (${name})`);
    }
  }
}
