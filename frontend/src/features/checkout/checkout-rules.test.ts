import { formatPounds } from '../../shared/money';
import {
  CHECKOUT_PROBLEMS,
  firstCheckoutProblem,
  isPlaceOrderDisabled,
  orderCosts,
  paymentChoicesFor,
  type CheckoutForm,
} from './checkout-rules';

const complete: CheckoutForm = {
  deliveryType: 'delivery',
  slotTime: '12:15',
  paymentMethod: 'online',
  address: '12 Bolton Road',
  postcode: 'M28 3BX',
  postcodeValid: true,
  subtotalPence: 2000,
  minimumOrderPence: 1500,
  customer: { name: 'Sam Taylor', email: 'sam@example.com', phone: '07700 900123' },
};

describe('firstCheckoutProblem', () => {
  it('accepts a complete order', () => {
    expect(firstCheckoutProblem(complete)).toBeNull();
  });

  it("reports SPEC 5's five checks in order, each only once those before it pass", () => {
    const nothing: CheckoutForm = {
      ...complete,
      slotTime: null,
      paymentMethod: null,
      address: '',
      postcode: '',
      postcodeValid: false,
      subtotalPence: 500,
      customer: { name: '', email: '', phone: '' },
    };
    const seen: string[] = [];
    const fixes: Partial<CheckoutForm>[] = [
      { slotTime: '12:15' },
      { paymentMethod: 'online' },
      { address: '12 Bolton Road', postcode: 'M28 3BX', postcodeValid: true },
      { subtotalPence: 1500 },
      { customer: complete.customer },
    ];
    let form = nothing;
    for (const fix of fixes) {
      const problem = firstCheckoutProblem(form);
      expect(problem).not.toBeNull();
      seen.push(`${problem!.title} / ${problem!.message}`);
      form = { ...form, ...fix };
    }
    expect(firstCheckoutProblem(form)).toBeNull();
    expect(seen).toEqual([
      'Time Slot Required / Please select a collection/delivery time slot.',
      'Payment Method Required / Please select how you would like to pay.',
      'Delivery Information Required / Please provide a valid delivery address within our delivery area.',
      'Minimum Order Not Met / Delivery orders require a minimum of £15.',
      'Missing Information / Please fill in all required customer information.',
    ]);
  });

  it('asks for a deliverable postcode, not just any postcode', () => {
    expect(firstCheckoutProblem({ ...complete, postcode: 'M1 1AE', postcodeValid: false })).toBe(
      CHECKOUT_PROBLEMS.deliveryInformationRequired,
    );
    expect(firstCheckoutProblem({ ...complete, address: '   ' })).toBe(CHECKOUT_PROBLEMS.deliveryInformationRequired);
  });

  it('needs no address and no minimum for collection', () => {
    expect(
      firstCheckoutProblem({ ...complete, deliveryType: 'collection', address: '', postcode: '', postcodeValid: false, subtotalPence: 100 }),
    ).toBeNull();
  });

  it('treats blank customer details as missing', () => {
    expect(firstCheckoutProblem({ ...complete, customer: { ...complete.customer, phone: '  ' } })).toBe(
      CHECKOUT_PROBLEMS.missingInformation,
    );
  });

  it('words the minimum with pence only when there are some', () => {
    expect(CHECKOUT_PROBLEMS.minimumOrderNotMet(1250).message).toBe('Delivery orders require a minimum of £12.50.');
    expect(formatPounds(1500)).toBe('£15');
  });
});

describe('isPlaceOrderDisabled', () => {
  const ready = {
    submitting: false,
    deliveryType: 'delivery' as const,
    slotTime: '12:15',
    postcodeValid: true,
    subtotalPence: 2000,
    minimumOrderPence: 1500,
  };

  it('is enabled for a complete delivery', () => {
    expect(isPlaceOrderDisabled(ready)).toBe(false);
  });

  it('is disabled while submitting, with no slot, with an invalid postcode or below the minimum', () => {
    expect(isPlaceOrderDisabled({ ...ready, submitting: true })).toBe(true);
    expect(isPlaceOrderDisabled({ ...ready, slotTime: null })).toBe(true);
    expect(isPlaceOrderDisabled({ ...ready, postcodeValid: false })).toBe(true);
    expect(isPlaceOrderDisabled({ ...ready, subtotalPence: 1499 })).toBe(true);
  });

  it('ignores the postcode and the minimum for collection', () => {
    expect(isPlaceOrderDisabled({ ...ready, deliveryType: 'collection', postcodeValid: false, subtotalPence: 100 })).toBe(false);
  });
});

describe('orderCosts', () => {
  it('adds the delivery fee and the tip for delivery', () => {
    expect(orderCosts({ deliveryType: 'delivery', subtotalPence: 2000, deliveryFeePence: 250, tipPence: 200 })).toEqual({
      subtotalPence: 2000,
      deliveryFeePence: 250,
      tipPence: 200,
      totalPence: 2450,
    });
  });

  it('charges neither for collection', () => {
    expect(orderCosts({ deliveryType: 'collection', subtotalPence: 2000, deliveryFeePence: 250, tipPence: 200 }).totalPence).toBe(2000);
  });
});

describe('paymentChoicesFor', () => {
  it('offers Pay Online and Pay on Collection for collection, Pay Online only for delivery', () => {
    expect(paymentChoicesFor('collection').map((choice) => choice.label)).toEqual(['Pay Online', 'Pay on Collection']);
    expect(paymentChoicesFor('delivery').map((choice) => choice.label)).toEqual(['Pay Online']);
  });
});
