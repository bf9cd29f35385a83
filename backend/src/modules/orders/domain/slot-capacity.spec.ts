import { listSlots, slotAvailability } from './slot-capacity.js';

describe('slot capacity', () => {
  it('counts what is left and is unavailable once the bookings reach the capacity', () => {
    expect(slotAvailability('12:00', 3, 0)).toEqual({ time: '12:00', capacity: 3, booked: 0, left: 3, available: true, fullStation: null });
    expect(slotAvailability('12:00', 3, 2)).toEqual({ time: '12:00', capacity: 3, booked: 2, left: 1, available: true, fullStation: null });
    expect(slotAvailability('12:00', 3, 3)).toEqual({ time: '12:00', capacity: 3, booked: 3, left: 0, available: false, fullStation: null });
    expect(slotAvailability('12:00', 3, 5)).toMatchObject({ left: 0, available: false });
    expect(slotAvailability('12:00', 0, 0)).toMatchObject({ left: 0, available: false });
  });

  it('lists every offered slot with its bookings', () => {
    const listing = listSlots({ date: '2031-01-14', times: ['12:00', '12:15'], closedReason: null }, 3, new Map([['12:15', 3]]));
    expect(listing.slots.map((slot) => `${slot.time} ${slot.left} left`)).toEqual(['12:00 3 left', '12:15 0 left']);
  });

  describe('with the kitchen (issue 28)', () => {
    const oven = { id: 'oven', name: 'Pizza oven', unitsPerSlot: 8 };
    const fryer = { id: 'fryer', name: 'Fryer', unitsPerSlot: 12 };
    const takenByTime = new Map([['12:00', new Map([['oven', 7]])], ['12:15', new Map([['oven', 6], ['fryer', 12]])]]);

    it('offers a slot only while every station the cart needs has room for it', () => {
      const kitchen = { needs: [{ stationId: 'oven', units: 2 }], stations: [fryer, oven], takenByTime };
      const listing = listSlots({ date: '2031-01-14', times: ['12:00', '12:15', '12:30'], closedReason: null }, 10, new Map(), kitchen);
      expect(listing.slots.map(({ time, available, fullStation, left }) => ({ time, available, fullStation, left }))).toEqual([
        { time: '12:00', available: false, fullStation: 'Pizza oven', left: 10 },
        { time: '12:15', available: true, fullStation: null, left: 10 },
        { time: '12:30', available: true, fullStation: null, left: 10 },
      ]);
    });

    it('leaves a slot whose full station the cart does not need to that cart', () => {
      const kitchen = { needs: [{ stationId: 'oven', units: 1 }], stations: [fryer, oven], takenByTime };
      expect(slotAvailability('12:15', 10, 0, kitchen)).toMatchObject({ available: true, fullStation: null });
      expect(slotAvailability('12:15', 10, 0, { ...kitchen, needs: [{ stationId: 'fryer', units: 1 }] })).toMatchObject({ available: false, fullStation: 'Fryer' });
    });
  });
});
