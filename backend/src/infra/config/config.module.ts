import { Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config.js';
import { loadRestaurantProfile, RESTAURANT_PROFILE } from './restaurant-profile.js';

@Global()
@Module({
  providers: [
    { provide: AppConfig, useFactory: () => new AppConfig() },
    // Read and validated once at start-up: a bad RESTAURANT_PROFILE_FILE stops the process.
    { provide: RESTAURANT_PROFILE, useFactory: (config: AppConfig) => loadRestaurantProfile(config.restaurantProfileFile), inject: [AppConfig] },
  ],
  exports: [AppConfig, RESTAURANT_PROFILE],
})
export class ConfigModule {}
