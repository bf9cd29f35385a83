import { emailProblem, PASSWORD_MIN_LENGTH, passwordProblems } from './credentials-rules';

describe('passwordProblems', () => {
  it('asks for a password when there is none', () => {
    expect(passwordProblems('')).toEqual(['Please enter your password.']);
  });

  it('mirrors the server for a new password: at least 12 characters, counted as characters rather than UTF-16 units', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(passwordProblems('12345678901')).toEqual(['Password must be at least 12 characters long.']);
    expect(passwordProblems('chips & gravy')).toEqual([]);
    expect(passwordProblems('🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕')).toEqual(['Password must be at least 12 characters long.']);
  });

  it('lets an existing shorter password be typed to sign in', () => {
    expect(passwordProblems('eight ch', 'existing')).toEqual([]);
    expect(passwordProblems('', 'existing')).toEqual(['Please enter your password.']);
  });

  it('refuses a password made only of spaces and one over 256 characters', () => {
    expect(passwordProblems(' '.repeat(14))).toEqual(['Password cannot be only spaces.']);
    expect(passwordProblems('x'.repeat(257))).toEqual(['Password must be at most 256 characters long.']);
  });
});

describe('emailProblem', () => {
  it('asks for an address, then for a valid one', () => {
    expect(emailProblem('  ')).toBe('Please enter your e-mail address.');
    expect(emailProblem('jo')).toBe('Please enter a valid e-mail address.');
    expect(emailProblem('jo@example')).toBe('Please enter a valid e-mail address.');
    expect(emailProblem(' jo@example.com ')).toBeNull();
  });
});
