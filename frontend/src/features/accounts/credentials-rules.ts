// The frontend's one copy of the account rules the api enforces (backend
// modules/accounts/domain/password.policy.ts and dto/auth.dto.ts): checking here only saves a round trip,
// the server still decides.

/**
 * A new password: at least 12 characters (issue 24, OWASP ASVS level 2). The server also refuses
 * common and easily guessed ones (zxcvbn) and says why; that list is not shipped to the browser.
 * A password chosen before the rule still signs in, so sign-in checks only that one was typed.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const FULL_NAME_MAX_LENGTH = 120;

// Deliberately loose: something@something.tld. The server's check is the real one.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why an e-mail address cannot be sent, or null when it can. */
export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return 'Please enter your e-mail address.';
  if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(trimmed)) return 'Please enter a valid e-mail address.';
  return null;
}

/**
 * The reasons a password is refused, in the server's words; empty when it is acceptable. A `new`
 * password (sign-up, reset, change) must meet the length rule; an `existing` one only be there.
 */
export function passwordProblems(password: string, kind: 'new' | 'existing' = 'new'): string[] {
  if (password.length === 0) return ['Please enter your password.'];
  const length = [...password].length;
  const problems: string[] = [];
  if (kind === 'new' && length < PASSWORD_MIN_LENGTH) problems.push(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  if (length > PASSWORD_MAX_LENGTH) problems.push(`Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);
  if (password.trim() === '') problems.push('Password cannot be only spaces.');
  return problems;
}

/** How long a magic link works (backend modules/accounts/domain/auth-limits.ts). */
export const MAGIC_LINK_VALID_MINUTES = 15;

/** How long a password reset link works (backend modules/accounts/domain/auth-limits.ts). */
export const RESET_LINK_VALID_MINUTES = 60;
