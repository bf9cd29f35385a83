import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { BookingMailer } from './booking-mailer.service.js';
import { BookingStatusService } from './booking-status.service.js';
import { BookingsException } from './bookings.exception.js';
import { BookingsRepository } from './bookings.repository.js';
import { GUEST_REQUEST_HOLD_HOURS, guestRequestLapses } from './domain/booking-status.js';

/** How many requests one run handles at most; the next run takes the rest. */
const BATCH = 200;

/**
 * The worker's side of booking requests (issue 24): unconfirmed guest requests lapse, and the
 * restaurant gets one digest for the requests of a busy hour.
 */
@Injectable()
export class BookingRequestsUpkeepService {
  private readonly logger = new Logger(BookingRequestsUpkeepService.name);

  constructor(
    private readonly bookings: BookingsRepository,
    private readonly status: BookingStatusService,
    private readonly mailer: BookingMailer,
    private readonly clock: Clock,
  ) {}

  /**
   * A guest's request nobody confirmed within GUEST_REQUEST_HOLD_HOURS becomes 'lapsed' and frees its
   * place; the guest is e-mailed. Each goes through the one status change (row lock, transition
   * table), re-checked on the locked row, so a confirmation that lands first wins.
   */
  async lapseUnconfirmedGuestRequests(): Promise<{ lapsed: number }> {
    const now = this.clock.systemNow();
    const due = await this.bookings.findLapsedGuestRequestIds(now.minus({ hours: GUEST_REQUEST_HOLD_HOURS }).toJSDate(), BATCH);
    let lapsed = 0;
    for (const id of due) {
      try {
        await this.status.changeBookingStatus(null, id, 'lapsed', (locked) => {
          const lapsesAt = guestRequestLapses(locked);
          if (!lapsesAt || lapsesAt > now.toJSDate()) throw BookingsException.invalidTransition(locked.status, 'lapsed');
        });
        lapsed++;
      } catch (error) {
        if (!(error instanceof BookingsException)) throw error;
      }
    }
    if (lapsed > 0) this.logger.log({ lapsed }, 'unconfirmed guest booking requests lapsed');
    return { lapsed };
  }

  /** One e-mail to the restaurant for every request it was not told of one by one (a busy hour). */
  async sendRequestDigest(): Promise<{ requests: number }> {
    const { count, outboxIds } = await this.bookings.inTransaction(async (manager) => {
      const waiting = await this.bookings.lockRequestsAwaitingDigest(manager, BATCH);
      if (waiting.length === 0) return { count: 0, outboxIds: [] };
      const ids = await this.mailer.oweDigestEmail(waiting, manager);
      await this.bookings.markRestaurantNotified(manager, waiting.map((booking) => booking.id), this.clock.systemNow().toJSDate());
      return { count: waiting.length, outboxIds: ids };
    });
    this.mailer.dispatchAfterCommit(outboxIds);
    return { requests: count };
  }
}
