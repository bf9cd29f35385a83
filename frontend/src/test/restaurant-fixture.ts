import type { Restaurant } from '../shared/restaurant/restaurant';

const walkdenSession = (name: string, dayNames: string[], days: string, opens: string, closes: string, times: string, short: string) => ({
  name,
  dayNames,
  days,
  opens,
  closes,
  times,
  short,
});

/** GET /api/restaurant as the seeded backend answers it (the fake api's default). */
export const RESTAURANT_FIXTURE: Restaurant = {
  name: 'Walkden Fried Chicken & Pizza',
  shortName: 'Walkden',
  strapline: 'Fried Chicken, Pizza and Smash Burgers for Walkden and surrounding areas',
  serviceNote: 'Available for Eat-In or Takeaway',
  blurb: 'Crispy fried chicken, stone-baked pizza and smash burgers made fresh to order on Bolton Road.',
  address: { lines: ['Bolton Road', 'Walkden', 'Manchester'], postcode: 'M28 3AX', oneLine: 'Bolton Road, Walkden, Manchester M28 3AX' },
  phone: { display: '0161 496 0123', international: '+441614960123' },
  email: 'hello@walkdenfriedchicken.co.uk',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Bolton+Road%2C+Walkden%2C+Manchester+M28+3AX',
  socials: [
    { network: 'Facebook', handle: 'walkdenfriedchicken', url: 'https://www.facebook.com/walkdenfriedchicken' },
    { network: 'Instagram', handle: '@walkdenfriedchicken', url: 'https://www.instagram.com/walkdenfriedchicken' },
  ],
  trader: {
    legalName: 'Walkden Kitchen Ltd',
    companyNumber: '12345678',
    registeredIn: 'England and Wales',
    vatNumber: 'GB 123 4567 89',
    registeredOffice: 'Bolton Road, Walkden, Manchester M28 3AX',
  },
  cuisines: ['Fried chicken', 'Pizza', 'Burgers', 'Breakfast'],
  priceRange: '££',
  siteUrl: 'https://walkden.example',
  geo: { latitude: 53.5233, longitude: -2.3997 },
  hours: {
    week: [
      { dayOfWeek: 1, day: 'Monday', periods: [], times: 'Closed' },
      ...['Tuesday', 'Wednesday'].map((day, index) => ({ dayOfWeek: index + 2, day, periods: [{ opens: '09:00', closes: '14:00' }], times: '9:00-14:00' })),
      ...['Thursday', 'Friday', 'Saturday', 'Sunday'].map((day, index) => ({
        dayOfWeek: (index + 4) % 7,
        day,
        periods: [
          { opens: '09:00', closes: '14:00' },
          { opens: '17:00', closes: '21:00' },
        ],
        times: '9:00-14:00, 17:00-21:00',
      })),
    ],
    summary: [
      walkdenSession('Breakfast & Lunch', ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], 'Tuesday to Sunday', '09:00', '14:00', '9:00-14:00', 'Tues-Sun 9-2'),
      walkdenSession('Evening', ['Thursday', 'Friday', 'Saturday', 'Sunday'], 'Thursday to Sunday', '17:00', '21:00', '17:00-21:00', 'Thurs-Sun 5-9'),
    ],
    closed: 'Closed Mondays',
  },
};
