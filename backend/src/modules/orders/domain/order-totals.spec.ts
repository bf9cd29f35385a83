import { computeOrderTotals, isAllowedTip, subtotalOf, TIP_CHOICES_PENCE } from './order-totals.js';

const lines = [
  { unitPricePence: 895, quantity: 2 },
  { unitPricePence: 250, quantity: 1 },
];

describe('order totals', () => {
  it('adds up the lines in pence', () => {
    expect(subtotalOf(lines)).toBe(2040);
    expect(subtotalOf([])).toBe(0);
  });

  it('adds the delivery fee and the tip to a delivery, with no tax', () => {
    expect(computeOrderTotals({ deliveryType: 'delivery', lines, deliveryFeePence: 250, tipPence: 200 })).toEqual({
      subtotal: 2040,
      deliveryFee: 250,
      driverTip: 200,
      tax: 0,
      total: 2490,
    });
  });

  it('charges neither fee nor tip for a collection', () => {
    expect(computeOrderTotals({ deliveryType: 'collection', lines, deliveryFeePence: 250, tipPence: 200 })).toEqual({
      subtotal: 2040,
      deliveryFee: 0,
      driverTip: 0,
      tax: 0,
      total: 2040,
    });
  });

  it('accepts only the listed tips, and only for delivery', () => {
    expect(TIP_CHOICES_PENCE).toEqual([0, 100, 200, 300, 500]);
    for (const tip of TIP_CHOICES_PENCE) expect(isAllowedTip('delivery', tip)).toBe(true);
    expect(isAllowedTip('delivery', 400)).toBe(false);
    expect(isAllowedTip('delivery', 150)).toBe(false);
    expect(isAllowedTip('collection', 100)).toBe(false);
    expect(isAllowedTip('collection', 0)).toBe(true);
  });
});
