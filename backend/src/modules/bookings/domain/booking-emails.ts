import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import type { EmailToQueue } from '../../../infra/mail/mail.service.js';
import { slotStart } from '../../../infra/clock/restaurant-time.js';
import type { Booking, BookingStatus } from '../entities/booking.entity.js';
import { GUEST_REQUEST_HOLD_HOURS, guestRequestLapses } from './booking-status.js';
import { buildCalendar } from './icalendar.js';

/**
 * The e-mails a booking owes (SPEC section 7's booking fields; issue 14): when requested, the
 * restaurant's notification and the customer's acknowledgement; when staff answer or it is
 * cancelled, one to the customer, with the calendar file when confirmed. Every customer e-mail
 * carries the cancel link while the booking can still be cancelled.
 */
export const BOOKING_REQUEST_RECEIVED_EMAIL = 'booking-request-received';
export const RESTAURANT_BOOKING_NOTIFICATION_EMAIL = 'restaurant-booking-notification';
export const BOOKING_STATUS_CHANGED_EMAIL = 'booking-status-changed';
export const RESTAURANT_BOOKING_DIGEST_EMAIL = 'restaurant-booking-digest';

/** The cancel and confirm links work without signing in: the outbox erases them once the e-mail is sent. */
const CANCEL_LINK_SECRET = ['cancelLink'];
const REQUEST_LINK_SECRETS = ['cancelLink', 'confirmLink'];

/** How long the calendar entry of a table lasts. */
export const TABLE_DURATION_MINUTES = 90;

/** Every field the templates use, always present (the renderer runs Handlebars in strict mode). */
export interface BookingEmailData extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  dateLabel: string;
  time: string;
  partySize: number;
  specialRequests: string;
  status: BookingStatus;
  /** Empty when the booking can no longer be cancelled. */
  cancelLink: string;
  /** A guest's "Confirm my request" link (issue 24), in the acknowledgement only; empty otherwise. */
  confirmLink: string;
  /** How many hours an unconfirmed guest request holds its place. */
  holdHours: number;
  adminLink: string;
}

export interface BookingLinks {
  /** The signed cancel link of this booking. */
  cancel: string;
  /** The signed confirm link of this booking. */
  confirm: string;
  admin: string;
}

export function toBookingEmailData(booking: Booking, links: BookingLinks): BookingEmailData {
  const live = booking.status === 'pending' || booking.status === 'confirmed';
  return {
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    dateLabel: DateTime.fromISO(booking.bookingDate).setLocale('en-GB').toFormat('cccc d LLLL yyyy'),
    time: booking.slotTime.slice(0, 5),
    partySize: booking.partySize,
    specialRequests: booking.specialRequests,
    status: booking.status,
    cancelLink: live ? links.cancel : '',
    confirmLink: '',
    holdHours: GUEST_REQUEST_HOLD_HOURS,
    adminLink: links.admin,
  };
}

/**
 * A new request's e-mails: the customer's acknowledgement (a guest's carries "Confirm my request",
 * since an unconfirmed guest request lapses) and, unless the hour is busy and a digest will tell
 * it instead, the restaurant's notification.
 */
export function bookingRequestEmails(booking: Booking, links: BookingLinks, restaurantEmail: string | null): EmailToQueue[] {
  const data = toBookingEmailData(booking, links);
  const acknowledgement = { ...data, confirmLink: guestRequestLapses(booking) ? links.confirm : '' };
  return [
    ...(restaurantEmail
      ? [{ kind: RESTAURANT_BOOKING_NOTIFICATION_EMAIL, to: restaurantEmail, data: { ...data, cancelLink: '' }, dedupeKey: `booking-requested:${booking.id}:restaurant` }]
      : []),
    { kind: BOOKING_REQUEST_RECEIVED_EMAIL, to: booking.email, data: acknowledgement, dedupeKey: `booking-requested:${booking.id}:customer`, secretKeys: REQUEST_LINK_SECRETS },
  ];
}

/** One e-mail to the restaurant for the requests of a busy hour (issue 24), oldest first. */
export function bookingDigestEmail(bookings: Booking[], adminLink: string, restaurantEmail: string): EmailToQueue {
  const requests = bookings.map((booking) => {
    const data = toBookingEmailData(booking, { cancel: '', confirm: '', admin: adminLink });
    return { name: data.name, email: data.email, phone: data.phone, dateLabel: data.dateLabel, time: data.time, partySize: data.partySize, specialRequests: data.specialRequests };
  });
  return {
    kind: RESTAURANT_BOOKING_DIGEST_EMAIL,
    to: restaurantEmail,
    data: { count: bookings.length, requests, adminLink },
    // The requests' ids name the digest: a retried run never sends the same one twice.
    dedupeKey: `booking-digest:${createHash('sha256').update(bookings.map((booking) => booking.id).join(',')).digest('hex')}`,
  };
}

/** Where the table is, as the calendar entry names it. */
export interface BookingPlace {
  name: string;
  address: string;
}

/** The customer's e-mail after a status change; the confirmation carries the .ics file. */
export function bookingStatusEmail(booking: Booking, links: BookingLinks, stamp: DateTime, place: BookingPlace): EmailToQueue {
  const data = toBookingEmailData(booking, links);
  const email: EmailToQueue = { kind: BOOKING_STATUS_CHANGED_EMAIL, to: booking.email, data, dedupeKey: `booking-${booking.status}:${booking.id}:customer`, secretKeys: CANCEL_LINK_SECRET };
  const start = slotStart(booking.bookingDate, booking.slotTime);
  if (booking.status === 'confirmed' && start) {
    const calendar = buildCalendar({
      uid: `booking-${booking.id}@walkden.bookings`,
      start,
      durationMinutes: TABLE_DURATION_MINUTES,
      summary: `Table for ${booking.partySize} at ${place.name}`,
      description: `Booking for ${booking.name}.${booking.specialRequests ? ` Requests: ${booking.specialRequests}` : ''}`,
      location: place.address,
      stamp,
    });
    email.attachments = [{ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar }];
  }
  return email;
}
