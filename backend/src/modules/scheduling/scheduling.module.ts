import { Module } from '@nestjs/common';
import { BusyModeRepository } from './busy-mode.repository.js';
import { SchedulingRepository } from './scheduling.repository.js';
import { SchedulingService } from './scheduling.service.js';

/** Opening days, days off and time slots. Other modules use SchedulingService. */
@Module({
  providers: [SchedulingRepository, BusyModeRepository, SchedulingService],
  exports: [SchedulingService, BusyModeRepository],
})
export class SchedulingModule {}
