import { parseScheduleOverrides, schedulesWith } from './job-schedules.js';
import { JobName, SCHEDULES } from './queue.constants.js';

describe('JOB_SCHEDULES', () => {
  it('is empty by default: the built-in schedules', () => {
    expect(parseScheduleOverrides('')).toEqual({ overrides: {}, problems: [] });
    expect(schedulesWith({})).toEqual(SCHEDULES);
  });

  it('reads intervals and cron patterns, and replaces only the jobs it names', () => {
    const { overrides, problems } = parseScheduleOverrides(' reconcile-payments=every 2m ; purge-visits=cron 30  3 * * * ;dispatch-outbox=every 1500ms');
    expect(problems).toEqual([]);
    expect(overrides).toEqual({
      [JobName.ReconcilePayments]: { every: 120_000 },
      [JobName.PurgeVisits]: { pattern: '30 3 * * *', tz: 'Europe/London' },
      [JobName.DispatchOutbox]: { every: 1_500 },
    });
    const schedules = schedulesWith(overrides);
    expect(schedules.map((schedule) => schedule.job)).toEqual(SCHEDULES.map((schedule) => schedule.job));
    expect(schedules.find((schedule) => schedule.job === JobName.PurgeExpiredSessions)?.repeat).toEqual({ pattern: '0 4 * * *', tz: 'Europe/London' });
  });

  it('refuses an unknown or unscheduled job, a bad interval or pattern, and a job named twice', () => {
    const { problems } = parseScheduleOverrides(
      'send-email=every 1s; nothing=every 1s; reconcile-payments=every 10ms; purge-visits=cron 0 4 *; purge-payment-events=weekly; dispatch-outbox=every 2s; dispatch-outbox=every 3s',
    );
    expect(problems).toEqual([
      expect.stringContaining('"send-email=every 1s" must start with one of'),
      expect.stringContaining('"nothing=every 1s" must start with one of'),
      'JOB_SCHEDULES: reconcile-payments must run at most once a second (got "every 10ms")',
      expect.stringContaining('purge-visits needs'),
      expect.stringContaining('purge-payment-events needs'),
      'JOB_SCHEDULES names dispatch-outbox twice',
    ]);
  });
});
