// Everything the site says about the restaurant itself, in one place.
export const RESTAURANT = {
  name: 'Walkden Fried Chicken & Pizza',
  shortName: 'Walkden',
  strapline: 'Fried Chicken, Pizza and Smash Burgers for Walkden and surrounding areas',
  serviceNote: 'Available for Eat-In or Takeaway',
  blurb:
    'Crispy fried chicken, stone-baked pizza and smash burgers made fresh to order on Bolton Road. Eat in with us, collect on your way home, or get it delivered across Walkden.',
  address: {
    street: 'Bolton Road',
    town: 'Walkden',
    city: 'Manchester',
    postcode: 'M28 3AX',
    oneLine: 'Bolton Road, Walkden, Manchester M28 3AX',
  },
  // 0161 496 0xxx is Ofcom's range reserved for fiction: it can never ring a real person.
  phone: { display: '0161 496 0123', href: 'tel:+441614960123' },
  email: 'hello@walkdenfriedchicken.co.uk',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Bolton+Road%2C+Walkden%2C+Manchester+M28+3AX',
  socials: [
    { network: 'Facebook', handle: 'walkdenfriedchicken', url: 'https://www.facebook.com/walkdenfriedchicken' },
    { network: 'Instagram', handle: '@walkdenfriedchicken', url: 'https://www.instagram.com/walkdenfriedchicken' },
  ],
  hours: {
    // Short forms are the ones the home page states; long forms are for the contact page.
    sessions: [
      {
        name: 'Breakfast & Lunch',
        short: 'Tues-Sun 9-2',
        days: 'Tuesday to Sunday',
        times: '9:00-14:00',
      },
      {
        name: 'Evening',
        short: 'Thurs-Sun 5-9',
        days: 'Thursday to Sunday',
        times: '17:00-21:00',
      },
    ],
    closed: 'Closed Mondays',
    week: [
      { day: 'Monday', times: 'Closed' },
      { day: 'Tuesday', times: '9:00-14:00' },
      { day: 'Wednesday', times: '9:00-14:00' },
      { day: 'Thursday', times: '9:00-14:00, 17:00-21:00' },
      { day: 'Friday', times: '9:00-14:00, 17:00-21:00' },
      { day: 'Saturday', times: '9:00-14:00, 17:00-21:00' },
      { day: 'Sunday', times: '9:00-14:00, 17:00-21:00' },
    ],
  },
} as const;

export type SocialNetwork = (typeof RESTAURANT.socials)[number]['network'];
