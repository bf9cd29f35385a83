import { Module } from '@nestjs/common';
import { AnalyticsRepository } from './analytics.repository.js';
import { VisitsRetentionService } from './visits-retention.service.js';

/** Deleting old site visits: the worker's nightly purge-visits job and the CLI's `visits:purge`. */
@Module({
  providers: [AnalyticsRepository, VisitsRetentionService],
  exports: [VisitsRetentionService],
})
export class VisitsRetentionModule {}
