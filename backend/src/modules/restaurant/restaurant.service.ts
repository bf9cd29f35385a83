import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../infra/config/app-config.js';
import { addressOneLine, RESTAURANT_PROFILE, type RestaurantProfileDto } from '../../infra/config/restaurant-profile.js';
import { OnDomainEvent } from '../../infra/events/on-domain-event.decorator.js';
import type { OpeningHours } from '../scheduling/scheduling.service.js';
import { SchedulingService } from '../scheduling/scheduling.service.js';
import type { RestaurantResponseDto } from './dto/restaurant.dto.js';

/** Other replicas pick up an edit of the opening hours within this long; the replica that made it at once. */
export const HOURS_CACHE_MS = 60_000;

/** The restaurant as every page shows it: the configured profile with the hours staff set in the Time tab. */
@Injectable()
export class RestaurantService {
  private hours?: { value: Promise<OpeningHours>; until: number };

  constructor(
    @Inject(RESTAURANT_PROFILE) private readonly profile: RestaurantProfileDto,
    private readonly config: AppConfig,
    private readonly scheduling: SchedulingService,
  ) {}

  async getRestaurant(): Promise<RestaurantResponseDto> {
    return {
      ...this.profile,
      address: { ...this.profile.address, oneLine: addressOneLine(this.profile.address) },
      siteUrl: this.config.publicUrl,
      geo: { latitude: this.config.restaurantLatitude, longitude: this.config.restaurantLongitude },
      hours: await this.openingHours(),
    };
  }

  @OnDomainEvent('ScheduleChanged')
  onScheduleChanged(): void {
    this.hours = undefined;
  }

  private openingHours(): Promise<OpeningHours> {
    const now = performance.now();
    if (!this.hours || this.hours.until <= now) {
      const value = this.scheduling.getOpeningHours();
      this.hours = { value, until: now + HOURS_CACHE_MS };
      value.catch(() => (this.hours = undefined));
    }
    return this.hours.value;
  }
}
