import { lineFor, setLineInstructions } from '../../shared/orders/order-entry/order-lines';
import { paidOnlineOrder } from '../../test/admin-order';
import { menuItem, menuOption } from '../../test/test-menu';
import {
  asksForAddress,
  correctionBody,
  correctionDraftOf,
  correctionOutcome,
  correctionPreview,
  correctionProblem,
  type CorrectionDraft,
  moneyText,
  setKeptQuantity,
} from './order-correction';

/** Paid online, not started: two burgers at £9.49 and three fries at £1.50, £23.48 (test/admin-order.ts). */
const order = paidOnlineOrder;

// The menu's price now (£7.99) is what an added line costs; a kept line keeps the price it was sold at.
const WINGS = menuItem('m-wings', 'Chicken Wings', [menuOption('o-wings', '6 pieces', 799), menuOption('o-wings-10', '10 pieces', 1199)]);
const SETTINGS = { deliveryFee: 250 };

describe('the draft of a change', () => {
  it('starts as the order is, and keeps a quantity within 0 (taken off) and 99', () => {
    const draft = correctionDraftOf(order());
    expect(draft).toEqual({ kept: { i1: 2, i2: 3 }, added: [], deliveryType: 'collection', slotTime: '18:15', newAddress: false, address: { line: '', postcode: '', additionalInfo: '' } });
    expect(setKeptQuantity(draft, 'i1', -1).kept.i1).toBe(0);
    expect(setKeptQuantity(draft, 'i1', 150).kept.i1).toBe(99);
    expect(setKeptQuantity(draft, 'i1', Number.NaN).kept.i1).toBe(2);
    expect(correctionDraftOf(order({ slotTime: '18:15:00' })).slotTime).toBe('18:15');
  });

  it('says in the server’s words when there is nothing to send: nothing changed, or no line left', () => {
    const draft = correctionDraftOf(order());
    expect(correctionProblem(order(), draft)).toBe('Nothing was changed.');
    expect(correctionProblem(order(), setKeptQuantity(setKeptQuantity(draft, 'i1', 0), 'i2', 0))).toBe('Add at least one item to the order.');
    expect(correctionProblem(order(), setKeptQuantity(draft, 'i2', 2))).toBeNull();
    expect(correctionProblem(order(), { ...draft, slotTime: '18:30' })).toBeNull();
  });
});

describe('the request', () => {
  it('keeps the lines with their quantities, leaves a line taken off out, and adds lines without prices', () => {
    const draft: CorrectionDraft = {
      ...setKeptQuantity(setKeptQuantity(correctionDraftOf(order()), 'i1', 1), 'i2', 0),
      added: setLineInstructions([lineFor(WINGS, WINGS.options[0], [])], 'm-wings:o-wings', ' extra hot '),
    };
    expect(correctionBody(order(), draft)).toEqual({
      keep: [{ orderItemId: 'i1', quantity: 1 }],
      add: [{ menuItemId: 'm-wings', optionId: 'o-wings', quantity: 1, specialInstructions: 'extra hot' }],
      deliveryType: 'collection',
      slotTime: '18:15',
    });
    expect(correctionBody(order(), { ...draft, slotTime: '18:30' }, { overrideFullSlot: true })).toMatchObject({ slotTime: '18:30', overrideFullSlot: true });
  });

  it('sends an address for a collection turned into a delivery, and for a delivery only when staff give a new one', () => {
    const draft = { ...correctionDraftOf(order()), deliveryType: 'delivery' as const, address: { line: ' 12 Bolton Road ', postcode: 'm28 3bx', additionalInfo: ' ' } };
    expect(asksForAddress(order(), draft)).toBe(true);
    expect(correctionBody(order(), draft).address).toEqual({ line: '12 Bolton Road', postcode: 'm28 3bx' });

    const delivery = order({ deliveryType: 'delivery', deliveryAddress: '1 Old Street, M28 1AA' });
    const staying = { ...correctionDraftOf(delivery), address: draft.address };
    expect(asksForAddress(delivery, staying)).toBe(false);
    expect(correctionBody(delivery, setKeptQuantity(staying, 'i2', 2))).not.toHaveProperty('address');
    expect(correctionBody(delivery, { ...staying, newAddress: true }).address).toEqual({ line: '12 Bolton Road', postcode: 'm28 3bx' });
    // Back to collection: no address, whatever was typed.
    expect(correctionBody(delivery, { ...staying, newAddress: true, deliveryType: 'collection' })).not.toHaveProperty('address');
  });
});

