import {
  deliveryVerdict,
  displayPostcode,
  greatCircleMiles,
  isLookupLength,
  joinDeliveryAddress,
  normalisePostcode,
} from './delivery-area.js';

const WALKDEN = { latitude: 53.5233, longitude: -2.3997 };

describe('postcodes', () => {
  it('removes spaces and upper-cases before a lookup', () => {
    expect(normalisePostcode(' m28 3bx ')).toBe('M283BX');
    expect(normalisePostcode('m 2 8\t3bx')).toBe('M283BX');
  });

  it('is looked up only from 5 characters on', () => {
    expect(isLookupLength(normalisePostcode('M28 3'))).toBe(false);
    expect(isLookupLength(normalisePostcode('M28 3B'))).toBe(true);
  });

  it('is shown with a space before the inward code', () => {
    expect(displayPostcode('M283BX')).toBe('M28 3BX');
    expect(displayPostcode('WN11AA')).toBe('WN1 1AA');
  });
});

describe('greatCircleMiles', () => {
  it('is 0 from a point to itself', () => {
    expect(greatCircleMiles(WALKDEN, WALKDEN)).toBe(0);
  });

  it('uses an earth radius of 3959 miles: one degree of latitude is 69.1 miles', () => {
    expect(greatCircleMiles({ latitude: 53, longitude: -2 }, { latitude: 54, longitude: -2 })).toBeCloseTo((3959 * Math.PI) / 180, 6);
  });

  it('measures Walkden to Manchester city centre at about 7 miles, the same both ways', () => {
    const manchester = { latitude: 53.4808, longitude: -2.2426 };
    expect(greatCircleMiles(WALKDEN, manchester)).toBeCloseTo(7.06, 1);
    expect(greatCircleMiles(manchester, WALKDEN)).toBeCloseTo(greatCircleMiles(WALKDEN, manchester), 10);
  });
});

describe('deliveryVerdict', () => {
  it('delivers within the radius, inclusive, and says so', () => {
    const near = { latitude: 53.5166, longitude: -2.4125 };
    expect(deliveryVerdict('M280AA', WALKDEN, near, 2)).toEqual({ postcode: 'M280AA', valid: true, distanceMiles: 0.7, message: 'Delivery available' });
    const distance = greatCircleMiles(WALKDEN, near);
    expect(deliveryVerdict('M280AA', WALKDEN, near, distance).valid).toBe(true);
  });

  it('refuses beyond the radius or an unknown postcode', () => {
    expect(deliveryVerdict('M11AE', WALKDEN, { latitude: 53.4808, longitude: -2.2426 }, 2)).toMatchObject({ valid: false, message: 'Delivery not available to this postcode' });
    expect(deliveryVerdict('ZZ99ZZ', WALKDEN, null, 2)).toEqual({ postcode: 'ZZ99ZZ', valid: false, distanceMiles: null, message: 'Delivery not available to this postcode' });
  });
});

describe('joinDeliveryAddress', () => {
  it('joins address, postcode and extra information into one value', () => {
    expect(joinDeliveryAddress(' 12 Bolton Road ', 'm283bx', 'Side door')).toBe('12 Bolton Road, M28 3BX, Side door');
    expect(joinDeliveryAddress('12 Bolton Road', 'M28 3BX', '')).toBe('12 Bolton Road, M28 3BX');
  });
});
