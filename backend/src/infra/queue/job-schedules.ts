import { type JobName, SCHEDULES, type ScheduleRepeat } from './queue.constants.js';

export type ScheduleOverrides = Partial<Record<JobName, ScheduleRepeat>>;

const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
const CRON_FIELD = /^[0-9*,/\-?LW#A-Za-z]+$/;

/**
 * JOB_SCHEDULES: `<job>=every <n><ms|s|m|h>` or `<job>=cron <5 or 6 fields>` (Europe/London),
 * separated by `;`, e.g. `reconcile-payments=every 2m; purge-visits=cron 30 3 * * *`. Only the
 * scheduled jobs may be named. Empty: the built-in SCHEDULES.
 */
export function parseScheduleOverrides(raw: string): { overrides: ScheduleOverrides; problems: string[] } {
  const overrides: ScheduleOverrides = {};
  const problems: string[] = [];
  const scheduled = new Set<string>(SCHEDULES.map((schedule) => schedule.job));
  for (const entry of raw.split(';').map((part) => part.trim()).filter(Boolean)) {
    const equals = entry.indexOf('=');
    const job = entry.slice(0, equals).trim();
    const spec = entry.slice(equals + 1).trim();
    if (equals < 0 || !scheduled.has(job)) {
      problems.push(`JOB_SCHEDULES: "${entry}" must start with one of ${[...scheduled].join(', ')} and "="`);
      continue;
    }
    if (job in overrides) problems.push(`JOB_SCHEDULES names ${job} twice`);
    const every = /^every\s+(\d+)\s*(ms|s|m|h)$/i.exec(spec);
    const cron = /^cron\s+(.+)$/i.exec(spec);
    if (every) {
      const ms = Number(every[1]) * UNIT_MS[every[2].toLowerCase()];
      if (ms < 1_000) problems.push(`JOB_SCHEDULES: ${job} must run at most once a second (got "${spec}")`);
      else overrides[job as JobName] = { every: ms };
    } else if (cron && [5, 6].includes(cron[1].trim().split(/\s+/).length) && cron[1].trim().split(/\s+/).every((field) => CRON_FIELD.test(field))) {
      overrides[job as JobName] = { pattern: cron[1].trim().replace(/\s+/g, ' '), tz: 'Europe/London' };
    } else {
      problems.push(`JOB_SCHEDULES: ${job} needs "every <n>s" (ms, s, m or h) or "cron <5 or 6 fields>" (got "${spec}")`);
    }
  }
  return { overrides, problems };
}

/** SCHEDULES with the overrides applied. */
export function schedulesWith(overrides: ScheduleOverrides): { job: JobName; repeat: ScheduleRepeat }[] {
  return SCHEDULES.map((schedule) => ({ job: schedule.job, repeat: overrides[schedule.job] ?? schedule.repeat }));
}
