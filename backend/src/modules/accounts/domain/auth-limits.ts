import type { RateLimitRule } from '../../../infra/redis/rate-limiter.service.js';

/**
 * Abuse limits for the sign-in endpoints (documented in docs/operations.md). They fail closed: an
 * attempt Redis cannot count is refused, as an unlimited sign-in is open to password guessing and an
 * unlimited link form to e-mail flooding.
 */
export const AUTH_LIMITS = {
  signInPerIp: { name: 'sign-in:ip', limit: 30, windowSeconds: 15 * 60, whenUncounted: 'refuse' },
  signInPerEmail: { name: 'sign-in:email', limit: 10, windowSeconds: 15 * 60, whenUncounted: 'refuse' },
  signUpPerIp: { name: 'sign-up:ip', limit: 10, windowSeconds: 60 * 60, whenUncounted: 'refuse' },
  signUpPerEmail: { name: 'sign-up:email', limit: 3, windowSeconds: 60 * 60, whenUncounted: 'refuse' },
  magicLinkPerIp: { name: 'magic-link:ip', limit: 10, windowSeconds: 60 * 60, whenUncounted: 'refuse' },
  magicLinkPerEmail: { name: 'magic-link:email', limit: 3, windowSeconds: 15 * 60, whenUncounted: 'refuse' },
  resendConfirmationPerIp: { name: 'resend-confirmation:ip', limit: 10, windowSeconds: 60 * 60, whenUncounted: 'refuse' },
  resendConfirmationPerEmail: { name: 'resend-confirmation:email', limit: 3, windowSeconds: 60 * 60, whenUncounted: 'refuse' },
} satisfies Record<string, RateLimitRule>;

export const MAGIC_LINK_TTL_MINUTES = 15;
export const CONFIRM_EMAIL_TTL_HOURS = 48;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
