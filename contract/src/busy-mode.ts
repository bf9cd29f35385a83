/**
 * Busy mode as the api and the browser both read it: which order types are paused and until when,
 * and the extra preparation time that moves the first slot offered. Import-free.
 */

export const ORDER_TYPES = ['collection', 'delivery'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** How long staff may pause online orders for; null = until reopened by hand. */
export const PAUSE_DURATIONS_MINUTES = [15, 30, 60] as const;

/** Extra preparation time staff may add: 10 to 60 minutes in 5-minute steps. */
export const MIN_EXTRA_PREP_MINUTES = 10;
export const MAX_EXTRA_PREP_MINUTES = 60;
export const EXTRA_PREP_STEP_MINUTES = 5;

export function isValidExtraPrepMinutes(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= MIN_EXTRA_PREP_MINUTES && minutes <= MAX_EXTRA_PREP_MINUTES && minutes % EXTRA_PREP_STEP_MINUTES === 0;
}

/** A pause in force: `until` is an ISO instant, or null while it lasts until reopened. */
export interface PauseState {
  until: string | null;
}

/** Extra preparation time in force. */
export interface PrepTimeState {
  minutes: number;
  until: string | null;
}

/** Busy mode now: only what is in force (an ended pause is absent). */
export interface BusyModeState {
  collection: PauseState | null;
  delivery: PauseState | null;
  prepTime: PrepTimeState | null;
}

export const NOT_BUSY: BusyModeState = { collection: null, delivery: null, prepTime: null };

/** 'HH:MM' on the restaurant's clock (Europe/London, BST or GMT as the instant falls). */
export function londonTime(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/** What customers read while online orders of a type are paused. */
export function pausedMessage(pause: PauseState): string {
  return pause.until === null
    ? "We're not taking online orders right now."
    : `We're not taking online orders right now, back at ${londonTime(pause.until)}`;
}

/**
 * The state as it stands at `nowMs`: a pause or extra time whose `until` has passed is dropped, so a
 * page left open (or a message heard late) never shows an ended pause.
 */
export function busyModeAt(state: BusyModeState, nowMs: number): BusyModeState {
  const live = <T extends { until: string | null }>(entry: T | null): T | null =>
    entry && (entry.until === null || Date.parse(entry.until) > nowMs) ? entry : null;
  return { collection: live(state.collection), delivery: live(state.delivery), prepTime: live(state.prepTime) };
}

/** The next instant at which the state changes by itself (an `until` passing), or null. */
export function nextBusyModeChange(state: BusyModeState, nowMs: number): number | null {
  const times = [state.collection, state.delivery, state.prepTime]
    .map((entry) => (entry?.until ? Date.parse(entry.until) : Number.NaN))
    .filter((ms) => Number.isFinite(ms) && ms > nowMs);
  return times.length > 0 ? Math.min(...times) : null;
}
