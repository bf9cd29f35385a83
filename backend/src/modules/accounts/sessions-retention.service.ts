import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { OnJob } from '../../infra/queue/on-job.decorator.js';
import { JobName } from '../../infra/queue/queue.constants.js';
import { AuthRepository } from './auth.repository.js';

/** Expired sessions are of no use to anyone and name who signed in when: the worker deletes them nightly. */
@Injectable()
export class SessionsRetentionService {
  private readonly logger = new Logger(SessionsRetentionService.name);

  constructor(
    private readonly auth: AuthRepository,
    private readonly clock: Clock,
  ) {}

  @OnJob(JobName.PurgeExpiredSessions)
  async purgeExpiredSessions(): Promise<{ deleted: number }> {
    const deleted = await this.auth.deleteExpiredSessions(this.clock.now().toJSDate());
    this.logger.log({ deleted }, 'expired sessions purged');
    return { deleted };
  }
}
