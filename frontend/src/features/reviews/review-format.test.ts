import { nextScrollLeft } from './carousel-step';
import { formatRating, formatReviewCount } from './review-format';

describe('formatRating', () => {
  it('shows 1 decimal, rounded', () => {
    expect(formatRating(4.6)).toBe('4.6');
    expect(formatRating(4.65)).toBe('4.7');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(3.04)).toBe('3.0');
  });
});

describe('formatReviewCount', () => {
  it('says review or reviews', () => {
    expect(formatReviewCount(1)).toBe('1 Google review');
    expect(formatReviewCount(1870)).toBe('1,870 Google reviews');
  });
});

describe('nextScrollLeft', () => {
  const box = { clientWidth: 1000, scrollWidth: 1700 };

  it('moves 320 px on, stopping at the end', () => {
    expect(nextScrollLeft({ ...box, scrollLeft: 0 })).toBe(320);
    expect(nextScrollLeft({ ...box, scrollLeft: 640 })).toBe(700);
  });

  it('goes back to the start once the end is (nearly) reached', () => {
    expect(nextScrollLeft({ ...box, scrollLeft: 700 })).toBe(0);
    expect(nextScrollLeft({ ...box, scrollLeft: 690 })).toBe(0);
  });

  it('stays at the start when everything fits', () => {
    expect(nextScrollLeft({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 1000 })).toBe(0);
  });
});
