import { planStaffOrder, type StaffOrderFacts, type StaffOrderRequest } from './staff-order-plan.js';

type Item = StaffOrderFacts['items'] extends ReadonlyMap<string, infer I> ? I : never;

const burger: Item = {
  id: 'burger',
  name: 'Smash Burger',
  isAvailable: true,
  soldOutUntil: null,
  allergens: ['gluten'],
  choiceGroups: [],
  halfPriceRule: 'dearer',
  options: [
    { id: 'single', name: 'Single', price: 650, displayOrder: 1, soldOutUntil: null, allergens: [] },
    { id: 'double', name: 'Double', price: 850, displayOrder: 2, soldOutUntil: null, allergens: ['milk'] },
  ],
};
const chips: Item = { id: 'chips', name: 'Chips', isAvailable: true, soldOutUntil: null, allergens: [], choiceGroups: [], halfPriceRule: 'dearer', options: [{ id: 'chips-regular', name: 'Regular', price: 300, displayOrder: 1, soldOutUntil: null, allergens: [] }] };

const facts = (overrides: Partial<StaffOrderFacts> = {}): StaffOrderFacts => ({
  items: new Map([
    ['burger', burger],
    ['chips', chips],
  ]),
  settings: { deliveries: true, collections: true, minimumOrderValue: 1500, deliveryFee: 250, ordersPerTimeSlot: 3 },
  postcodeValid: true,
  offered: { date: '2031-01-14', times: ['18:00', '18:15'] },
  bookedInSlot: 0,
  ...overrides,
});

const phoneCollection: StaffOrderRequest = {
  lines: [
    { menuItemId: 'burger', optionId: 'double', quantity: 2, specialInstructions: ' no pickles ' },
    { menuItemId: 'chips', quantity: 1 },
  ],
  deliveryType: 'collection',
  slotTime: '18:15',
  payment: 'collection',
  customer: { name: ' Pat Jones ', phone: ' 07700 900456 ' },
};

