import { formatPence, MailRenderer } from './mail-renderer.js';

const restaurant = { restaurantName: 'Walkden Fried Chicken & Pizza', restaurantAddress: 'Bolton Road, Walkden' };

describe('MailRenderer', () => {
  const renderer = new MailRenderer();

  it('renders every template kind with its subject, HTML and text', () => {
    const samples: Record<string, Record<string, unknown>> = {
      'confirm-email': { greetingName: 'Sam', link: 'http://x/confirm?token=abc', validForHours: 48 },
      'magic-link': { link: 'http://x/verify?token=abc', validForMinutes: 15 },
      'account-exists': { link: 'http://x/auth' },
    };
    for (const kind of renderer.kinds()) {
      const sample = samples[kind];
      if (!sample) continue;
      const email = renderer.render(kind, { ...sample, ...restaurant });
      expect(email.subject).toContain('Walkden Fried Chicken & Pizza');
      expect(email.html).toContain(String(sample.link).split("?")[0]);
      expect(email.text).toContain(String(sample.link));
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
