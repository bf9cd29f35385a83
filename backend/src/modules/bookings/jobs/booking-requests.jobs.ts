import { Injectable } from '@nestjs/common';
import { OnJob } from '../../../infra/queue/on-job.decorator.js';
import { JobName } from '../../../infra/queue/queue.constants.js';
import { BookingRequestsUpkeepService } from '../booking-requests-upkeep.service.js';

/** Runs in the worker on SCHEDULES' timer: unconfirmed guest requests lapse. */
@Injectable()
export class LapseBookingRequestsJob {
  constructor(private readonly upkeep: BookingRequestsUpkeepService) {}

  @OnJob(JobName.LapseBookingRequests)
  run(): Promise<{ lapsed: number }> {
    return this.upkeep.lapseUnconfirmedGuestRequests();
  }
}

/** Runs in the worker on SCHEDULES' timer: the restaurant's digest of a busy hour's requests. */
@Injectable()
export class SendBookingDigestJob {
  constructor(private readonly upkeep: BookingRequestsUpkeepService) {}

  @OnJob(JobName.SendBookingDigest)
  run(): Promise<{ requests: number }> {
    return this.upkeep.sendRequestDigest();
  }
}
