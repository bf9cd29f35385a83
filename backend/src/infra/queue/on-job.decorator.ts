import { SetMetadata } from '@nestjs/common';
import type { JobName } from './queue.constants.js';

export const ON_JOB = 'walkden:on-job';

/** Marks a provider method as the handler of one job; the worker discovers it at start-up. */
export const OnJob = (name: JobName) => SetMetadata(ON_JOB, name);
