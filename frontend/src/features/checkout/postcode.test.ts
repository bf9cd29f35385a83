import { normalizePostcode, postcodeToValidate } from './postcode';

describe('postcodes', () => {
  it('removes spaces and upper-cases', () => {
    expect(normalizePostcode(' m28 3bx ')).toBe('M283BX');
  });

  it('validates only from 5 characters (after removing spaces)', () => {
    expect(postcodeToValidate('M28 3')).toBeNull();
    expect(postcodeToValidate('m1 1ae')).toBe('M11AE');
  });
});
