import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { AppConfig } from '../../infra/config/app-config.js';
import { addressOneLine, RESTAURANT_PROFILE, type RestaurantProfileDto } from '../../infra/config/restaurant-profile.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { bookingDigestEmail, bookingRequestEmails, type BookingLinks, bookingStatusEmail } from './domain/booking-emails.js';
import { signCancelToken, signConfirmToken } from './domain/cancel-token.js';
import type { Booking } from './entities/booking.entity.js';

/**
 * The e-mails a booking owes, written to the outbox inside the transaction that changes the
 * booking and handed to the queue after it commits (nothing is owed if it rolls back).
 */
@Injectable()
export class BookingMailer {
  private readonly logger = new Logger(BookingMailer.name);

  constructor(
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    @Inject(RESTAURANT_PROFILE) private readonly restaurant: RestaurantProfileDto,
  ) {}

  /** The token in the fragment: never sent to a server, so never in a request log or the Visits table. */
  cancelLink(bookingId: string): string {
    return `${this.config.publicUrl}/booking/cancel#token=${encodeURIComponent(signCancelToken(bookingId, this.config.sessionSecret))}`;
  }

  confirmLink(bookingId: string): string {
    return `${this.config.publicUrl}/booking/confirm#token=${encodeURIComponent(signConfirmToken(bookingId, this.config.sessionSecret))}`;
  }

  private links(booking: Booking): BookingLinks {
    return { cancel: this.cancelLink(booking.id), confirm: this.confirmLink(booking.id), admin: `${this.config.publicUrl}/admin/bookings?date=${booking.bookingDate}` };
  }

  /** `tellRestaurant` false in a busy hour: the digest tells the restaurant instead. */
  async oweRequestEmails(booking: Booking, manager: EntityManager, tellRestaurant = true): Promise<(string | null)[]> {
    const ids: (string | null)[] = [];
    const restaurant = tellRestaurant ? this.config.restaurantNotificationEmail : null;
    for (const email of bookingRequestEmails(booking, this.links(booking), restaurant)) ids.push(await this.mail.queueEmail(email, manager));
    return ids;
  }

  async oweDigestEmail(bookings: Booking[], manager: EntityManager): Promise<(string | null)[]> {
    return [await this.mail.queueEmail(bookingDigestEmail(bookings, `${this.config.publicUrl}/admin/bookings`, this.config.restaurantNotificationEmail), manager)];
  }

  async oweStatusEmail(booking: Booking, manager: EntityManager): Promise<(string | null)[]> {
    return [await this.mail.queueEmail(bookingStatusEmail(booking, this.links(booking), this.clock.systemNow(), { name: this.restaurant.name, address: addressOneLine(this.restaurant.address) }), manager)];
  }

  /** After commit, without waiting: rows the queue did not take stay pending for the worker's outbox relay. */
  dispatchAfterCommit(ids: (string | null)[]): void {
    this.mail.dispatch(ids).catch((error: Error) => this.logger.warn({ err: error.message }, 'booking e-mails left to the outbox relay'));
  }
}
