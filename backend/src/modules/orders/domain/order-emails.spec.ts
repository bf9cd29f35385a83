import { MailRenderer } from '../../../infra/mail/mail-renderer.js';
import type { OrderItem } from '../entities/order-item.entity.js';
import type { Order } from '../entities/order.entity.js';
import { orderConfirmationEmails, toOrderEmailData } from './order-emails.js';

const restaurant = { restaurantName: 'Walkden Fried Chicken & Pizza', restaurantAddress: 'Bolton Road, Walkden' };

function order(overrides: Partial<Order> = {}): Order {
  const items = [
    { itemName: 'Smash Burger', size: 'Double', quantity: 2, unitPrice: 895, totalPrice: 1790, specialInstructions: 'No pickles', allergens: ['gluten', 'sesame', 'mustard'] },
    { itemName: 'Fries', size: null, quantity: 1, unitPrice: 300, totalPrice: 300, specialInstructions: '', allergens: null },
  ] as OrderItem[];
  return {
    id: 'order-1',
    orderNumber: 'WK-7Q3K9D',
    orderDate: '2031-01-14',
    slotTime: '12:15:00',
    customerName: 'Sam <Taylor>',
    customerEmail: 'sam@example.com',
    customerPhone: '07700 900123',
    specialInstructions: '',
    deliveryType: 'delivery',
    deliveryAddress: '12 Bolton Road, M28 3BX',
    subtotal: 2090,
    deliveryFee: 250,
    driverTip: 200,
    tax: 0,
    total: 2540,
    paymentMethod: 'online',
    isPaid: true,
    items,
    ...overrides,
  } as Order;
}

describe('order e-mails', () => {
  const renderer = new MailRenderer();

  it('owes one e-mail to the customer and one to the restaurant, each with its own dedupe key', () => {
    const emails = orderConfirmationEmails(order(), 'kitchen@example.com');
    expect(emails.map((email) => [email.kind, email.to, email.dedupeKey])).toEqual([
      ['order-confirmation', 'sam@example.com', 'order-confirmed:order-1:customer'],
      ['restaurant-order-notification', 'kitchen@example.com', 'order-confirmed:order-1:restaurant'],
    ]);
  });

  it('says how a phone order paid at the counter was paid', () => {
    expect(toOrderEmailData(order({ isPaid: true, paidAt: new Date(), paidWith: 'card' })).paymentMethodLabel).toBe('Paid at the counter (card)');
    expect(toOrderEmailData(order()).paymentMethodLabel).not.toContain('counter');
  });

  it('tells only the restaurant of a phone order taken without an e-mail address', () => {
    expect(orderConfirmationEmails(order({ customerEmail: '' }), 'kitchen@example.com').map((email) => email.to)).toEqual(['kitchen@example.com']);
  });

  it('renders the customer confirmation with items, slot, type, address, payment and costs', () => {
    const email = renderer.render('order-confirmation', { ...toOrderEmailData(order()), ...restaurant });
    expect(email.subject).toBe('Your order WK-7Q3K9D at Walkden Fried Chicken & Pizza');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Tuesday 14 January 2031 at 12:15');
      expect(part).toContain('12 Bolton Road, M28 3BX');
      expect(part).toContain('Smash Burger (Double)');
      expect(part).toContain('£17.90');
      expect(part).toContain('£2.50');
      expect(part).toContain('£2.00');
      expect(part).toContain('£25.40');
    }
    expect(email.text).toContain('Payment: Online (card) - Paid');
    expect(email.html).toContain('Sam &lt;Taylor&gt;');
  });

  it('tells a pay-on-collection customer to have payment ready, without delivery lines', () => {
    const collection = order({ deliveryType: 'collection', deliveryAddress: null, deliveryFee: 0, driverTip: 0, total: 2090, paymentMethod: 'collection', isPaid: false });
    const email = renderer.render('order-confirmation', { ...toOrderEmailData(collection), ...restaurant });
    expect(email.text).toContain('Please come to the restaurant to collect your order at 12:15.');
    expect(email.text).toContain('Please have your payment ready when you collect.');
    expect(email.text).not.toContain('Delivery fee');
  });

  it('renders the restaurant notification with the customer and every cost', () => {
    const email = renderer.render('restaurant-order-notification', { ...toOrderEmailData(order({ isPaid: false, paymentMethod: 'online' })), ...restaurant });
    expect(email.subject).toBe('New Delivery order WK-7Q3K9D for 12:15 (Unpaid)');
    expect(email.text).toContain('Customer: Sam <Taylor>, 07700 900123, sam@example.com');
    expect(email.text).toContain('2 x Smash Burger (Double)  £8.95 each  £17.90');
    expect(email.text).toContain('Note: No pickles');
    expect(email.text).toContain('Tax: £0.00');
    expect(email.text).toContain('Total: £25.40');
  });

  it("prints each line's allergens as ordered in both e-mails, and 'Ask us about allergens' where none were recorded", () => {
    for (const kind of ['order-confirmation', 'restaurant-order-notification'] as const) {
      const email = renderer.render(kind, { ...toOrderEmailData(order()), ...restaurant });
      for (const part of [email.text, email.html]) {
        expect(part).toContain('Allergens: Cereals containing gluten, Mustard, Sesame');
        expect(part).toContain('Allergens: Ask us about allergens');
        expect(part).not.toMatch(/Allergens: none/i);
      }
    }
  });

  it('lists the choices of a line under it in every e-mail that lists the items (issue 28), and nothing for a line without', () => {
    const withChoices = order();
    withChoices.items![0].choices = [
      { id: 'c1', group: 'Choose your sauce', name: 'BBQ', price: 0 },
      { id: 'c2', group: 'Extras', name: 'Extra cheese', price: 50 },
    ];
    const data = toOrderEmailData(withChoices);
    expect(data.items.map((item) => item.choices)).toEqual(['', 'BBQ, Extra cheese']);
    for (const kind of ['order-confirmation', 'restaurant-order-notification', 'order-ready', 'order-changed'] as const) {
      const email = renderer.render(kind, { ...data, ...restaurant });
      for (const part of [email.text, email.html]) expect(part).toMatch(/Smash Burger \(Double\)[\s\S]{0,80}BBQ, Extra cheese/);
      expect(email.text).not.toMatch(/\n\s*\n\s*\n/);
    }
  });
});
