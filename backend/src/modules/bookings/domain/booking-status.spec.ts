import { BOOKING_STATUSES, type BookingStatus } from '../entities/booking.entity.js';
import { canTransition, guestRequestLapses, isLive } from './booking-status.js';

describe('booking status transitions', () => {
  const allowed: [BookingStatus, BookingStatus][] = [
    ['pending', 'confirmed'],
    ['pending', 'declined'],
    ['pending', 'cancelled'],
    ['pending', 'lapsed'],
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

describe('when a guest request lapses', () => {
  const createdAt = new Date('2031-01-14T09:00:00Z');
  const guestRequest = { status: 'pending' as BookingStatus, userId: null, guestConfirmedAt: null, createdAt };

  it("two hours after a guest's unconfirmed pending request was made", () => {
    expect(guestRequestLapses(guestRequest)).toEqual(new Date('2031-01-14T11:00:00Z'));
  });

  it('never for a request the guest confirmed, a customer made, or that is no longer pending', () => {
    expect(guestRequestLapses({ ...guestRequest, guestConfirmedAt: new Date('2031-01-14T09:05:00Z') })).toBeNull();
    expect(guestRequestLapses({ ...guestRequest, userId: 'a-customer' })).toBeNull();
    for (const status of ['confirmed', 'declined', 'cancelled', 'lapsed'] as const) expect(guestRequestLapses({ ...guestRequest, status })).toBeNull();
  });

  it('frees its place: a lapsed booking is not live', () => {
    expect(isLive('lapsed')).toBe(false);
  });
});
