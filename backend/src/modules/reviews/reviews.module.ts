import { Module } from '@nestjs/common';
import { StorageModule } from '../../infra/storage/storage.module.js';
import { PlacesClient } from './places.client.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsService } from './reviews.service.js';

/** Google rating, reviews and photos (cached in Redis), and the photo proxy that keeps the key on the server. */
@Module({
  imports: [StorageModule],
  controllers: [ReviewsController],
  providers: [PlacesClient, ReviewsService],
  exports: [ReviewsService],
})
export class ReviewsModule {}
