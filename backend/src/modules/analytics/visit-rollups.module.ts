import { Module } from '@nestjs/common';
import { AnalyticsRepository } from './analytics.repository.js';
import { VisitRollupsService } from './visit-rollups.service.js';

/** The Visits charts' daily counts: the worker's roll-up-visits job. */
@Module({
  providers: [AnalyticsRepository, VisitRollupsService],
  exports: [VisitRollupsService],
})
export class VisitRollupsModule {}
