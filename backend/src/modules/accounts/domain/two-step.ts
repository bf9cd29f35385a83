import { createHash, randomInt } from 'node:crypto';
import { hasRole, type Role } from './roles.js';

/**
 * Two-step sign-in: the rules, pure. A session records when a second factor (a passkey, an
 * authenticator app's code or a recovery code) was last confirmed in it; these functions decide
 * what that allows.
 */

/** How recent a confirmation a sensitive action needs (deleting an order, refunds, roles, settings, exports). */
export const STEP_UP_MAX_AGE_MS = 10 * 60 * 1000;

/** TOTP as every authenticator app does it: 6 digits, 30-second steps, SHA-1. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes one step either side still pass (a phone's clock a little off, a code typed as it turned). */
export const TOTP_WINDOW_STEPS = 1;

export const RECOVERY_CODE_COUNT = 10;

/** Why a member of staff's session may not do what it asks, or null when it may. */
export type TwoStepRefusal =
  /** A factor is enrolled but this session has not confirmed it since the password, Google or e-mailed link. */
  | 'SECOND_FACTOR_REQUIRED'
  /** The administrator requires two-step sign-in for staff and this person has no factor yet. */
  | 'TWO_STEP_SETUP_REQUIRED'
  /** The action needs a confirmation from the last STEP_UP_MAX_AGE_MS. */
  | 'STEP_UP_REQUIRED';

export interface TwoStepState {
  role: Role;
  /** The person has at least one passkey or an authenticator app. */
  enrolled: boolean;
  /** When this session last confirmed a second factor (null: never). */
  confirmedAt: Date | null;
  /** The setting "Require two-step sign-in for staff". */
  requiredForStaff: boolean;
}

/** True when the session confirmed a second factor no longer than `maxAgeMs` ago (and not in the future). */
export function isConfirmationFresh(confirmedAt: Date | null, now: Date, maxAgeMs = STEP_UP_MAX_AGE_MS): boolean {
  if (!confirmedAt) return false;
  const age = now.getTime() - confirmedAt.getTime();
  return age >= 0 && age <= maxAgeMs;
}

/**
 * What a staff route (or the admin socket) says to a session once the role check has passed: an
 * enrolled person must have confirmed the factor in this session (a password, Google or an
 * e-mailed link is only the first step); with the setting on, someone with no factor is sent to
 * enrol. Customers are never asked here.
 */
export function staffAccessRefusal(state: TwoStepState): TwoStepRefusal | null {
  if (!hasRole(state.role, 'staff')) return null;
  if (state.enrolled && !state.confirmedAt) return 'SECOND_FACTOR_REQUIRED';
  if (!state.enrolled && state.requiredForStaff) return 'TWO_STEP_SETUP_REQUIRED';
  return null;
}

/**
 * A sensitive action (deleting an order, refunds, roles, settings, exports, changing one's own
 * factors) needs a confirmation from the last 10 minutes from anyone who has a factor to give.
 * Someone with none passes: for staff the setting above decides whether they may have none.
 */
export function stepUpRefusal(state: Pick<TwoStepState, 'enrolled' | 'confirmedAt'>, now: Date): TwoStepRefusal | null {
  return state.enrolled && !isConfirmationFresh(state.confirmedAt, now) ? 'STEP_UP_REQUIRED' : null;
}

/** The 30-second step a moment falls in. */
export function totpStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * Which step a typed code was made for, or null when it matches none in the window or was already
 * used: a code (or an older one) accepted once is never accepted again, so a code seen over a
 * shoulder or replayed from a request cannot be used a second time. `codeAt(step)` is the code of a step.
 */
export function acceptTotpCode(typed: string, now: Date, lastUsedStep: number | null, codeAt: (step: number) => string): number | null {
  const code = typed.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const current = totpStepAt(now);
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step++) {
    if (codeAt(step) !== code) continue;
    return lastUsedStep !== null && step <= lastUsedStep ? null : step;
  }
  return null;
}

// No 0/o, 1/l/i: codes are read off paper and typed by hand.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten new recovery codes, e.g. "k7m2p-x9q4t" (50 random bits each). */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A typed recovery code in the one form its hash is taken of: lower case, no spaces or dashes. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]+/g, '');
}

/** What is stored for a recovery code: only its hash. */
export function hashRecoveryCode(typed: string): string {
  return createHash('sha256').update(`recovery:${normaliseRecoveryCode(typed)}`).digest('hex');
}

/** The stored recovery code a typed one matches, if it has not been used; a used code never matches again. */
export function findUnusedRecoveryCode<T extends { codeHash: string; usedAt: Date | null }>(codes: readonly T[], typed: string): T | null {
  const hash = hashRecoveryCode(typed);
  return codes.find((code) => code.codeHash === hash && code.usedAt === null) ?? null;
}
