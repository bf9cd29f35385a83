import type { RateLimitRule } from '../../../infra/redis/rate-limiter.service.js';

/** Abuse limits for the sign-in endpoints (documented in docs/operations.md). */
export const AUTH_LIMITS = {
  signInPerIp: { name: 'sign-in:ip', limit: 30, windowSeconds: 15 * 60 },
  signInPerEmail: { name: 'sign-in:email', limit: 10, windowSeconds: 15 * 60 },
  signUpPerIp: { name: 'sign-up:ip', limit: 10, windowSeconds: 60 * 60 },
  signUpPerEmail: { name: 'sign-up:email', limit: 3, windowSeconds: 60 * 60 },
  magicLinkPerIp: { name: 'magic-link:ip', limit: 10, windowSeconds: 60 * 60 },
  magicLinkPerEmail: { name: 'magic-link:email', limit: 3, windowSeconds: 15 * 60 },
  resendConfirmationPerIp: { name: 'resend-confirmation:ip', limit: 10, windowSeconds: 60 * 60 },
  resendConfirmationPerEmail: { name: 'resend-confirmation:email', limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export const MAGIC_LINK_TTL_MINUTES = 15;
export const CONFIRM_EMAIL_TTL_HOURS = 48;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
