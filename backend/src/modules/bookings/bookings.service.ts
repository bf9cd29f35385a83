import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { AppConfig } from '../../infra/config/app-config.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { RateLimiterService } from '../../infra/redis/rate-limiter.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { RESTAURANT_ZONE } from '../../infra/clock/clock.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import type { DaySchedule } from '../scheduling/scheduling.service.js';
import type { AffectedBooking, ScheduledBookings, SlotCount } from '../scheduling/schedule-demand.js';
import { SchedulingService } from '../scheduling/scheduling.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { BookingMailer } from './booking-mailer.service.js';
import { BookingStatusService } from './booking-status.service.js';
import { BookingsException } from './bookings.exception.js';
import { BookingsRepository } from './bookings.repository.js';
import { type Availability, bookingRequestProblem, type BookingCapacity, tableAvailability, type TimeLoad } from './domain/availability.js';
import { BOOKING_HORIZON_DAYS, BOOKING_REQUEST_LIMITS, DAILY_BOOKING_REQUESTS, phoneKey } from './domain/booking-limits.js';
import { guestRequestLapses } from './domain/booking-status.js';
import { verifyCancelToken, verifyConfirmToken } from './domain/cancel-token.js';
import { type AvailabilityDto, type BookingDto, type CreateBookingDto, toBookingDto } from './dto/bookings.dto.js';
import type { Booking } from './entities/booking.entity.js';
import type { BookingEventPayload } from './events/booking.events.js';

const DEFAULT_PARTY_SIZE = 2;

interface BookingRules {
  schedule: DaySchedule;
  capacity: BookingCapacity;
}

/** What a booking request knows of the HTTP request besides the body. */
export interface BookingRequestContext {
  ip: string;
}

/**
 * The customer's side of table booking: availability, the request, their bookings and the cancel
 * link; and the reads the Time tab asks of the bookings table (ScheduledBookings), with this module's statuses.
 */
@Injectable()
export class BookingsService implements ScheduledBookings {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly scheduling: SchedulingService,
    private readonly settings: SettingsService,
    private readonly limiter: RateLimiterService,
    private readonly mailer: BookingMailer,
    private readonly status: BookingStatusService,
    private readonly events: DomainEvents,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Live bookings (pending, confirmed) per date and time. */
  countLiveBySlot(from: string, to: string): Promise<SlotCount[]> {
    return this.bookings.countLiveByDateAndTime(from, to);
  }

  /** Live bookings on those dates, read in the caller's transaction when given. */
  liveBookingsOn(dates: readonly string[], manager?: EntityManager): Promise<AffectedBooking[]> {
    return this.bookings.findLiveBookingsOn(dates, manager);
  }

  async getAvailability(date: string, partySize = DEFAULT_PARTY_SIZE): Promise<AvailabilityDto> {
    this.assertBookableDate(date);
    const rules = await this.bookingRulesOf(date);
    const availability = this.availabilityOf(rules, partySize, await this.bookings.loadByTime(date));
    return { date, closed: availability.closed, times: availability.times.map(({ time, available }) => ({ time, available })) };
  }

  /**
   * A guest or a signed-in customer asks for a table. Rate limited per IP and per e-mail; then,
   * holding the lock of that date and time, the time is recounted and the booking inserted, so
   * that two requests for the last place cannot both get it. The e-mails are owed in the same transaction.
   */
  async requestBooking(customer: AuthUser | null, input: CreateBookingDto, context: BookingRequestContext): Promise<BookingDto> {
    this.assertBookableDate(input.date);
    await this.limitRequests(context.ip, input.email);
    await this.limitDailyRequests(input.email, input.phone ?? '');
    // Read before the transaction: a request waiting for the lock must not need a second connection.
    const rules = await this.bookingRulesOf(input.date);
    const { booking, outboxIds } = await this.bookings.inTransaction(async (manager) => {
      await this.bookings.lockTime(manager, input.date, input.time);
      const availability = this.availabilityOf(rules, input.partySize, await this.bookings.loadByTime(input.date, manager));
      const problem = bookingRequestProblem(availability, input.time);
      if (problem === 'closed') throw BookingsException.closed(input.date);
      if (problem === 'time_not_offered') throw BookingsException.timeNotOffered(input.time);
      if (problem === 'full') throw BookingsException.slotUnavailable(input.time);
      // A busy hour (more than BOOKING_EMAILS_PER_HOUR requests): the restaurant hears of this one in the worker's digest.
      const now = this.clock.systemNow();
      const busy = (await this.bookings.countRequestsSince(manager, now.minus({ hours: 1 }).toJSDate())) >= this.config.bookingEmailsPerHour;
      const saved = await this.bookings.insertBooking(manager, {
        userId: customer?.id ?? null,
        name: input.name,
        email: input.email,
        phone: input.phone ?? '',
        bookingDate: input.date,
        slotTime: input.time,
        partySize: input.partySize,
        specialRequests: input.specialRequests ?? '',
        restaurantNotifiedAt: busy ? null : now.toJSDate(),
      });
      const created = (await this.bookings.findBooking(saved.id, manager))!;
      return { booking: created, outboxIds: await this.mailer.oweRequestEmails(created, manager, !busy) };
    });
    this.mailer.dispatchAfterCommit(outboxIds);
    await this.events.emit('BookingRequested', this.facts(booking));
    return toBookingDto(booking);
  }

  async listMyBookings(customer: AuthUser): Promise<BookingDto[]> {
    return (await this.bookings.findBookingsOfUser(customer.id)).map(toBookingDto);
  }

