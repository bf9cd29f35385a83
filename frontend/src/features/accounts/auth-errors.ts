import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** A refused auth request, as the page shows it. */
export interface AuthFailure {
  /** The api's error code (INVALID_CREDENTIALS, WEAK_PASSWORD, TOO_MANY_ATTEMPTS, ...), or a local one. */
  code: string;
  /** The server's own sentence when it sent one. */
  message: string;
  /** WEAK_PASSWORD's reasons, one sentence each. */
  reasons: string[];
}

const UNREACHABLE = 'We could not reach the restaurant. Please check your connection and try again.';
const UNEXPECTED = 'Something went wrong. Please try again.';

interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

function isErrorBody(data: unknown): data is ErrorBody {
  if (typeof data !== 'object' || data === null || !('error' in data)) return false;
  const error = (data as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

function reasonsIn(details: unknown): string[] {
  if (typeof details !== 'object' || details === null || !('reasons' in details)) return [];
  const reasons = (details as { reasons: unknown }).reasons;
  return Array.isArray(reasons) ? reasons.filter((reason): reason is string => typeof reason === 'string') : [];
}

/** Reads the api's `{ error: { code, message, details } }` out of whatever an RTK Query mutation rejected with. */
export function describeAuthFailure(error: unknown): AuthFailure {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as FetchBaseQueryError;
    const data = 'data' in error ? (error as { data: unknown }).data : undefined;
    if (isErrorBody(data)) {
      return { code: data.error.code, message: data.error.message, reasons: reasonsIn(data.error.details) };
    }
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { code: 'UNREACHABLE', message: UNREACHABLE, reasons: [] };
    if (status === 429) return { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again later.', reasons: [] };
  }
  return { code: 'UNEXPECTED', message: UNEXPECTED, reasons: [] };
}

export interface LinkErrorNotice {
  title: string;
  message: string;
}

// What /auth?error=<code> says: the e-mail links, magic links and Google sign-in come back here on failure.
const LINK_ERROR_NOTICES: Record<string, LinkErrorNotice> = {
  link_used: { title: 'Link already used', message: 'This link has already been used. Please request a new one.' },
  link_expired: { title: 'Link expired', message: 'This link has expired. Please request a new one.' },
  link_invalid: { title: 'Link not valid', message: 'This link is not valid. Please request a new one.' },
  google_sign_in_failed: {
    title: 'Google sign in failed',
    message: 'Please try again, or sign in with your e-mail address.',
  },
};

/** The notice for an `?error=` code; an unknown code still says sign-in did not work. */
export function linkErrorNotice(code: string): LinkErrorNotice {
  const notice = LINK_ERROR_NOTICES[code.toLowerCase()];
  if (notice) return notice;
  if (code.toLowerCase().startsWith('google')) return LINK_ERROR_NOTICES.google_sign_in_failed;
  return { title: 'Sign in failed', message: 'We could not sign you in with that link. Please try again.' };
}
