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

  /** A staff session whose person has a factor, before the factor was confirmed in it. */
  static secondFactorRequired(): AccountsException {
    return new AccountsException('SECOND_FACTOR_REQUIRED', 'Confirm it is you with your passkey, authenticator app or a recovery code.', 401);
  }

  /** "Require two-step sign-in for staff" is on and this person has no factor yet. */
  static twoStepSetupRequired(): AccountsException {
    return new AccountsException('TWO_STEP_SETUP_REQUIRED', 'Set up two-step sign-in on your account page before using the staff screens.', 403);
  }

  static stepUpRequired(): AccountsException {
    return new AccountsException('STEP_UP_REQUIRED', 'Confirm it is you again: this needs your passkey, authenticator app or a recovery code.', 401);
  }

  /** A wrong, expired or already used code (the answer never says which). */
  static secondFactorInvalid(): AccountsException {
    return new AccountsException('SECOND_FACTOR_INVALID', 'That code is not right, or it has been used already.', 422);
  }

  static passkeyFailed(reason: string): AccountsException {
    return new AccountsException('PASSKEY_FAILED', 'That passkey could not be used. Please try again.', 400, { reason });
  }

  /** The passkey prompt took too long or was answered already (a challenge is used once). */
  static passkeyChallengeExpired(): AccountsException {
    return new AccountsException('PASSKEY_CHALLENGE_EXPIRED', 'That passkey request has expired. Please try again.', 400);
  }

  static totpAlreadyEnrolled(): AccountsException {
    return new AccountsException('TOTP_ALREADY_ENROLLED', 'An authenticator app is already set up. Remove it first to set up another.', 409);
  }

  /** Confirming an authenticator app that was never started in this session (or more than 10 minutes ago). */
  static totpEnrolmentExpired(): AccountsException {
    return new AccountsException('TOTP_ENROLMENT_EXPIRED', 'Setting up the authenticator app took too long. Please start again.', 410);
  }

  /** Authenticator apps are a second factor for staff; a customer's passkey is their whole sign-in. */
  static totpStaffOnly(): AccountsException {
    return new AccountsException('TOTP_STAFF_ONLY', 'Authenticator apps are for staff accounts. You can add a passkey instead.', 403);
  }

  static secondFactorNotFound(): AccountsException {
    return new AccountsException('SECOND_FACTOR_NOT_FOUND', 'That passkey or authenticator app has already been removed.', 404);
  }

  static noSecondFactor(): AccountsException {
    return new AccountsException('NO_SECOND_FACTOR', 'This account has no passkey or authenticator app to confirm with.', 409);
  }
}