  /** The booking a cancel link names, for the page the link opens: showing it never cancels it. */
  async getBookingByCancelToken(token: string): Promise<BookingDto> {
    const booking = await this.bookings.findBooking(this.bookingIdOf(token));
    if (!booking) throw BookingsException.invalidCancelLink();
    return toBookingDto(booking);
  }

  /** The customer cancels from the link: once; a second use answers that it is already cancelled. */
  async cancelBookingByToken(token: string): Promise<BookingDto> {
    const bookingId = this.bookingIdOf(token);
    const booking = await this.status.changeBookingStatus(null, bookingId, 'cancelled', (locked) => {
      if (locked.status === 'cancelled' || locked.status === 'declined' || locked.status === 'lapsed') throw BookingsException.notCancellable(locked.status);
    });
    return toBookingDto(booking);
  }

  /** The booking a "Confirm my request" link names, for the page it opens: showing it confirms nothing. */
  async getBookingByConfirmToken(token: string): Promise<BookingDto> {
    const booking = await this.bookings.findBooking(this.confirmedBookingIdOf(token));
    if (!booking) throw BookingsException.invalidConfirmLink();
    return toBookingDto(booking);
  }

  /**
   * The guest confirms their request from the acknowledgement e-mail (issue 24): it then keeps its
   * place until staff answer. Again is harmless; a lapsed, declined or cancelled request is refused.
   */
  async confirmRequestByToken(token: string): Promise<BookingDto> {
    const bookingId = this.confirmedBookingIdOf(token);
    const booking = await this.bookings.inTransaction(async (manager) => {
      const locked = await this.bookings.lockBooking(manager, bookingId);
      if (!locked) throw BookingsException.invalidConfirmLink();
      if (locked.status === 'lapsed') throw BookingsException.requestLapsed();
      if (locked.status !== 'pending' && locked.status !== 'confirmed') throw BookingsException.notConfirmable(locked.status);
      // The worker lapses what is due once a minute: a click after the deadline is too late even before it runs.
      const lapsesAt = guestRequestLapses(locked);
      if (lapsesAt && lapsesAt <= this.clock.systemNow().toJSDate()) throw BookingsException.requestLapsed();
      if (lapsesAt) await this.bookings.setGuestConfirmed(manager, bookingId, this.clock.systemNow().toJSDate());
      return (await this.bookings.findBooking(bookingId, manager))!;
    });
    return toBookingDto(booking);
  }

  private confirmedBookingIdOf(token: string): string {
    const bookingId = verifyConfirmToken(token, this.config.sessionSecret);
    if (!bookingId) throw BookingsException.invalidConfirmLink();
    return bookingId;
  }

  private bookingIdOf(token: string): string {
    const bookingId = verifyCancelToken(token, this.config.sessionSecret);
    if (!bookingId) throw BookingsException.invalidCancelLink();
    return bookingId;
  }

  /** The day's schedule and the capacity settings. */
  private async bookingRulesOf(date: string): Promise<BookingRules> {
    const [schedule, settings] = await Promise.all([this.scheduling.getDaySchedule(date), this.settings.getPublicSettings()]);
    return { schedule, capacity: { bookingsPerTime: settings.defaultCapacity, coversPerTime: settings.bookingCoversCapacity } };
  }

  private availabilityOf(rules: BookingRules, partySize: number, load: ReadonlyMap<string, TimeLoad>): Availability {
    return tableAvailability(rules.schedule, this.clock.now(), load, rules.capacity, partySize);
  }

  /** Today or later in London, and not beyond the booking horizon. */
  private assertBookableDate(date: string): void {
    const day = DateTime.fromISO(date, { zone: RESTAURANT_ZONE });
    const today = restaurantDate(this.clock.now());
    if (!day.isValid || date < today) throw BookingsException.dateInPast();
    if (day.diff(DateTime.fromISO(today, { zone: RESTAURANT_ZONE }), 'days').days > BOOKING_HORIZON_DAYS) throw BookingsException.tooFarAhead(BOOKING_HORIZON_DAYS);
  }

  private async limitRequests(ip: string, email: string): Promise<void> {
    for (const [rule, subject] of [
      [BOOKING_REQUEST_LIMITS.perIp, ip],
      [BOOKING_REQUEST_LIMITS.perEmail, email],
    ] as const) {
      const result = await this.limiter.hit(rule, subject);
      if (!result.allowed) throw BookingsException.tooManyBookings(result.retryAfterSeconds);
    }
  }

  /** DAILY_BOOKING_REQUESTS, from the requests already taken (PostgreSQL: holds while Redis is away). */
  private async limitDailyRequests(email: string, phone: string): Promise<void> {
    // created_at is the database's real time, never a test's pinned restaurant time.
    const since = this.clock.systemNow().minus({ hours: DAILY_BOOKING_REQUESTS.windowHours }).toJSDate();
    const recent = await this.bookings.countRecentRequests(since, email, phoneKey(phone));
    if (recent.byEmail >= DAILY_BOOKING_REQUESTS.perEmail) throw BookingsException.dailyRequestLimit(DAILY_BOOKING_REQUESTS.perEmail);
    if (recent.byPhone >= DAILY_BOOKING_REQUESTS.perPhone) throw BookingsException.dailyRequestLimit(DAILY_BOOKING_REQUESTS.perPhone);
  }

  private facts(booking: Booking): BookingEventPayload {
    return { bookingId: booking.id, date: booking.bookingDate, time: booking.slotTime.slice(0, 5), status: booking.status };
  }
}
