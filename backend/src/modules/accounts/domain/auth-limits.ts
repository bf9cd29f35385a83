import type { RateLimitRule } from '../../../infra/redis/rate-limiter.service.js';

/**
 * Abuse limits for the sign-in endpoints (documented in docs/operations.md). They fail closed: an
 * attempt Redis cannot count is refused, as an unlimited sign-in is open to password guessing and an
 * unlimited link form to e-mail flooding.
 */
export const AUTH_LIMITS = {
  signInPerIp: { name: 'sign-in:ip', limit: 30, windowSeconds: 15 * 60, whenUncounted: 'refuse' },
  /**
   * Failed sign-ins per (e-mail, IP), never per e-mail alone: a per-e-mail lockout let anyone lock
   * a chosen user out. Past the limit the pair waits out a short window (429 with Retry-After); the
   * same e-mail from another IP is not slowed, and the per-IP limit above still caps one guesser.
   */
  signInPerEmailIp: { name: 'sign-in:email-ip', limit: 5, windowSeconds: 5 * 60, whenUncounted: 'refuse' },
  signUpPerIp: { name: 'sign-up:ip', limit: 10, windowSeconds: 60 * 60, whenUncounted: 'refuse' },
  signUpPerEmail: { name: 'sign-up:email', limit: 3, windowSeconds: 60 * 60, whenUncounted: 'refuse' },
  magicLinkPerIp: { name: 'magic-link:ip', limit: 10, windowSeconds: 60 * 60, whenUncounted: 'refuse' },
  magicLinkPerEmail: { name: 'magic-link:email', limit: 3, windowSeconds: 15 * 60, whenUncounted: 'refuse' },
  resendConfirmationPerIp: { name: 'resend-confirmation:ip', limit: 10, windowSeconds: 60 * 60, whenUncounted: 'refuse' },
  resendConfirmationPerEmail: { name: 'resend-confirmation:email', limit: 3, windowSeconds: 60 * 60, whenUncounted: 'refuse' },
  forgotPasswordPerIp: { name: 'forgot-password:ip', limit: 10, windowSeconds: 60 * 60, whenUncounted: 'refuse' },
  forgotPasswordPerEmail: { name: 'forgot-password:email', limit: 3, windowSeconds: 60 * 60, whenUncounted: 'refuse' },
  /** Guessing the current password from a stolen session. */
  changePasswordPerUser: { name: 'change-password:user', limit: 10, windowSeconds: 15 * 60, whenUncounted: 'refuse' },
} satisfies Record<string, RateLimitRule>;

export const MAGIC_LINK_TTL_MINUTES = 15;
export const CONFIRM_EMAIL_TTL_HOURS = 48;
export const RESET_PASSWORD_TTL_MINUTES = 60;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
