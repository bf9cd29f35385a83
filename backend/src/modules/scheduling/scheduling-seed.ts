import type { EntityManager } from 'typeorm';
import { insertIfMissing } from '../../infra/database/insert-if-missing.js';

/** A fresh installation's week, as the seed hands it over (0 = Sunday .. 6 = Saturday; times 'HH:MM:SS'). */
export interface ScheduleSeed {
  openingDays: ReadonlyArray<{ dayOfWeek: number; isOpen: boolean }>;
  openingSessions: ReadonlyArray<{ dayOfWeek: number; startTime: string; endTime: string }>;
  timeSlots: ReadonlyArray<{ time: string; isActive: boolean }>;
}

export interface ScheduleSeedReport {
  openingTimes: number;
  openingSessions: number;
  timeSlots: number;
}

/**
 * Seeds the week. Opening days and time slots missing by natural key are inserted and rows that
 * exist are left alone, so staff changes survive; opening sessions are seeded only into an empty
 * table, so that a session staff removed (an evening they stopped opening) does not come back.
 * Runs in the caller's transaction.
 */
export async function seedSchedule(manager: EntityManager, seed: ScheduleSeed): Promise<ScheduleSeedReport> {
  const report: ScheduleSeedReport = { openingTimes: 0, openingSessions: 0, timeSlots: 0 };
  for (const day of seed.openingDays) {
    report.openingTimes += await insertIfMissing(
      manager,
      'INSERT INTO opening_times (day_of_week, is_open) VALUES ($1, $2) ON CONFLICT (day_of_week) DO NOTHING',
      [day.dayOfWeek, day.isOpen],
    );
  }
  const [{ sessions }]: { sessions: number }[] = await manager.query('SELECT count(*)::int AS sessions FROM opening_sessions');
  if (sessions === 0) {
    for (const session of seed.openingSessions) {
      report.openingSessions += await insertIfMissing(
        manager,
        'INSERT INTO opening_sessions (day_of_week, start_time, end_time) VALUES ($1, $2, $3) ON CONFLICT (day_of_week, start_time) DO NOTHING',
        [session.dayOfWeek, session.startTime, session.endTime],
      );
    }
  }
  for (const slot of seed.timeSlots) {
    report.timeSlots += await insertIfMissing(
      manager,
      'INSERT INTO time_slots ("time", is_active) VALUES ($1, $2) ON CONFLICT ("time") DO NOTHING',
      [slot.time, slot.isActive],
    );
  }
  return report;
}