describe('planStaffOrder', () => {
  it('prices the lines from the menu as it is now, the only option chosen for an item that has one, with no e-mail needed', () => {
    const plan = planStaffOrder(phoneCollection, facts());
    expect(plan).toEqual({
      ok: true,
      draft: {
        orderDate: '2031-01-14',
        slotTime: '18:15',
        slot: '18:15:00',
        deliveryType: 'collection',
        paymentMethod: 'collection',
        paidWith: null,
        customerName: 'Pat Jones',
        customerEmail: '',
        customerPhone: '07700 900456',
        specialInstructions: '',
        deliveryAddress: null,
        deliveryPostcode: null,
        totals: { subtotal: 2000, deliveryFee: 0, driverTip: 0, tax: 0, total: 2000 },
        items: [
          { menuItemId: 'burger', optionId: 'double', itemName: 'Smash Burger', size: 'Double', choices: [], quantity: 2, unitPrice: 850, totalPrice: 1700, specialInstructions: 'no pickles', allergens: ['gluten', 'milk'] },
          { menuItemId: 'chips', optionId: 'chips-regular', itemName: 'Chips', size: 'Regular', choices: [], quantity: 1, unitPrice: 300, totalPrice: 300, specialInstructions: '', allergens: [] },
        ],
      },
    });
  });

  it('joins two entries of the same item, option and instructions into one line', () => {
    const plan = planStaffOrder({ ...phoneCollection, lines: [{ menuItemId: 'chips', quantity: 1 }, { menuItemId: 'chips', quantity: 2, specialInstructions: ' ' }] }, facts());
    expect(plan.ok && plan.draft.items.map((line) => [line.itemName, line.quantity])).toEqual([['Chips', 3]]);
  });

  it('delivery: the fee and the minimum as online, paid to the driver, address joined and postcode normalised', () => {
    const delivery: StaffOrderRequest = { ...phoneCollection, deliveryType: 'delivery', payment: 'driver', address: { line: '1 Bolton Road', postcode: 'm28 3bx' } };
    const plan = planStaffOrder(delivery, facts());
    expect(plan.ok && [plan.draft.paymentMethod, plan.draft.totals, plan.draft.deliveryAddress, plan.draft.deliveryPostcode]).toEqual([
      'driver',
      { subtotal: 2000, deliveryFee: 250, driverTip: 0, tax: 0, total: 2250 },
      '1 Bolton Road, M28 3BX',
      'M283BX',
    ]);
    expect(planStaffOrder({ ...delivery, lines: [{ menuItemId: 'chips', quantity: 1 }] }, facts())).toEqual({
      ok: false,
      problem: { kind: 'checkout', problem: expect.objectContaining({ code: 'MINIMUM_ORDER_NOT_MET' }) },
    });
    expect(planStaffOrder(delivery, facts({ postcodeValid: false }))).toEqual({ ok: false, problem: { kind: 'checkout', problem: expect.objectContaining({ code: 'DELIVERY_INFORMATION_REQUIRED' }) } });
  });

  it('paid now at the counter: the pay-later method of the type, with cash or card', () => {
    const cash = planStaffOrder({ ...phoneCollection, payment: 'cash' }, facts());
    expect(cash.ok && [cash.draft.paymentMethod, cash.draft.paidWith]).toEqual(['collection', 'cash']);
    const card = planStaffOrder({ ...phoneCollection, deliveryType: 'delivery', payment: 'card', address: { line: '1 Bolton Road', postcode: 'M28 3BX' } }, facts());
    expect(card.ok && [card.draft.paymentMethod, card.draft.paidWith]).toEqual(['driver', 'card']);
  });

  it('refuses pay the driver for a collection and pay on collection for a delivery', () => {
    expect(planStaffOrder({ ...phoneCollection, payment: 'driver' }, facts())).toEqual({ ok: false, problem: { kind: 'payment_not_allowed', deliveryType: 'collection', payment: 'driver' } });
    const delivery: StaffOrderRequest = { ...phoneCollection, deliveryType: 'delivery', payment: 'collection', address: { line: '1 Bolton Road', postcode: 'M28 3BX' } };
    expect(planStaffOrder(delivery, facts())).toEqual({ ok: false, problem: { kind: 'payment_not_allowed', deliveryType: 'delivery', payment: 'collection' } });
  });

  it("needs the customer's name and phone; an e-mail, when given, must look like one", () => {
    expect(planStaffOrder({ ...phoneCollection, customer: { name: 'Pat', phone: ' ' } }, facts())).toEqual({
      ok: false,
      problem: { kind: 'checkout', problem: { code: 'MISSING_INFORMATION', title: 'Missing Information', message: "Please enter the customer's name and phone number." } },
    });
    expect(planStaffOrder({ ...phoneCollection, customer: { ...phoneCollection.customer, email: 'pat@' } }, facts())).toEqual({ ok: false, problem: { kind: 'invalid_email' } });
    const withEmail = planStaffOrder({ ...phoneCollection, customer: { ...phoneCollection.customer, email: ' pat@example.com ' } }, facts());
    expect(withEmail.ok && withEmail.draft.customerEmail).toBe('pat@example.com');
  });

  it('refuses a sold-out, unavailable or unknown item, an option of another item, and a missing choice, naming each line', () => {
    const items = new Map([
      ['burger', burger],
      ['chips', { ...chips, soldOutUntil: '2031-01-15T04:00:00.000Z' }],
    ]);
    const plan = planStaffOrder(
      {
        ...phoneCollection,
        lines: [
          { menuItemId: 'chips', quantity: 1 },
          { menuItemId: 'burger', quantity: 1 },
          { menuItemId: 'burger', optionId: 'chips-regular', quantity: 1 },
          { menuItemId: 'gone', quantity: 1 },
        ],
      },
      facts({ items }),
    );
    expect(plan).toEqual({
      ok: false,
      problem: {
        kind: 'lines_unavailable',
        lines: [
          { index: 0, itemName: 'Chips', reason: 'Sold out today' },
          { index: 1, itemName: 'Smash Burger', reason: 'Choose an option.' },
          { index: 2, itemName: 'Smash Burger', reason: 'The option chosen is not one of this item.' },
          { index: 3, itemName: 'Removed item', reason: 'This item is no longer on the menu.' },
        ],
      },
    });
  });

  it("refuses a slot outside today's hours or already started, and a switched-off service", () => {
    expect(planStaffOrder({ ...phoneCollection, slotTime: '17:45' }, facts())).toEqual({ ok: false, problem: { kind: 'slot_unavailable', slotTime: '17:45' } });
    expect(planStaffOrder({ ...phoneCollection, slotTime: '' }, facts())).toEqual({ ok: false, problem: { kind: 'checkout', problem: expect.objectContaining({ code: 'TIME_SLOT_REQUIRED' }) } });
    expect(planStaffOrder(phoneCollection, facts({ settings: { ...facts().settings, collections: false } }))).toEqual({ ok: false, problem: { kind: 'type_unavailable', deliveryType: 'collection' } });
    expect(planStaffOrder({ ...phoneCollection, lines: [] }, facts())).toEqual({ ok: false, problem: { kind: 'no_lines' } });
  });

  it('warns of a full slot, and takes the order into it once staff say so', () => {
    expect(planStaffOrder(phoneCollection, facts({ bookedInSlot: 3 }))).toEqual({ ok: false, problem: { kind: 'slot_full', slotTime: '18:15', booked: 3, capacity: 3 } });
    expect(planStaffOrder({ ...phoneCollection, overrideFullSlot: true }, facts({ bookedInSlot: 3 })).ok).toBe(true);
    expect(planStaffOrder(phoneCollection, facts({ bookedInSlot: 2 })).ok).toBe(true);
  });
});
