import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../infra/config/app-config.js';
import { RateLimiterService } from '../../infra/redis/rate-limiter.service.js';
import { REDIS } from '../../infra/redis/redis.constants.js';
import { SettingsService } from '../settings/settings.service.js';
import { type Coordinates, deliveryVerdict, type DeliveryVerdict, isLookupLength, isPostcodeShaped, normalisePostcode } from './domain/delivery-area.js';
import { POSTCODE_CHECK_LIMIT } from './domain/order-placement-limits.js';
import { OrdersException } from './orders.exception.js';
import { PostcodesClient } from './postcodes.client.js';

/** Coordinates are cached, not verdicts, so a new max_distance applies at once. */
const FOUND_TTL_SECONDS = 24 * 3600;
const UNKNOWN_TTL_SECONDS = 10 * 60;
const UNKNOWN = 'unknown';

/** Whether the restaurant delivers to a postcode (SPEC section 5), looked up and cached in Redis. */
@Injectable()
export class DeliveryAreaService {
  private readonly logger = new Logger(DeliveryAreaService.name);

  constructor(
    private readonly postcodes: PostcodesClient,
    private readonly settings: SettingsService,
    private readonly config: AppConfig,
    private readonly limiter: RateLimiterService,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** The public check: rate-limited per client address (POSTCODE_CHECK_LIMIT). */
  async checkPostcodeFor(client: { ip: string }, raw: string): Promise<DeliveryVerdict> {
    const limit = await this.limiter.hit(POSTCODE_CHECK_LIMIT, client.ip);
    if (!limit.allowed) throw OrdersException.tooManyPostcodeChecks(limit.retryAfterSeconds);
    return this.checkPostcode(raw);
  }

  async checkPostcode(raw: string): Promise<DeliveryVerdict> {
    const postcode = normalisePostcode(raw);
    const restaurant = { latitude: this.config.restaurantLatitude, longitude: this.config.restaurantLongitude };
    const { maxDistance } = await this.settings.getPublicSettings();
    // What cannot be a UK postcode is answered here: the postcode service is asked only about real shapes.
    if (!isLookupLength(postcode) || !isPostcodeShaped(postcode)) return deliveryVerdict(postcode, restaurant, null, maxDistance);
    return deliveryVerdict(postcode, restaurant, await this.locate(postcode), maxDistance);
  }

  private async locate(postcode: string): Promise<Coordinates | null> {
    const key = `postcode:${postcode}`;
    const cached = await this.redis.get(key).catch(() => null);
    if (cached === UNKNOWN) return null;
    if (cached) return JSON.parse(cached) as Coordinates;

    const lookup = await this.postcodes.lookup(postcode);
    // A failed lookup counts as invalid (SPEC section 5) but is not remembered: the next try asks again.
    if (lookup.kind === 'failed') return null;
    const [value, ttl] = lookup.kind === 'found' ? [JSON.stringify(lookup.location), FOUND_TTL_SECONDS] : [UNKNOWN, UNKNOWN_TTL_SECONDS];
    await this.redis.set(key, value, 'EX', ttl).catch((error: Error) => this.logger.warn({ postcode, err: error.message }, 'postcode cache unavailable'));
    return lookup.kind === 'found' ? lookup.location : null;
  }
}
