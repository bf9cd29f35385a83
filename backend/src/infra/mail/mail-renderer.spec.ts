import { formatPence, MailRenderer } from './mail-renderer.js';

const restaurant = { restaurantName: 'Walkden Fried Chicken & Pizza', restaurantAddress: 'Bolton Road, Walkden' };

describe('MailRenderer', () => {
  const renderer = new MailRenderer();

  const order = {
    orderNumber: 'WK-7Q3K9D',
    customerName: 'Sam Taylor',
    customerEmail: 'sam@example.com',
    customerPhone: '07700 900123',
    deliveryTypeLabel: 'Delivery',
    isDelivery: true,
    orderDateLabel: 'Tuesday 14 January 2031',
    slotTime: '12:15',
    deliveryAddress: '12 Bolton Road, M28 3BX',
    specialInstructions: 'Ring twice',
    paymentMethodLabel: 'Online (card)',
    isPaid: true,
    paymentStatus: 'Paid',
    items: [{ name: 'Smash Burger', size: 'Double', quantity: 2, unitPrice: 895, totalPrice: 1790, specialInstructions: 'No pickles', allergens: 'Cereals containing gluten, Mustard' }],
    subtotal: 1790,
    deliveryFee: 250,
    driverTip: 200,
    tax: 0,
    total: 2240,
  };
  const booking = {
    name: 'Sam Taylor',
    email: 'sam@example.com',
    phone: '07700 900123',
    dateLabel: 'Saturday 18 January 2031',
    time: '19:30',
    partySize: 4,
    specialRequests: 'Window seat please',
    cancelLink: 'http://x/booking/cancel?token=abc.def',
    confirmLink: '',
    holdHours: 2,
    adminLink: 'http://x/admin/bookings',
  };
  /** One sample per template, and what each rendering must show: a template without a sample fails the test. */
  const samples: Record<string, { data: Record<string, unknown>; shows: string[] }> = {
    'confirm-email': { data: { greetingName: 'Sam', link: 'http://x/confirm?token=abc', validForHours: 48 }, shows: ['http://x/confirm?token=abc'] },
    'magic-link': { data: { link: 'http://x/verify?token=abc', validForMinutes: 15 }, shows: ['http://x/verify?token=abc'] },
    'account-exists': { data: { link: 'http://x/auth' }, shows: ['http://x/auth'] },
    'password-reset': { data: { link: 'http://x/auth/reset-password#token=abc', validForMinutes: 60 }, shows: ['http://x/auth/reset-password#token=abc', '60 minutes'] },
    'password-reset-no-account': { data: { link: 'http://x/auth' }, shows: ['http://x/auth', 'no account'] },
    'order-confirmation': { data: order, shows: ['WK-7Q3K9D', 'Smash Burger', '£22.40', '12 Bolton Road, M28 3BX'] },
    'restaurant-order-notification': { data: order, shows: ['WK-7Q3K9D', 'Smash Burger', '£22.40', '07700 900123'] },
    'order-ready': { data: order, shows: ['WK-7Q3K9D', 'our driver is on the way', 'Smash Burger', '£22.40', '12 Bolton Road, M28 3BX'] },
    'payment-refunded': {
      data: { customerName: 'Sam', orderNumber: 'WK-ABC123', orderDateLabel: 'Tuesday 14 January 2031', slotTime: '12:00', refundAmount: 2240, refundId: 're_1', link: 'http://x/order-history' },
      shows: ['WK-ABC123', '£22.40', 'http://x/order-history'],
    },
    'order-changed': {
      data: { ...order, refundAmount: 895, refundToCard: true, balanceDue: 0 },
      shows: ['WK-7Q3K9D', 'We have changed your order', 'Smash Burger', '£22.40', 'We are refunding the difference', '£8.95'],
    },
    'order-refund': {
      data: {
        customerName: 'Sam',
        orderNumber: 'WK-ABC123',
        orderDateLabel: 'Tuesday 14 January 2031',
        slotTime: '12:00',
        refundAmount: 450,
        reason: 'Burger was cold',
        byCard: true,
        orderTotal: 2240,
        paidAfterRefunds: 1790,
        refundId: 're_1',
      },
      shows: ['WK-ABC123', '£4.50', 'Burger was cold', 're_1', '£17.90'],
    },
    'weekly-summary': {
      data: {
        name: 'Ali',
        weekLabel: 'Mon 16 Nov 2026 to Sun 22 Nov 2026',
        netPence: 123456,
        netChange: '+12% on the week before',
        grossPence: 125000,
        refundsPence: 1544,
        orders: 87,
        ordersChange: '-3% on the week before',
        averageOrderPence: 1437,
        topItems: [{ name: 'Smash Burger', quantity: 40, takingsPence: 35800 }],
        busiestHour: 'Friday 18:00 to 19:00',
        busiestHourOrders: 14,
        tipsPence: 2300,
        reportsLink: 'http://x/admin/reports',
      },
      shows: ['£1234.56', '+12% on the week before', '-3% on the week before', 'Smash Burger: 40 sold, £358.00', 'Friday 18:00 to 19:00', '£23.00', 'http://x/admin/reports'],
    },
    'closed-day-notice': {
      data: { customerName: 'Sam', dateLabel: 'Tuesday 14 January 2031', slotTime: '12:00', reason: 'Power cut', isOrder: true, reference: 'WK-ABC123' },
      shows: ['WK-ABC123', 'Tuesday 14 January 2031', 'Power cut'],
    },
    'restaurant-payment-refunded': {
      data: { customerName: 'Sam', customerEmail: 'sam@example.com', orderNumber: 'WK-ABC123', orderDateLabel: 'Tuesday 14 January 2031', slotTime: '12:00', refundAmount: 2240, refundId: 're_1', link: 'http://x/admin' },
      shows: ['WK-ABC123', '£22.40', 'sam@example.com', 're_1'],
    },
    'booking-request-received': {
      data: { ...booking, status: 'pending' },
      shows: ['Saturday 18 January 2031', '19:30', 'Window seat please', 'http://x/booking/cancel?token=abc.def'],
    },
    'restaurant-booking-notification': {
      data: { ...booking, status: 'pending', cancelLink: '' },
      shows: ['Sam Taylor', 'sam@example.com', '07700 900123', 'Saturday 18 January 2031', '19:30', 'Window seat please', 'http://x/admin/bookings'],
    },
    'restaurant-booking-digest': {
      data: { count: 2, adminLink: 'http://x/admin/bookings', requests: [{ ...booking }, { ...booking, name: 'Alex Doe', phone: '', specialRequests: '' }] },
      shows: ['2 table booking requests', 'Sam Taylor', 'Alex Doe', '07700 900123', 'Saturday 18 January 2031 at 19:30', 'http://x/admin/bookings'],
    },
    'booking-status-changed': {
      data: { ...booking, status: 'confirmed' },
      shows: ['is confirmed', 'Saturday 18 January 2031 at 19:30', 'http://x/booking/cancel?token=abc.def'],
    },
  };

  it('has a sample for every template kind', () => {
    expect(renderer.kinds().sort()).toEqual(Object.keys(samples).sort());
  });

  it.each(Object.entries(samples))('renders %s with its subject, HTML and text', (kind, { data, shows }) => {
    const email = renderer.render(kind, { ...data, ...restaurant });
    expect(email.subject).not.toBe('');
    expect(`${email.subject} ${email.text}`).toContain('Walkden Fried Chicken & Pizza');
    for (const text of shows) {
      expect(email.text).toContain(text);
      expect(email.html).toContain(text.split(/[?#]/)[0]);
    }
  });

  it('renders the closed-day notice for an order and for a booking', () => {
    const base = { customerName: 'Ann', dateLabel: 'Tuesday 14 January 2031', slotTime: '12:30', reason: 'Boiler repair', ...restaurant };
    const order = renderer.render('closed-day-notice', { ...base, isOrder: true, reference: 'WK-0042' });
    expect(order.subject).toBe('We are closed on Tuesday 14 January 2031: about your order WK-0042 at Walkden Fried Chicken & Pizza');
    expect(order.text).toContain('closed on Tuesday 14 January 2031 (Boiler repair), so we cannot serve your order WK-0042 at 12:30.');
    expect(order.html).toContain('<strong>WK-0042</strong>');
    const booking = renderer.render('closed-day-notice', { ...base, reason: '', isOrder: false, reference: 'a table for 4' });
    expect(booking.text).toContain('closed on Tuesday 14 January 2031, so we cannot serve your booking for a table for 4 at 12:30.');
    expect(order.text).toContain('another time or, if you have paid, a refund.');
    expect(booking.text).not.toContain('refund');
  });

  it('tells the customer their booking was declined or cancelled, without a cancel link once it is over', () => {
    const declined = renderer.render('booking-status-changed', { ...booking, status: 'declined', cancelLink: '', ...restaurant });
    expect(declined.subject).toBe('We cannot take your booking for Saturday 18 January 2031 at 19:30 - Walkden Fried Chicken & Pizza');
    expect(declined.text).not.toContain('Cancel this booking');
    const cancelled = renderer.render('booking-status-changed', { ...booking, status: 'cancelled', cancelLink: '', ...restaurant });
    expect(cancelled.subject).toBe('Your booking for Saturday 18 January 2031 at 19:30 is cancelled - Walkden Fried Chicken & Pizza');
    expect(cancelled.html).not.toContain('/booking/cancel');
  });

  it("asks a guest to confirm their request within the hold, and tells them when it lapsed (issue 24)", () => {
    const acknowledgement = renderer.render('booking-request-received', { ...booking, status: 'pending', confirmLink: 'http://x/booking/confirm?token=c.d', ...restaurant });
    expect(acknowledgement.text).toContain('Please confirm your request within 2 hours, or its table is given back: http://x/booking/confirm?token=c.d');
    expect(acknowledgement.html).toMatch(/<a href="http:\/\/x\/booking\/confirm\?token[^"]*c\.d">Confirm my request<\/a>/);
    expect(renderer.render('booking-request-received', { ...booking, status: 'pending', ...restaurant }).text).not.toContain('confirm your request');
    const lapsed = renderer.render('booking-status-changed', { ...booking, status: 'lapsed', cancelLink: '', ...restaurant });
    expect(lapsed.subject).toBe('Your booking request for Saturday 18 January 2031 at 19:30 has lapsed - Walkden Fried Chicken & Pizza');
    expect(lapsed.text).toContain('was not confirmed within 2 hours, so its table has been given back. Please book again, or call us.');
  });

  it('fails loudly when a template field is missing', () => {
    expect(() => renderer.render('magic-link', { ...restaurant })).toThrow();
  });

  it('escapes HTML in the HTML part only', () => {
    const email = renderer.render('account-exists', { link: 'http://x/?a=1&b=<2>', ...restaurant });
    expect(email.html).toContain('&lt;2&gt;');
    expect(email.text).toContain('<2>');
  });

  it('formats pence as pounds', () => {
    expect(formatPence(1250)).toBe('£12.50');
    expect(formatPence(5)).toBe('£0.05');
  });
});
