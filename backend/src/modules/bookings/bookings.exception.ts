import { AppException } from '../../infra/http/app.exception.js';
import type { BookingStatus } from './entities/booking.entity.js';

/** Expected failures of table booking, with the toast title the customer sees (SPEC sections 5 and 8) in `details.title`. */
export class BookingsException extends AppException {
  static dateInPast(): BookingsException {
    return new BookingsException('BOOKING_DATE_IN_PAST', 'Please choose today or a later date.', 400, { title: 'Missing Information' });
  }

  static tooFarAhead(days: number): BookingsException {
    return new BookingsException('BOOKING_TOO_FAR_AHEAD', `Bookings open ${days} days ahead. Please choose an earlier date.`, 400, { title: 'Missing Information' });
  }

  static closed(date: string): BookingsException {
    return new BookingsException('BOOKING_CLOSED', 'We are closed on that day. Please choose another date.', 422, { title: 'Closed', date });
  }

  static timeNotOffered(time: string): BookingsException {
    return new BookingsException('BOOKING_TIME_NOT_OFFERED', `We do not take bookings for ${time} on that day. Please choose another time.`, 422, { title: 'Slot Unavailable', time });
  }

  /** The time is full: SPEC section 8's 23505 answer. */
  static slotUnavailable(time: string): BookingsException {
    return new BookingsException('SLOT_UNAVAILABLE', 'This time slot has already been booked.', 409, { title: 'Slot Unavailable', time });
  }

  static tooManyBookings(retryAfterSeconds: number): BookingsException {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new BookingsException(
      'TOO_MANY_BOOKINGS',
      `Too many booking requests have been sent from your network or for this e-mail address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us to book.`,
      429,
      { title: 'Too Many Requests', retryAfterSeconds },
    );
  }

  static dailyRequestLimit(limit: number): BookingsException {
    return new BookingsException(
      'TOO_MANY_BOOKINGS',
      `This e-mail address or phone number has already sent ${limit} booking requests today. Please call us to book another table.`,
      429,
      { title: 'Too Many Requests', retryAfterSeconds: 24 * 3600 },
    );
  }

  static notFound(): BookingsException {
    return new BookingsException('BOOKING_NOT_FOUND', 'This booking does not exist.', 404);
  }

  static invalidCancelLink(): BookingsException {
    return new BookingsException('INVALID_CANCEL_LINK', 'This cancel link is not valid. Please use the link in your booking e-mail, or call us.', 404);
  }

  static invalidConfirmLink(): BookingsException {
    return new BookingsException('INVALID_CONFIRM_LINK', 'This confirmation link is not valid. Please use the link in your booking e-mail, or call us.', 404);
  }

  static requestLapsed(): BookingsException {
    return new BookingsException(
      'BOOKING_LAPSED',
      'This request was not confirmed within two hours, so its table was given back. Please book again, or call us.',
      409,
      { status: 'lapsed' },
    );
  }

  static notConfirmable(status: BookingStatus): BookingsException {
    return new BookingsException('BOOKING_NOT_CONFIRMABLE', `This booking is ${status}, so there is nothing to confirm.`, 409, { status });
  }

  static notCancellable(status: BookingStatus): BookingsException {
    if (status === 'lapsed') return BookingsException.requestLapsed();
    const message = status === 'cancelled' ? 'This booking is already cancelled.' : 'This booking was declined, so there is nothing to cancel.';
    return new BookingsException('BOOKING_NOT_CANCELLABLE', message, 409, { status });
  }

  static invalidTransition(from: BookingStatus, to: BookingStatus): BookingsException {
    return new BookingsException('INVALID_STATUS_CHANGE', `A ${from} booking cannot be marked ${to}.`, 409, { from, to });
  }
}
