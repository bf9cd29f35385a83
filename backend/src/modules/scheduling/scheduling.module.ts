import { Module } from '@nestjs/common';
import { SchedulingRepository } from './scheduling.repository.js';
import { SchedulingService } from './scheduling.service.js';

/** Opening days, days off and time slots. Other modules use SchedulingService. */
@Module({
  providers: [SchedulingRepository, SchedulingService],
  exports: [SchedulingService],
})
export class SchedulingModule {}
