import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validatePassword } from './password.policy.js';

describe('validatePassword', () => {
  it('accepts a password of exactly the minimum length', () => {
    expect(validatePassword('a'.repeat(PASSWORD_MIN_LENGTH))).toEqual([]);
  });

  it('refuses a password shorter than 8 characters, even the 6 the spec allowed', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(validatePassword('abcdef')).toEqual(['Password must be at least 8 characters long.']);
    expect(validatePassword('')).toEqual(['Password must be at least 8 characters long.']);
  });

  it('counts characters, not UTF-16 code units', () => {
    expect(validatePassword('🍕🍕🍕🍕🍕🍕🍕')).toHaveLength(1);
    expect(validatePassword('🍕🍕🍕🍕🍕🍕🍕🍕')).toEqual([]);
  });

  it('refuses a password longer than the maximum', () => {
    expect(validatePassword('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual([`Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`]);
  });

  it('refuses a password made only of spaces', () => {
    expect(validatePassword(' '.repeat(10))).toEqual(['Password cannot be only spaces.']);
  });

  it('asks for no character classes: a long lowercase passphrase is fine', () => {
    expect(validatePassword('correct horse battery staple')).toEqual([]);
  });
});
