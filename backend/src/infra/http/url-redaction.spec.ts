import { pathWithUtmOnly, referrerWithUtmOnly } from './url-redaction.js';

describe('pathWithUtmOnly', () => {
  it('keeps the path and the utm_* parameters only', () => {
    expect(pathWithUtmOnly('/menu?utm_source=flyer&utm_medium=print&page=2')).toBe('/menu?utm_source=flyer&utm_medium=print');
  });

  it('drops a token in the query or the fragment', () => {
    expect(pathWithUtmOnly('/auth/confirm?token=s3cret')).toBe('/auth/confirm');
    expect(pathWithUtmOnly('/auth/reset-password#token=s3cret')).toBe('/auth/reset-password');
    expect(pathWithUtmOnly('/booking/cancel?utm_source=mail&token=s3cret#x')).toBe('/booking/cancel?utm_source=mail');
  });

  it('leaves a plain path alone', () => {
    expect(pathWithUtmOnly('/')).toBe('/');
    expect(pathWithUtmOnly('/api/menu')).toBe('/api/menu');
  });
});

describe('referrerWithUtmOnly', () => {
  it('keeps another site to its origin and path', () => {
    expect(referrerWithUtmOnly('https://www.google.com/search?q=chicken')).toBe('https://www.google.com/search');
  });

  it('drops the token of an own page the visitor came from', () => {
    expect(referrerWithUtmOnly('https://walkden.example/auth/magic-link?token=s3cret')).toBe('https://walkden.example/auth/magic-link');
  });
});
