import { priceNote } from './price-note';

describe('priceNote', () => {
  it('says prices include VAT and how the delivery fee is worked out', () => {
    expect(priceNote({ deliveries: true, deliveryFee: 250, maxDistance: 2, minimumOrderValue: 1500 })).toBe(
      'All prices include VAT. Collection is free; for delivery within 2 miles of the restaurant (minimum order £15), a flat £2.50 delivery fee is added at checkout, plus any tip you choose for the driver.',
    );
  });

  it('says delivery is free when the fee is zero, and leaves delivery out when it is switched off', () => {
    expect(priceNote({ deliveries: true, deliveryFee: 0, maxDistance: 1, minimumOrderValue: 1000 })).toContain('within 1 mile of the restaurant (minimum order £10), delivery is free');
    expect(priceNote({ deliveries: false, deliveryFee: 250, maxDistance: 2, minimumOrderValue: 1500 })).toBe('All prices include VAT. Collection is free.');
  });
});
