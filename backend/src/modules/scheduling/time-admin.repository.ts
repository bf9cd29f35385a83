import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionHours } from './domain/opening-sessions.js';
import { OpeningSession } from './entities/opening-session.entity.js';
import { OpeningTime } from './entities/opening-time.entity.js';
import { TimeSlot } from './entities/time-slot.entity.js';

/** Staff edits of opening days and the slot grid, and the counts behind the weekly schedule. */
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

  /** Slot-holding orders (pending, confirmed, preparing, ready) per date and slot, for a range of dates. */
  async countOrdersBySlot(from: string, to: string): Promise<{ date: string; time: string; count: number }[]> {
    return this.dataSource.query(
      `SELECT to_char(order_date, 'YYYY-MM-DD') AS "date", to_char(slot_time, 'HH24:MI') AS "time", count(*)::int AS "count"
         FROM orders
        WHERE order_date BETWEEN $1 AND $2 AND status IN ('pending', 'confirmed', 'preparing', 'ready')
        GROUP BY order_date, slot_time`,
      [from, to],
    );
  }

  async countBookingsBySlot(from: string, to: string): Promise<{ date: string; time: string; count: number }[]> {
    return this.dataSource.query(
      `SELECT to_char(booking_date, 'YYYY-MM-DD') AS "date", to_char(slot_time, 'HH24:MI') AS "time", count(*)::int AS "count"
         FROM bookings
        WHERE booking_date BETWEEN $1 AND $2 AND status IN ('pending', 'confirmed')
        GROUP BY booking_date, slot_time`,
      [from, to],
    );
  }
}
