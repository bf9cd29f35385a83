import { type CheckoutCheckInput, firstCheckoutProblem } from './checkout-rules.js';
import { formatPence, formatPounds } from './money.js';

const valid: CheckoutCheckInput = {
  deliveryType: 'delivery',
  slotTime: '12:15',
  paymentMethod: 'online',
  address: { line: '12 Bolton Road', postcode: 'M28 3BX' },
  postcodeValid: true,
  subtotalPence: 2000,
  minimumOrderPence: 1500,
  customer: { name: 'Sam', email: 'sam@example.com', phone: '07700 900123' },
};

const titleOf = (input: Partial<CheckoutCheckInput>) => firstCheckoutProblem({ ...valid, ...input })?.title ?? null;

describe('checkout checks', () => {
  it('passes a complete order', () => {
    expect(firstCheckoutProblem(valid)).toBeNull();
    expect(firstCheckoutProblem({ ...valid, deliveryType: 'collection', address: null, postcodeValid: false, subtotalPence: 100 })).toBeNull();
  });

  it('says each problem with the SPEC title and message', () => {
    expect(firstCheckoutProblem({ ...valid, slotTime: '' })).toEqual({ code: 'TIME_SLOT_REQUIRED', title: 'Time Slot Required', message: 'Please select a collection/delivery time slot.' });
    expect(firstCheckoutProblem({ ...valid, paymentMethod: null })).toEqual({ code: 'PAYMENT_METHOD_REQUIRED', title: 'Payment Method Required', message: 'Please select how you would like to pay.' });
    expect(firstCheckoutProblem({ ...valid, postcodeValid: false })).toEqual({
      code: 'DELIVERY_INFORMATION_REQUIRED',
      title: 'Delivery Information Required',
      message: 'Please provide a valid delivery address within our delivery area.',
    });
    expect(firstCheckoutProblem({ ...valid, subtotalPence: 1499 })).toEqual({ code: 'MINIMUM_ORDER_NOT_MET', title: 'Minimum Order Not Met', message: 'Delivery orders require a minimum of £15.' });
    expect(firstCheckoutProblem({ ...valid, customer: { name: 'Sam', email: ' ', phone: '1' } })).toEqual({
      code: 'MISSING_INFORMATION',
      title: 'Missing Information',
      message: 'Please fill in all required customer information.',
    });
  });

  it('checks in the SPEC order: slot, payment, delivery information, minimum, customer information', () => {
    const everythingWrong: Partial<CheckoutCheckInput> = { slotTime: null, paymentMethod: null, address: null, postcodeValid: false, subtotalPence: 0, customer: null };
    expect(titleOf(everythingWrong)).toBe('Time Slot Required');
    expect(titleOf({ ...everythingWrong, slotTime: '12:15' })).toBe('Payment Method Required');
    expect(titleOf({ ...everythingWrong, slotTime: '12:15', paymentMethod: 'online' })).toBe('Delivery Information Required');
    expect(titleOf({ ...everythingWrong, slotTime: '12:15', paymentMethod: 'online', address: valid.address, postcodeValid: true })).toBe('Minimum Order Not Met');
    expect(titleOf({ ...everythingWrong, slotTime: '12:15', paymentMethod: 'online', address: valid.address, postcodeValid: true, subtotalPence: 1500 })).toBe('Missing Information');
  });

  it('needs address, postcode and a valid postcode for delivery', () => {
    expect(titleOf({ address: { line: '', postcode: 'M28 3BX' } })).toBe('Delivery Information Required');
    expect(titleOf({ address: { line: '12 Bolton Road', postcode: '' } })).toBe('Delivery Information Required');
  });

  it('applies the minimum to delivery only, at the minimum exactly it passes', () => {
    expect(titleOf({ subtotalPence: 1500 })).toBeNull();
    expect(titleOf({ deliveryType: 'collection', subtotalPence: 1 })).toBeNull();
  });

  it('shows the minimum in pounds', () => {
    expect(formatPounds(1500)).toBe('£15');
    expect(formatPounds(1250)).toBe('£12.50');
    expect(formatPounds(1205)).toBe('£12.05');
    expect(formatPence(1250)).toBe('£12.50');
    expect(formatPence(1500)).toBe('£15.00');
  });
});
