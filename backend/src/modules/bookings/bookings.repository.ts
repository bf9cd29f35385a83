import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, MoreThanOrEqual } from 'typeorm';
import type { TimeLoad } from './domain/availability.js';
import { LIVE_BOOKING_STATUSES } from './domain/booking-status.js';
import { Booking, type BookingStatus } from './entities/booking.entity.js';

/** Namespace of the booking time advisory locks (any constant, distinct from the orders' ones). */
const BOOKING_TIME_LOCK_NAMESPACE = 4_711_014;

/** A live booking on a given date (what closing that day affects). */
export interface LiveBookingOnDate {
  id: string;
  name: string;
  email: string;
  bookingDate: string;
  slotTime: string;
  partySize: number;
  status: string;
}

export type NewBooking = Pick<Booking, 'userId' | 'name' | 'email' | 'phone' | 'bookingDate' | 'slotTime' | 'partySize' | 'specialRequests' | 'restaurantNotifiedAt'>;

/** Queries for table bookings. */
@Injectable()
export class BookingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** What the live bookings of a date hold at each time, keyed 'HH:MM'. */
  async loadByTime(date: string, manager: EntityManager = this.dataSource.manager): Promise<Map<string, TimeLoad>> {
    const rows: { time: string; bookings: number; covers: number }[] = await manager.query(
      `SELECT to_char(slot_time, 'HH24:MI') AS time, count(*)::int AS bookings, sum(party_size)::int AS covers
         FROM bookings WHERE booking_date = $1 AND status = ANY($2) GROUP BY slot_time`,
      [date, LIVE_BOOKING_STATUSES],
    );
    return new Map(rows.map((row) => [row.time, { bookings: row.bookings, covers: row.covers }]));
  }

  /** Live bookings per date and time, dates from..to inclusive (the staff weekly schedule). */
  countLiveByDateAndTime(from: string, to: string): Promise<{ date: string; time: string; count: number }[]> {
    return this.dataSource.query(
      `SELECT to_char(booking_date, 'YYYY-MM-DD') AS "date", to_char(slot_time, 'HH24:MI') AS "time", count(*)::int AS "count"
         FROM bookings
        WHERE booking_date BETWEEN $1 AND $2 AND status = ANY($3)
        GROUP BY booking_date, slot_time`,
      [from, to, LIVE_BOOKING_STATUSES],
    );
  }

  /** Live bookings on those dates (declined and cancelled ones owe no notice), by date, time and name. */
  findLiveBookingsOn(dates: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<LiveBookingOnDate[]> {
    return manager.query(
      `SELECT id, name, email, to_char(booking_date, 'YYYY-MM-DD') AS "bookingDate", to_char(slot_time, 'HH24:MI') AS "slotTime",
              party_size AS "partySize", status
         FROM bookings
        WHERE booking_date = ANY($1::date[]) AND status = ANY($2)
        ORDER BY booking_date, slot_time, name`,
      [dates, LIVE_BOOKING_STATUSES],
    );
  }

  /** Serialises every booking request for one date and time until the transaction ends: count, then insert, never interleaved. */
  async lockTime(manager: EntityManager, date: string, time: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [BOOKING_TIME_LOCK_NAMESPACE, `${date} ${time}`]);
  }

  insertBooking(manager: EntityManager, booking: NewBooking): Promise<Booking> {
    const repository = manager.getRepository(Booking);
    return repository.save(repository.create(booking));
  }

  /** Requests taken since `since` for one e-mail address (any case) or, when given, one phone key (phoneKey). */
  async countRecentRequests(since: Date, email: string, phoneKey: string | null): Promise<{ byEmail: number; byPhone: number }> {
    const [row]: { by_email: number; by_phone: number }[] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE lower(email) = lower($2))::int AS by_email,
              count(*) FILTER (WHERE $3::text IS NOT NULL AND right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) = $3)::int AS by_phone
         FROM bookings WHERE created_at >= $1`,
      [since, email, phoneKey],
    );
    return { byEmail: row?.by_email ?? 0, byPhone: row?.by_phone ?? 0 };
  }

  findBooking(id: string, manager: EntityManager = this.dataSource.manager): Promise<Booking | null> {
    return manager.getRepository(Booking).findOneBy({ id });
  }

  lockBooking(manager: EntityManager, id: string): Promise<Booking | null> {
    return manager.getRepository(Booking).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async setStatus(manager: EntityManager, id: string, status: BookingStatus, cancelledAt: Date | null): Promise<void> {
    await manager.getRepository(Booking).update({ id }, { status, ...(cancelledAt && { cancelledAt }) });
  }

  findBookingsOfDay(date: string): Promise<Booking[]> {
    return this.dataSource.getRepository(Booking).find({ where: { bookingDate: date }, order: { slotTime: 'ASC', createdAt: 'ASC' } });
  }

  findBookingsOfUser(userId: string): Promise<Booking[]> {
    return this.dataSource.getRepository(Booking).find({ where: { userId }, order: { bookingDate: 'DESC', slotTime: 'DESC' }, take: 100 });
  }

  /** Requests taken since `since` (all of them: a busy hour is a busy hour, whoever books). */
  countRequestsSince(manager: EntityManager, since: Date): Promise<number> {
    return manager.getRepository(Booking).count({ where: { createdAt: MoreThanOrEqual(since) } });
  }

  async setGuestConfirmed(manager: EntityManager, id: string, at: Date): Promise<void> {
    await manager.getRepository(Booking).update({ id }, { guestConfirmedAt: at });
  }

  /** Guests' requests nobody confirmed, made before `createdBefore` (bookings_guest_requests_due_idx). */
  async findLapsedGuestRequestIds(createdBefore: Date, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM bookings WHERE status = 'pending' AND user_id IS NULL AND guest_confirmed_at IS NULL AND created_at < $1 ORDER BY created_at LIMIT $2`,
      [createdBefore, limit],
    );
    return rows.map((row) => row.id);
  }

  /** Requests the restaurant has not been told of, locked (another worker skips them) for one digest. */
  lockRequestsAwaitingDigest(manager: EntityManager, limit: number): Promise<Booking[]> {
    return manager
      .getRepository(Booking)
      .createQueryBuilder('b')
      .where('b.restaurant_notified_at IS NULL')
      .orderBy('b.created_at', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
  }

  async markRestaurantNotified(manager: EntityManager, ids: string[], at: Date): Promise<void> {
    if (ids.length > 0) await manager.getRepository(Booking).update({ id: In(ids) }, { restaurantNotifiedAt: at });
  }

  /** Requests still waiting for an answer, for today and later. */
  countPendingFrom(date: string): Promise<number> {
    return this.dataSource.getRepository(Booking).count({ where: { status: 'pending', bookingDate: MoreThanOrEqual(date) } });
  }
}
