import { cleanVisitText, utmSourceOf, visitPath, visitReferrer } from './visit.js';

describe('visit rules', () => {
  it('reads the campaign source from the query string', () => {
    expect(utmSourceOf('/menu?utm_source=facebook&utm_medium=social')).toBe('facebook');
    expect(utmSourceOf('/menu')).toBeNull();
    expect(utmSourceOf('/menu?utm_source=')).toBeNull();
  });

  it('drops fragments and bounds the length', () => {
    expect(cleanVisitText('/gallery#top', 10)).toBe('/gallery');
    expect(cleanVisitText('x'.repeat(50), 10)).toHaveLength(10);
    expect(cleanVisitText('', 10)).toBeNull();
  });

  it('stores a page as its path and utm_* parameters only, never a token', () => {
    expect(visitPath('/auth/confirm?token=s3cret&utm_source=mail')).toBe('/auth/confirm?utm_source=mail');
    expect(visitReferrer('https://walkden.example/booking/cancel?token=s3cret')).toBe('https://walkden.example/booking/cancel');
    expect(visitReferrer(null)).toBeNull();
  });
});
