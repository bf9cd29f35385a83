import { cleanVisitText, utmSourceOf } from './visit.js';

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
});
