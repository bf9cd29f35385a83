import { Injectable } from '@nestjs/common';
import { OnJob } from '../../../infra/queue/on-job.decorator.js';
import { JobName, type JobPayloads } from '../../../infra/queue/queue.constants.js';
import { WeeklySummaryService } from '../weekly-summary.service.js';

/** Runs in the worker on SCHEDULES' timer (Mondays 09:00 London): last week's summary to the administrators. */
@Injectable()
export class SendWeeklySummaryJob {
  constructor(private readonly summary: WeeklySummaryService) {}

  @OnJob(JobName.SendWeeklySummary)
  run(payload: JobPayloads[JobName.SendWeeklySummary]): Promise<{ sent: number; skipped?: string }> {
    return this.summary.sendWeeklySummary(payload.today);
  }
}
