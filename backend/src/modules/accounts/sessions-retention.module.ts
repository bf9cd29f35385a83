import { Module } from '@nestjs/common';
import { AuthRepository } from './auth.repository.js';
import { SessionsRetentionService } from './sessions-retention.service.js';

/** The worker's nightly purge of expired sessions and sign-in links. */
@Module({
  providers: [AuthRepository, SessionsRetentionService],
  exports: [SessionsRetentionService],
})
export class SessionsRetentionModule {}
