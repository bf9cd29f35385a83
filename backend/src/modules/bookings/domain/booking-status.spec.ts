import { BOOKING_STATUSES, type BookingStatus } from '../entities/booking.entity.js';
import { canTransition, isLive } from './booking-status.js';

describe('booking status transitions', () => {
  const allowed: [BookingStatus, BookingStatus][] = [
    ['pending', 'confirmed'],
    ['pending', 'declined'],
    ['pending', 'cancelled'],
    ['confirmed', 'cancelled'],
  ];

  it('allows exactly the changes of the table', () => {
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect([from, to, canTransition(from, to)]).toEqual([from, to, expected]);
      }
    }
  });

  it('counts pending and confirmed bookings against capacity only', () => {
    expect(BOOKING_STATUSES.filter(isLive)).toEqual(['pending', 'confirmed']);
  });
});
