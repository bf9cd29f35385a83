import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_COMMON, validatePassword } from './password.policy.js';

describe('validatePassword', () => {
  it('asks for at least 12 characters, and says so', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(validatePassword('tkw9-ZQ#v1p')).toEqual(['Password must be at least 12 characters long.']);
    expect(validatePassword('')).toEqual(['Password must be at least 12 characters long.']);
  });

  it('counts characters, not UTF-16 code units', () => {
    expect(validatePassword('🍕🌶🍗🥤🍟🧂🍕🌶🍗🥤🍟')).toEqual(['Password must be at least 12 characters long.']);
    expect(validatePassword('🍕🌶🍗🥤🍟🧂🍕🌶🍗🥤🍟🧂')).toEqual([]);
  });

  it('refuses a common password of any length, with zxcvbn\'s reason and suggestion', () => {
    const reasons = validatePassword('password1234');
    expect(reasons[0]).toBe(PASSWORD_TOO_COMMON);
    expect(reasons).toContain('This is similar to a commonly used password.');
    expect(reasons).toContain('Add more words that are less common.');
    expect(validatePassword('qwertyuiop12')[0]).toBe(PASSWORD_TOO_COMMON);
    expect(validatePassword('iloveyou1234')[0]).toBe(PASSWORD_TOO_COMMON);
  });

  it('refuses a password made of the account\'s own e-mail', () => {
    const reasons = validatePassword('sam.taylor@example.com1', { email: 'sam.taylor@example.com' });
    expect(reasons).toContain('It should not contain your e-mail address or other details of your account.');
  });

  it('asks for no character classes: a long lowercase passphrase is fine', () => {
    expect(validatePassword('correct horse battery staple')).toEqual([]);
    expect(validatePassword('chicken lemon cloud')).toEqual([]);
  });

  it('refuses a password longer than the maximum', () => {
    expect(validatePassword('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual([`Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`]);
  });

  it('refuses a password made only of spaces', () => {
    expect(validatePassword(' '.repeat(14))).toEqual(['Password cannot be only spaces.']);
  });
});