describe('the preview of the new total and the money', () => {
  it('prices kept lines as sold and added ones at the menu’s price, and refunds a paid online order the difference to the card', () => {
    const draft = { ...setKeptQuantity(setKeptQuantity(correctionDraftOf(order()), 'i1', 1), 'i2', 0), added: [lineFor(WINGS, WINGS.options[0], [])] };
    const preview = correctionPreview(order(), draft, SETTINGS);
    // £9.49 + £7.99 = £17.48, £6.00 less than £23.48.
    expect(preview).toEqual({ subtotalPence: 1748, deliveryFeePence: 0, driverTipPence: 0, totalPence: 1748, money: { kind: 'refund', refundPence: 600, lessToCollectPence: 0, method: 'stripe' } });
    expect(moneyText(order(), preview)).toBe('£6.00 will be refunded to the card.');
  });

  it('gives money back in cash for an order paid at the counter, never more than can still be refunded', () => {
    const cash = order({ paymentMethod: 'collection', paidWith: 'cash', refundablePence: 400, refundedPence: 1948 });
    const preview = correctionPreview(cash, setKeptQuantity(correctionDraftOf(cash), 'i1', 1), SETTINGS);
    expect(preview.money).toEqual({ kind: 'refund', refundPence: 400, lessToCollectPence: 0, method: 'cash' });
    expect(moneyText(cash, preview)).toBe('£4.00 will be refunded in cash.');
    const nothingLeft = order({ refundablePence: 0, refundedPence: 2348 });
    expect(moneyText(nothingLeft, correctionPreview(nothingLeft, setKeptQuantity(correctionDraftOf(nothingLeft), 'i1', 1), SETTINGS))).toBe('Nothing is left to refund on this order.');
  });

  it('asks a paid order made dearer for the difference, and one that already owes for less before refunding', () => {
    const dearer = correctionPreview(order(), { ...correctionDraftOf(order()), added: [lineFor(WINGS, WINGS.options[1], [])] }, SETTINGS);
    expect(dearer.money).toEqual({ kind: 'collect', morePence: 1199 });
    expect(moneyText(order(), dearer)).toBe('£11.99 more to collect.');
    expect(moneyText(order({ balanceDuePence: 300 }), dearer)).toBe('£11.99 more to collect (£14.99 in all).');

    // Owing £3.00 of £23.48 (£20.48 was paid), then £4.50 cheaper (the fries off): £3.00 less to collect, and £1.50 back.
    const owing = order({ balanceDuePence: 300, refundablePence: 2048 });
    const cheaper = correctionPreview(owing, setKeptQuantity(correctionDraftOf(owing), 'i2', 0), SETTINGS);
    expect(cheaper.money).toEqual({ kind: 'refund', refundPence: 150, lessToCollectPence: 300, method: 'stripe' });
    expect(moneyText(owing, cheaper)).toBe('£3.00 less to collect; £1.50 will be refunded to the card.');
  });

  it('just says the new total of an unpaid order, and that the total stays when it does', () => {
    const unpaid = order({ paymentMethod: 'collection', isPaid: false, paidAt: null, refundablePence: 0 });
    const preview = correctionPreview(unpaid, setKeptQuantity(correctionDraftOf(unpaid), 'i2', 1), SETTINGS);
    expect(preview.money).toEqual({ kind: 'unpaid' });
    expect(moneyText(unpaid, preview)).toBe('New total £20.48, not paid yet.');
    expect(moneyText(order(), correctionPreview(order(), { ...correctionDraftOf(order()), slotTime: '18:30' }, SETTINGS))).toBe('The total stays the same: nothing to refund or collect.');
  });

  it('keeps the fee and tip of a delivery that stays one, takes today’s fee for a new delivery, and drops both for a collection', () => {
    const delivery = order({ deliveryType: 'delivery', deliveryAddress: '1 Old Street, M28 1AA', deliveryFeePence: 199, driverTipPence: 100, totalPence: 2647 });
    const staying = correctionPreview(delivery, setKeptQuantity(correctionDraftOf(delivery), 'i2', 2), SETTINGS);
    expect(staying).toMatchObject({ subtotalPence: 2198, deliveryFeePence: 199, driverTipPence: 100, totalPence: 2497 });
    expect(correctionPreview(delivery, { ...correctionDraftOf(delivery), deliveryType: 'collection' }, SETTINGS)).toMatchObject({ deliveryFeePence: 0, driverTipPence: 0, totalPence: 2348 });
    const turned = correctionPreview(order(), { ...correctionDraftOf(order()), deliveryType: 'delivery' }, SETTINGS);
    expect(turned).toMatchObject({ deliveryFeePence: 250, driverTipPence: 0, totalPence: 2598, money: { kind: 'collect', morePence: 250 } });
  });
});

describe('what the server did, once saved', () => {
  const refund = { id: 'r1', amountPence: 600, method: 'stripe' as const, status: 'succeeded' as const, reason: 'The order was changed and costs less.', lines: [], stripeRefundId: 're_1', error: null, createdAt: '2031-01-14T12:30:00.000Z' };

  it('names the refund the change made, or its failure, or what is now to collect', () => {
    expect(correctionOutcome(order(), order({ totalPence: 1748, refunds: [refund] }))).toEqual({ message: 'New total £17.48. £6.00 refunded to the card.', severity: 'success' });
    expect(correctionOutcome(order(), order({ totalPence: 1748, refunds: [{ ...refund, method: 'cash' }] })).message).toBe('New total £17.48. Hand £6.00 back in cash.');
    expect(correctionOutcome(order(), order({ totalPence: 1748, refunds: [{ ...refund, status: 'failed', error: 'card_declined' }] }))).toEqual({
      message: 'New total £17.48. The refund of £6.00 to the card failed: the order is on Needs attention.',
      severity: 'warning',
    });
    expect(correctionOutcome(order(), order({ totalPence: 3547, balanceDuePence: 1199 })).message).toBe('New total £35.47. £11.99 to collect.');
    // An earlier refund is not this change's.
    expect(correctionOutcome(order({ refunds: [refund] }), order({ refunds: [refund], totalPence: 2348 })).message).toBe('New total £23.48.');
  });
});
