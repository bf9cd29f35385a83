import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../infra/config/app-config.js';
import type { Coordinates } from './domain/delivery-area.js';

const LOOKUP_TIMEOUT_MS = 3_000;

/** What a lookup found: coordinates, a definite "no such postcode", or no answer at all. */
export type PostcodeLookup = { kind: 'found'; location: Coordinates } | { kind: 'unknown' } | { kind: 'failed'; reason: string };

/** A postcodes.io-compatible API: GET {base}/postcodes/{postcode} -> { result: { latitude, longitude } }. */
@Injectable()
export class PostcodesClient {
  private readonly logger = new Logger(PostcodesClient.name);

  constructor(private readonly config: AppConfig) {}

  async lookup(normalisedPostcode: string): Promise<PostcodeLookup> {
    const url = `${this.config.postcodeApiBase}/postcodes/${encodeURIComponent(normalisedPostcode)}`;
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
      if (response.status === 404) {
        await response.arrayBuffer();
        return { kind: 'unknown' };
      }
      if (!response.ok) {
        await response.arrayBuffer();
        return this.failed(normalisedPostcode, `HTTP ${response.status}`);
      }
      const body = (await response.json()) as { result?: { latitude?: unknown; longitude?: unknown } | null };
      const latitude = body.result?.latitude;
      const longitude = body.result?.longitude;
      // postcodes.io answers null coordinates for a few non-geographic postcodes: not deliverable.
      if (typeof latitude !== 'number' || typeof longitude !== 'number') return { kind: 'unknown' };
      return { kind: 'found', location: { latitude, longitude } };
    } catch (error) {
      return this.failed(normalisedPostcode, (error as Error).message);
    }
  }

  private failed(postcode: string, reason: string): PostcodeLookup {
    this.logger.warn({ postcode, reason }, 'postcode lookup failed; treating the postcode as invalid');
    return { kind: 'failed', reason };
  }
}
