import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionHours } from './domain/opening-sessions.js';
import { OpeningSession } from './entities/opening-session.entity.js';
import { OpeningTime } from './entities/opening-time.entity.js';
import { TimeSlot } from './entities/time-slot.entity.js';

/** Staff edits of opening days and the slot grid. */
@Injectable()
export class TimeAdminRepository {
  constructor(private readonly dataSource: DataSource) {}

  inTransaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The weekday's row, locked until the transaction ends; null when never set (closed). */
  findOpeningTimeForUpdate(tx: EntityManager, dayOfWeek: number): Promise<OpeningTime | null> {
    return tx.getRepository(OpeningTime).findOne({ where: { dayOfWeek }, lock: { mode: 'pessimistic_write' } });
  }

  findSessionsOf(tx: EntityManager, dayOfWeek: number): Promise<OpeningSession[]> {
    return tx.getRepository(OpeningSession).find({ where: { dayOfWeek }, order: { startTime: 'ASC' } });
  }

  /** The slot's row, locked until the transaction ends; null when never set (off). */
  findTimeSlotForUpdate(tx: EntityManager, time: string): Promise<TimeSlot | null> {
    return tx.getRepository(TimeSlot).findOne({ where: { time }, lock: { mode: 'pessimistic_write' } });
  }

  findOpeningTimes(): Promise<OpeningTime[]> {
    return this.dataSource.getRepository(OpeningTime).find({ order: { dayOfWeek: 'ASC' } });
  }

  async setWeekdayOpen(tx: EntityManager, dayOfWeek: number, isOpen: boolean): Promise<void> {
    await tx.query(
      `INSERT INTO opening_times (day_of_week, is_open, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (day_of_week) DO UPDATE SET is_open = EXCLUDED.is_open, updated_at = now()`,
      [dayOfWeek, isOpen],
    );
  }

  findOpeningSessions(): Promise<OpeningSession[]> {
    return this.dataSource.getRepository(OpeningSession).find({ order: { dayOfWeek: 'ASC', startTime: 'ASC' } });
  }

  /** Replaces the weekday's sessions (call inside a transaction). */
  async replaceSessions(tx: EntityManager, dayOfWeek: number, sessions: readonly SessionHours[]): Promise<void> {
    await tx.getRepository(OpeningSession).delete({ dayOfWeek });
    if (sessions.length > 0) await tx.getRepository(OpeningSession).insert(sessions.map((session) => ({ dayOfWeek, ...session })));
  }

  findTimeSlots(): Promise<TimeSlot[]> {
    return this.dataSource.getRepository(TimeSlot).find({ order: { time: 'ASC' } });
  }

  async setTimeSlotActive(tx: EntityManager, time: string, isActive: boolean): Promise<void> {
    await tx.query(
      `INSERT INTO time_slots ("time", is_active, updated_at) VALUES ($1, $2, now())
       ON CONFLICT ("time") DO UPDATE SET is_active = EXCLUDED.is_active, updated_at = now()`,
      [time, isActive],
    );
  }
}
