import { Module } from '@nestjs/common';
import { TipsRepository } from './tips.repository.js';
import { TipsRetentionService } from './tips-retention.service.js';

/** Deleting tip records past their three years: the worker's nightly purge-tip-records job. */
@Module({
  providers: [TipsRepository, TipsRetentionService],
  exports: [TipsRetentionService],
})
export class TipsRetentionModule {}
