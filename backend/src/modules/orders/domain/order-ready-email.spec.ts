import { MailRenderer } from '../../../infra/mail/mail-renderer.js';
import type { Order } from '../entities/order.entity.js';
import { ORDER_READY_EMAIL, orderReadyEmail } from './order-ready-email.js';

const restaurant = { restaurantName: 'Walkden Fried Chicken & Pizza', restaurantAddress: 'Bolton Road, Walkden' };

function order(overrides: Partial<Order>): Order {
  return {
    id: 'b3c1f0de-0000-4000-8000-000000000001',
    orderNumber: 'WK-7Q3K9D',
    orderDate: '2031-01-14',
    slotTime: '12:15:00',
    customerName: 'Sam Taylor',
    customerEmail: 'sam@orders.test',
    customerPhone: '07700 900123',
    specialInstructions: '',
    deliveryType: 'collection',
    deliveryAddress: null,
    subtotal: 1790,
    deliveryFee: 0,
    driverTip: 0,
    tax: 0,
    total: 1790,
    paymentMethod: 'collection',
    isPaid: false,
    items: [{ itemName: 'Smash Burger', size: 'Double', quantity: 2, unitPrice: 895, totalPrice: 1790, specialInstructions: '' }],
    ...overrides,
  } as Order;
}

describe('the order-ready e-mail', () => {
  const renderer = new MailRenderer();

  it('tells a collection customer to come to the counter', () => {
    const email = orderReadyEmail(order({}));
    expect(email).toMatchObject({ kind: ORDER_READY_EMAIL, to: 'sam@orders.test', dedupeKey: 'order-ready:b3c1f0de-0000-4000-8000-000000000001:customer' });
    const rendered = renderer.render(email.kind, { ...email.data, ...restaurant });
    expect(rendered.subject).toBe('Your order WK-7Q3K9D is ready to collect - Walkden Fried Chicken & Pizza');
    expect(rendered.text).toContain('Please collect it at the counter.');
    expect(rendered.text).toContain('2 x Smash Burger (Double)');
    expect(rendered.text).toContain('Please have your payment ready when you collect.');
    expect(rendered.html).toContain('Fried Chicken &amp; Pizza');
  });

  it('tells a delivery customer that the order is on its way', () => {
    const email = orderReadyEmail(
      order({ deliveryType: 'delivery', deliveryAddress: '12 Bolton Road, M28 3BX', paymentMethod: 'online', isPaid: true, deliveryFee: 250, driverTip: 200, total: 2240 }),
    );
    const rendered = renderer.render(email.kind, { ...email.data, ...restaurant });
    expect(rendered.subject).toBe('Your order WK-7Q3K9D is on its way - Walkden Fried Chicken & Pizza');
    expect(rendered.text).toContain('our driver is on the way to 12 Bolton Road, M28 3BX');
    expect(rendered.text).toContain('Total: £22.40 - Paid');
    expect(rendered.text).not.toContain('have your payment ready');
  });
});
