/** The booking form's toasts (SPEC sections 5 and 8). */
export interface BookingNotice {
  title: string;
  message?: string;
}

export const MISSING_INFORMATION: BookingNotice = { title: 'Missing Information', message: 'Please fill in all required fields.' };
export const CLOSED: BookingNotice = { title: 'Closed', message: 'We are closed on that day. Please choose another date.' };
export const BOOKING_SENT: BookingNotice = { title: 'Booking Request Sent!', message: 'We will confirm your table by e-mail shortly.' };
export const BOOKING_FAILED: BookingNotice = { title: 'Failed to create booking', message: 'Something went wrong. Please try again.' };

interface ApiErrorBody {
  error?: { code?: string; message?: string; details?: unknown };
}

/**
 * The toast for a refused booking: 'Slot Unavailable' for a full time (SPEC 8's 23505 answer), the
 * server's own words under the title it gives ('Closed', 'Missing Information', ...) for a rule it
 * explains, and 'Failed to create booking' for anything else (a network failure, a 500).
 */
export function describeBookingFailure(error: unknown): BookingNotice {
  const status = (error as { status?: unknown } | null)?.status;
  const body = (error as { data?: ApiErrorBody } | null)?.data?.error;
  if (!body?.code || !body.message) return BOOKING_FAILED;
  if (body.code === 'SLOT_UNAVAILABLE') return { title: 'Slot Unavailable', message: 'This time slot has already been booked.' };
  const details = body.details;
  if (Array.isArray(details)) return { title: 'Missing Information', message: String(details[0] ?? body.message) };
  const title = (details as { title?: unknown } | undefined)?.title;
  if (typeof title === 'string') return { title, message: body.message };
  if (status === 429) return { title: 'Too Many Requests', message: body.message };
  return BOOKING_FAILED;
}
