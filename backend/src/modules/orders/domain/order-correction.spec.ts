import { type CorrectionFacts, type CorrectionRequest, planCorrection } from './order-correction.js';

const paidDelivery: CorrectionFacts['order'] = {
  status: 'confirmed',
  isPaid: true,
  paymentMethod: 'online',
  deliveryType: 'delivery',
  deliveryFee: 250,
  driverTip: 200,
  total: 2240,
  orderDate: '2031-01-14',
  slotTime: '12:00:00',
  balanceDue: 0,
  deliveryAddress: '12 Bolton Road, M28 3BX',
  deliveryPostcode: 'M28 3BX',
};
const facts = (order: Partial<CorrectionFacts['order']> = {}, more: Partial<CorrectionFacts> = {}): CorrectionFacts => ({
  order: { ...paidDelivery, ...order },
  items: [{ id: 'burgers', quantity: 2, unitPrice: 895 }],
  refunds: [],
  menu: new Map(),
  settings: { deliveries: true, collections: true, minimumOrderValue: 500, deliveryFee: 300, ordersPerTimeSlot: 4 },
  postcodeValid: true,
  offered: { date: '2031-01-14', times: ['12:00', '12:15'] },
  bookedInSlot: 0,
  ...more,
});
const request = (changes: Partial<CorrectionRequest> = {}): CorrectionRequest => ({ keep: [{ orderItemId: 'burgers', quantity: 2 }], add: [], deliveryType: 'delivery', slotTime: '12:00', ...changes });

describe('planCorrection', () => {
  it('refunds a paid order made cheaper the difference, keeping the fee and tip of a delivery that stays one', () => {
    const plan = planCorrection(request({ keep: [{ orderItemId: 'burgers', quantity: 1 }] }), facts());
    expect(plan).toMatchObject({ ok: true, correction: { totals: { subtotal: 895, deliveryFee: 250, driverTip: 200, total: 1345 }, balanceDue: 0, refund: { amount: 895, method: 'stripe' } } });
  });

  it('never refunds a correction more than is left of what was paid', () => {
    const plan = planCorrection(request({ keep: [{ orderItemId: 'burgers', quantity: 1 }] }), facts({}, { refunds: [{ amount: 2000, status: 'succeeded', lines: [] }] }));
    expect(plan).toMatchObject({ ok: true, correction: { refund: { amount: 240 } } });
  });

  it('lets an unpaid order just cost its new total, and a collection drops the fee and tip', () => {
    const plan = planCorrection(request({ deliveryType: 'collection' }), facts({ isPaid: false, paymentMethod: 'driver' }));
    expect(plan).toMatchObject({ ok: true, correction: { totals: { deliveryFee: 0, driverTip: 0, total: 1790 }, paymentMethod: 'collection', deliveryAddress: null, balanceDue: 0, refund: null } });
  });

  it('asks for room in a new slot, or for staff to overfill it knowingly; only today\'s slots', () => {
    expect(planCorrection(request({ slotTime: '12:15' }), facts({}, { bookedInSlot: 4 }))).toEqual({ ok: false, problem: { kind: 'slot_full', slotTime: '12:15', booked: 4, capacity: 4 } });
    expect(planCorrection(request({ slotTime: '12:15', overrideFullSlot: true }), facts({}, { bookedInSlot: 4 }))).toMatchObject({ ok: true, correction: { slot: '12:15:00', slotChanged: true } });
    expect(planCorrection(request({ slotTime: '12:15' }), facts({ orderDate: '2031-01-15' }))).toEqual({ ok: false, problem: { kind: 'slot_unavailable', slotTime: '12:15' } });
  });

  it('refuses an order the kitchen started or one awaiting its online payment', () => {
    expect(planCorrection(request(), facts({ status: 'preparing' }))).toMatchObject({ ok: false, problem: { kind: 'not_correctable' } });
    expect(planCorrection(request(), facts({ isPaid: false }))).toMatchObject({ ok: false, problem: { kind: 'not_correctable', awaitingPayment: true } });
  });
});
