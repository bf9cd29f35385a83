import { formatPence, MailRenderer } from './mail-renderer.js';

const restaurant = { restaurantName: 'Walkden Fried Chicken & Pizza', restaurantAddress: 'Bolton Road, Walkden' };

describe('MailRenderer', () => {
  const renderer = new MailRenderer();

  it('renders every template kind with its subject, HTML and text', () => {
    const samples: Record<string, Record<string, unknown>> = {
      'confirm-email': { greetingName: 'Sam', link: 'http://x/confirm?token=abc', validForHours: 48 },
      'magic-link': { link: 'http://x/verify?token=abc', validForMinutes: 15 },
      'account-exists': { link: 'http://x/auth' },
      'payment-refunded': { customerName: 'Sam', orderNumber: 'WK-ABC123', orderDateLabel: 'Tuesday 14 January 2031', slotTime: '12:00', refundAmount: 2240, refundId: 're_1', link: 'http://x/order-history' },
      'restaurant-payment-refunded': {
        customerName: 'Sam',
        customerEmail: 'sam@example.com',
        orderNumber: 'WK-ABC123',
        orderDateLabel: 'Tuesday 14 January 2031',
        slotTime: '12:00',
        refundAmount: 2240,
        refundId: 're_1',
        link: 'http://x/admin',
      },
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
