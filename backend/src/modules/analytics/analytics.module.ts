import { Module } from '@nestjs/common';
import { AdminVisitsController } from './admin-visits.controller.js';
import { AdminVisitsService } from './admin-visits.service.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { AnalyticsService } from './analytics.service.js';

/** Site visits (staff read them in the admin Visitors tab). */
@Module({
  controllers: [AnalyticsController, AdminVisitsController],
  providers: [AnalyticsRepository, AnalyticsService, AdminVisitsService],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
