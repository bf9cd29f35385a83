import { AppException } from '../../infra/http/app.exception.js';

/** Expected failures of accounts, sign-in and roles. */
export class AccountsException extends AppException {
  static invalidEmail(email: string): AccountsException {
    return new AccountsException('INVALID_EMAIL', `"${email}" is not a valid e-mail address.`, 422);
  }

  static emailTaken(email: string): AccountsException {
    return new AccountsException('EMAIL_TAKEN', `An account with the e-mail ${email} already exists.`, 409);
  }

  static weakPassword(reasons: string[]): AccountsException {
    return new AccountsException('WEAK_PASSWORD', reasons.join(' '), 422, { reasons });
  }

  static userNotFound(email: string): AccountsException {
    return new AccountsException('USER_NOT_FOUND', `No account has the e-mail ${email}.`, 404);
  }

  static userIdNotFound(userId: string): AccountsException {
    return new AccountsException('USER_NOT_FOUND', `No account has the id ${userId}.`, 404);
  }

  static lastAdmin(email: string): AccountsException {
    return new AccountsException('LAST_ADMIN', `${email} is the last administrator: promote someone else first.`, 409);
  }

  static ownAccount(): AccountsException {
    return new AccountsException('OWN_ACCOUNT', 'You cannot remove your own administrator access; ask another administrator.', 409);
  }

  /** Deliberately the same for an unknown e-mail and a wrong password. */
  static invalidCredentials(): AccountsException {
    return new AccountsException('INVALID_CREDENTIALS', 'Invalid e-mail or password.', 401);
  }

  /** Password sign-in waits for the e-mail to be confirmed, so nobody can pre-register someone else's address. */
  static emailNotConfirmed(): AccountsException {
    return new AccountsException('EMAIL_NOT_CONFIRMED', 'Please confirm your e-mail address first. We can send the link again.', 403);
  }

  static linkInvalid(): AccountsException {
    return new AccountsException('LINK_INVALID', 'This link is not valid. Please request a new one.', 400);
  }

  static linkUsed(): AccountsException {
    return new AccountsException('LINK_USED', 'This link has already been used. Please request a new one.', 410);
  }

  static linkExpired(): AccountsException {
    return new AccountsException('LINK_EXPIRED', 'This link has expired. Please request a new one.', 410);
  }

  static googleFailed(reason: string): AccountsException {
    return new AccountsException('GOOGLE_SIGN_IN_FAILED', 'Google sign in failed. Please try again.', 400, { reason });
  }

  static wrongCurrentPassword(): AccountsException {
    return new AccountsException('WRONG_CURRENT_PASSWORD', 'Your current password is not right.', 422);
  }

  /** Accounts made by magic link or Google have no password to give. */
  static noPasswordYet(): AccountsException {
    return new AccountsException(
      'NO_PASSWORD_YET',
      'Your account has no password yet. Use "Forgot password?" on the sign-in page to set one.',
      409,
    );
  }

  static sessionNotFound(): AccountsException {
    return new AccountsException('SESSION_NOT_FOUND', 'That session has already ended.', 404);
  }

  /** The attempt could not be counted against the abuse limits (Redis is away), so it is refused. */
  static signInUnavailable(): AccountsException {
    return new AccountsException('SIGN_IN_UNAVAILABLE', 'Signing in is unavailable for a moment. Please try again in a minute.', 503);
  }

  static tooManyAttempts(retryAfterSeconds: number): AccountsException {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new AccountsException(
      'TOO_MANY_ATTEMPTS',
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      429,
      { retryAfterSeconds },
    );
  }
}
