import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { OnJob } from '../../infra/queue/on-job.decorator.js';
import { JobName } from '../../infra/queue/queue.constants.js';
import { AuthRepository } from './auth.repository.js';

/**
 * Expired sessions and expired sign-in and confirmation links are of no use to anyone and say who
 * signed in when: the worker deletes them nightly.
 */
@Injectable()
export class SessionsRetentionService {
  private readonly logger = new Logger(SessionsRetentionService.name);

  constructor(
    private readonly auth: AuthRepository,
    private readonly clock: Clock,
  ) {}

  @OnJob(JobName.PurgeExpiredSessions)
  async purgeExpiredSessions(): Promise<{ deleted: number; tokensDeleted: number }> {
    const now = this.clock.now().toJSDate();
    const deleted = await this.auth.deleteExpiredSessions(now);
    const tokensDeleted = await this.auth.deleteExpiredTokens(now);
    this.logger.log({ deleted, tokensDeleted }, 'expired sessions and sign-in links purged');
    return { deleted, tokensDeleted };
  }
}
