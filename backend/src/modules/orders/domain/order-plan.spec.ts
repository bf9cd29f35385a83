import type { CartLineView } from '../cart/domain/cart-line.js';
import { type OrderRequest, type PlanFacts, planOrder } from './order-plan.js';

const line = (overrides: Partial<CartLineView> = {}): CartLineView =>
  ({
    id: 'l1',
    menuItemId: 'm1',
    optionId: 'o1',
    itemName: 'Smash Burger',
    optionName: 'Double',
    size: null,
    choices: [],
    quantity: 2,
    unitPricePence: 750,
    specialInstructions: 'No onions',
    allergens: ['gluten', 'milk'],
    available: true,
    unavailableReason: null,
    ...overrides,
  }) as CartLineView;

const facts = (overrides: Partial<PlanFacts> = {}): PlanFacts => ({
  cart: { lines: [line()], subtotalPence: 1500, hasUnavailable: false },
  settings: { deliveries: true, collections: true, minimumOrderValue: 1500, deliveryFee: 250 },
  postcodeValid: true,
  offered: { date: '2031-01-14', times: ['12:30', '12:45'] },
  ...overrides,
});

const collection: OrderRequest = {
  deliveryType: 'collection',
  slotTime: '12:30',
  paymentMethod: 'collection',
  customer: { name: ' Sam Taylor ', email: ' sam@example.com ', phone: ' 07700 900123 ' },
  specialInstructions: ' Ring the bell ',
};
const delivery: OrderRequest = { ...collection, deliveryType: 'delivery', paymentMethod: 'online', tipPence: 200, address: { line: '1 Bolton Road', postcode: 'm28 3bx', additionalInfo: 'Flat 2' } };

describe('planOrder', () => {
  it('makes a complete collection order from the cart the server read: trimmed details, prices and allergens as ordered, no fee', () => {
    const plan = planOrder(collection, facts());
    expect(plan).toEqual({
      ok: true,
      draft: {
        orderDate: '2031-01-14',
        slotTime: '12:30',
        slot: '12:30:00',
        deliveryType: 'collection',
        paymentMethod: 'collection',
        customerName: 'Sam Taylor',
        customerEmail: 'sam@example.com',
        customerPhone: '07700 900123',
        specialInstructions: 'Ring the bell',
        deliveryAddress: null,
        deliveryPostcode: null,
        totals: { subtotal: 1500, deliveryFee: 0, driverTip: 0, tax: 0, total: 1500 },
        items: [{ menuItemId: 'm1', optionId: 'o1', itemName: 'Smash Burger', size: 'Double', choices: [], quantity: 2, unitPrice: 750, totalPrice: 1500, specialInstructions: 'No onions', allergens: ['gluten', 'milk'] }],
      },
    });
  });

  it('adds the fee and tip to a delivery and keeps its address', () => {
    const plan = planOrder(delivery, facts());
    expect(plan.ok && plan.draft).toMatchObject({ paymentMethod: 'online', deliveryPostcode: 'M283BX', totals: { subtotal: 1500, deliveryFee: 250, driverTip: 200, total: 1950 } });
    expect(plan.ok && plan.draft.deliveryAddress).toContain('1 Bolton Road');
  });

  it.each<[string, OrderRequest, Partial<PlanFacts>, string]>([
    ['a type switched off', delivery, { settings: { deliveries: false, collections: true, minimumOrderValue: 1500, deliveryFee: 250 } }, 'type_unavailable'],
    ['an empty cart', collection, { cart: { lines: [], subtotalPence: 0, hasUnavailable: false } }, 'cart_empty'],
    ['a line no longer sold', collection, { cart: { lines: [line({ available: false, unavailableReason: 'Item is no longer available' })], subtotalPence: 0, hasUnavailable: true } }, 'cart_has_unavailable'],
    ['no slot', { ...collection, slotTime: ' ' }, {}, 'checkout'],
    ['a postcode out of the area', delivery, { postcodeValid: false }, 'checkout'],
    ['delivery paid on collection', { ...delivery, paymentMethod: 'collection' }, {}, 'payment_method_not_allowed'],
    ['a tip on a collection', { ...collection, tipPence: 100 }, {}, 'invalid_tip'],
    ['a tip not on the list', { ...delivery, tipPence: 150 }, {}, 'invalid_tip'],
    ['an e-mail without a domain', { ...collection, customer: { ...collection.customer, email: 'sam@example' } }, {}, 'invalid_email'],
    ['a slot no longer offered', { ...collection, slotTime: '13:00' }, {}, 'slot_unavailable'],
  ])('refuses %s', (_, request, overrides, kind) => {
    const plan = planOrder(request, facts(overrides));
    expect(plan.ok ? 'planned' : plan.problem.kind).toBe(kind);
  });

  it('runs the checks in SPEC order: the first failing one wins', () => {
    const plan = planOrder({ ...delivery, slotTime: null, paymentMethod: 'collection', tipPence: 150 }, facts({ postcodeValid: false }));
    expect(plan).toEqual({ ok: false, problem: { kind: 'checkout', problem: expect.objectContaining({ code: 'TIME_SLOT_REQUIRED' }) } });
  });
});
