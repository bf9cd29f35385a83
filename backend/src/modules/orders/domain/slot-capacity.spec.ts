import { listSlots, slotAvailability } from './slot-capacity.js';

describe('slot capacity', () => {
  it('counts what is left and is unavailable once the bookings reach the capacity', () => {
    expect(slotAvailability('12:00', 3, 0)).toEqual({ time: '12:00', capacity: 3, booked: 0, left: 3, available: true });
    expect(slotAvailability('12:00', 3, 2)).toEqual({ time: '12:00', capacity: 3, booked: 2, left: 1, available: true });
    expect(slotAvailability('12:00', 3, 3)).toEqual({ time: '12:00', capacity: 3, booked: 3, left: 0, available: false });
    expect(slotAvailability('12:00', 3, 5)).toMatchObject({ left: 0, available: false });
    expect(slotAvailability('12:00', 0, 0)).toMatchObject({ left: 0, available: false });
  });

  it('lists every offered slot with its bookings', () => {
    const listing = listSlots({ date: '2031-01-14', times: ['12:00', '12:15'], closedReason: null }, 3, new Map([['12:15', 3]]));
    expect(listing.slots.map((slot) => `${slot.time} ${slot.left} left`)).toEqual(['12:00 3 left', '12:15 0 left']);
  });
});
