import { lineFor, setLineInstructions, setLineQuantity } from '../../shared/orders/order-entry/order-lines';
import { menuItem as item, menuOption as option } from '../../test/test-menu';
import { chosenSlot, EMPTY_DRAFT, orderPreview, paymentChoices, paymentForType, takeFailure, takeOrderBody, type OrderDraft } from './order-draft';


const SMASH = item('m-smash', 'Classic Smash', [option('o-single', 'Single', 699), option('o-double', 'Double', 949)]);
const WINGS = item('m-wings', 'Chicken Wings', [option('o-wings', 'Regular', 799)]);

describe('how a phone order is paid', () => {
  it('offers pay on collection or paid now for a collection, pay the driver or paid now for a delivery', () => {
    expect(paymentChoices('collection')).toEqual([
      { value: 'collection', label: 'Pay on collection' },
      { value: 'cash', label: 'Paid now – cash' },
      { value: 'card', label: 'Paid now – card' },
    ]);
    expect(paymentChoices('delivery').map((choice) => choice.label)).toEqual(['Pay the driver', 'Paid now – cash', 'Paid now – card']);
  });

  it('keeps paid now when the type changes, and turns paying later into the new type’s way', () => {
    expect(paymentForType('delivery', 'collection')).toBe('driver');
    expect(paymentForType('collection', 'driver')).toBe('collection');
    expect(paymentForType('delivery', 'cash')).toBe('cash');
    expect(paymentForType('collection', 'card')).toBe('card');
  });
});

describe('the totals preview', () => {
  const lines = setLineQuantity([lineFor(SMASH, SMASH.options[1], []), lineFor(WINGS, null, [])], 'm-smash:o-double', 2);

  it('adds the lines at the menu prices, without a fee for a collection', () => {
    expect(orderPreview(lines, 'collection', 250)).toEqual({ itemCount: 3, subtotalPence: 2697, deliveryFeePence: 0, totalPence: 2697 });
  });

  it('adds the delivery fee to a delivery', () => {
    expect(orderPreview(lines, 'delivery', 250)).toEqual({ itemCount: 3, subtotalPence: 2697, deliveryFeePence: 250, totalPence: 2947 });
    expect(orderPreview([], 'delivery', 250)).toEqual({ itemCount: 0, subtotalPence: 0, deliveryFeePence: 250, totalPence: 250 });
  });
});

describe('the slots', () => {
  const open = { time: '18:15', capacity: 3, booked: 1, left: 2, available: true, fullStation: null };
  const full = { time: '18:30', capacity: 3, booked: 3, left: 0, available: false, fullStation: null };

  it('keeps the chosen slot only while the type’s list has it', () => {
    expect(chosenSlot({ slotTime: '18:30' }, [open, full])).toBe('18:30');
    expect(chosenSlot({ slotTime: '18:45' }, [open, full])).toBe('');
    expect(chosenSlot({ slotTime: '18:15' }, undefined)).toBe('');
  });
});

describe('the request', () => {
  const draft: OrderDraft = {
    ...EMPTY_DRAFT,
    lines: setLineInstructions([lineFor(SMASH, SMASH.options[1], []), lineFor(WINGS, null, [])], 'm-wings:o-wings', '  extra hot '),
    customer: { name: ' Pat Jones ', phone: '07700 900456 ', email: '  ' },
    address: { line: '12 Bolton Road', postcode: 'M28 3BX' },
    payment: 'collection',
    note: '',
  };

  it('sends a collection with its lines (no prices), the customer without a blank e-mail, and no address', () => {
    expect(takeOrderBody(draft, '18:15')).toEqual({
      lines: [
        { menuItemId: 'm-smash', optionId: 'o-double', quantity: 1 },
        { menuItemId: 'm-wings', optionId: 'o-wings', quantity: 1, specialInstructions: 'extra hot' },
      ],
      deliveryType: 'collection',
      slotTime: '18:15',
      payment: 'collection',
      customer: { name: 'Pat Jones', phone: '07700 900456' },
    });
  });

  it('sends a delivery with its address, the e-mail and note when given, and the override only when asked', () => {
    const delivery: OrderDraft = { ...draft, deliveryType: 'delivery', payment: 'card', customer: { ...draft.customer, email: 'pat@example.com' }, note: 'Ring the bell' };
    expect(takeOrderBody(delivery, '18:30', { overrideFullSlot: true })).toMatchObject({
      deliveryType: 'delivery',
      payment: 'card',
      customer: { name: 'Pat Jones', phone: '07700 900456', email: 'pat@example.com' },
      address: { line: '12 Bolton Road', postcode: 'M28 3BX' },
      specialInstructions: 'Ring the bell',
      overrideFullSlot: true,
    });
    // Paying later follows the type, whatever was picked before the type changed.
    expect(takeOrderBody({ ...delivery, payment: 'collection' }, '18:30').payment).toBe('driver');
  });
});

describe('a refusal', () => {
  const answer = (status: number, error: Record<string, unknown>) => ({ status, data: { error } });

  it('asks before filling a full slot only when the server says it may be overfilled', () => {
    const message = 'The 18:30 slot is full (3 of 3 orders). Take the order anyway?';
    expect(takeFailure(answer(409, { code: 'SLOT_FULL', message, details: { overridable: true } }))).toEqual({ kind: 'slot_full', message, slotTime: null, booked: null, capacity: null });
    expect(takeFailure(answer(409, { code: 'SLOT_FULL', message: 'Full.', details: {} }))).toEqual({ kind: 'refused', code: 'SLOT_FULL', message: 'Full.' });
  });

  it('shows the server’s message, or says the server could not be reached', () => {
    expect(takeFailure(answer(422, { code: 'MISSING_INFORMATION', message: "Please enter the customer's name and phone number." }))).toEqual({
      kind: 'refused',
      code: 'MISSING_INFORMATION',
      message: "Please enter the customer's name and phone number.",
    });
    expect(takeFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({ kind: 'refused', code: null, message: expect.stringMatching(/could not be reached/) });
  });
});
