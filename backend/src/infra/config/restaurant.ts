/** The restaurant as the backend names it (e-mails, Stripe line items). The frontend keeps the same facts. */
export const RESTAURANT = {
  name: 'Walkden Fried Chicken & Pizza',
  address: 'Bolton Road, Walkden, Manchester M28 3AX',
  phone: '0161 496 0123',
  email: 'hello@walkdenfriedchicken.co.uk',
  timeZone: 'Europe/London',
} as const;
