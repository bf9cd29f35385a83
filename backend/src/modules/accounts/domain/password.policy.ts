/**
 * The one password rule of the product. SPEC section 5 asks for 6 characters; current guidance
 * (NIST SP 800-63B) asks for at least 8, so 8 it is. No composition rules, as that guidance says.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it cannot be abused. */
export const PASSWORD_MAX_LENGTH = 256;

/** The reasons a password is refused; empty when it is acceptable. */
export function validatePassword(password: string): string[] {
  const reasons: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) reasons.push(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  if (length > PASSWORD_MAX_LENGTH) reasons.push(`Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);
  if (length > 0 && password.trim() === '') reasons.push('Password cannot be only spaces.');
  return reasons;
}
