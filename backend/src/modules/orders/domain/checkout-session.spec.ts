import type { OrderItem } from '../entities/order-item.entity.js';
import { checkoutLinesOf, checkoutSessionExpiry, paymentReturnStatus } from './checkout-session.js';

const item = (overrides: Partial<OrderItem>) => ({ itemName: 'Smash Burger', size: null, unitPrice: 895, quantity: 1, ...overrides }) as OrderItem;

describe('checkoutSessionExpiry', () => {
  it('is 31 minutes on (30 plus a minute of margin), in whole seconds', () => {
    expect(checkoutSessionExpiry(new Date('2031-01-14T12:00:00.900Z')).toISOString()).toBe('2031-01-14T12:31:00.000Z');
    expect(checkoutSessionExpiry(new Date('2031-01-14T12:00:59.999Z')).toISOString()).toBe('2031-01-14T12:31:59.000Z');
  });
});

describe('checkoutLinesOf', () => {
  it('names the size, then adds the delivery fee and the tip as their own lines', () => {
    expect(checkoutLinesOf({ items: [item({ size: 'Double', quantity: 2 }), item({ itemName: 'Fries', unitPrice: 350 })], deliveryFee: 250, driverTip: 200 })).toEqual([
      { name: 'Smash Burger (Double)', unitAmount: 895, quantity: 2 },
      { name: 'Fries', unitAmount: 350, quantity: 1 },
      { name: 'Delivery fee', unitAmount: 250, quantity: 1 },
      { name: 'Driver tip', unitAmount: 200, quantity: 1 },
    ]);
  });

  it('leaves out a zero fee and a zero tip', () => {
    expect(checkoutLinesOf({ items: [item({})], deliveryFee: 0, driverTip: 0 })).toEqual([{ name: 'Smash Burger', unitAmount: 895, quantity: 1 }]);
  });
});

describe('paymentReturnStatus', () => {
  it('is paid once paid whatever the status, abandoned for an abandoned order, pending otherwise', () => {
    expect(paymentReturnStatus({ isPaid: true, status: 'preparing' })).toBe('paid');
    expect(paymentReturnStatus({ isPaid: false, status: 'abandoned' })).toBe('abandoned');
    expect(paymentReturnStatus({ isPaid: false, status: 'pending' })).toBe('pending');
  });
});
