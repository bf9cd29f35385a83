import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runStatement, type Statement, statement } from '../../infra/database/statement-batch.js';
import type { BusyModeRow } from './domain/busy-mode.js';
import type { DaySchedule } from './domain/slot-listing.js';
import { OpeningSession } from './entities/opening-session.entity.js';
import { OpeningTime } from './entities/opening-time.entity.js';

/** A day's schedule with the busy-mode rows (what Place Order and the slot listing read). */
export type DayWithBusyMode = DaySchedule & { busyMode: BusyModeRow[] };

type DayRow = Pick<DaySchedule, 'isOpenWeekday' | 'sessions' | 'daysOff' | 'timeSlots'> & { busyMode: (Omit<BusyModeRow, 'until'> & { until: string | null })[] };

/** Queries for opening days and sessions, days off and the slot grid. */
@Injectable()
export class SchedulingRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A day's schedule and the busy-mode rows in one round trip (issue 30: Place Order and the slot
   * listing read them on every request): the opening day, its sessions, its days off, the slot
   * grid and BusyModeRepository's rows.
   */
  readDayWithBusyMode(date: string, dayOfWeek: number): Promise<DayWithBusyMode> {
    return runStatement(this.dataSource, this.dayWithBusyModeStatement(date, dayOfWeek));
  }

  /** The same read as a statement, for a caller that sends it with others in one round trip. */
  dayWithBusyModeStatement(date: string, dayOfWeek: number): Statement<DayWithBusyMode> {
    return statement(
      `SELECT coalesce((SELECT is_open FROM opening_times WHERE day_of_week = $2), false) AS "isOpenWeekday",
              coalesce((SELECT json_agg(json_build_object('startTime', start_time, 'endTime', end_time) ORDER BY start_time) FROM opening_sessions WHERE day_of_week = $2), '[]') AS sessions,
              coalesce((SELECT json_agg(json_build_object('allDay', all_day, 'startTime', start_time, 'endTime', end_time)) FROM days_off WHERE date = $1), '[]') AS "daysOff",
              coalesce((SELECT json_agg(json_build_object('time', time, 'isActive', is_active) ORDER BY time) FROM time_slots), '[]') AS "timeSlots",
              coalesce((SELECT json_agg(json_build_object('kind', kind, 'until', until, 'extraMinutes', extra_minutes)) FROM busy_mode), '[]') AS "busyMode"`,
      [date, dayOfWeek],
      (rows) => {
        const [row] = rows as unknown as DayRow[];
        return {
          date,
          isOpenWeekday: row.isOpenWeekday,
          sessions: row.sessions,
          daysOff: row.daysOff,
          timeSlots: row.timeSlots,
          busyMode: row.busyMode.map((entry) => ({ ...entry, until: entry.until === null ? null : new Date(entry.until) })),
        };
      },
    );
  }

  async findOpenWeekdays(): Promise<number[]> {
    const rows = await this.dataSource.getRepository(OpeningTime).find({ where: { isOpen: true }, select: { dayOfWeek: true } });
    return rows.map((row) => row.dayOfWeek);
  }

  findAllOpeningSessions(): Promise<OpeningSession[]> {
    return this.dataSource.getRepository(OpeningSession).find({ select: { dayOfWeek: true, startTime: true, endTime: true }, order: { startTime: 'ASC' } });
  }
}
