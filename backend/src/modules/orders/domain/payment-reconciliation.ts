/** Reconciliation waits this long after a session's expiry for Stripe's own expired webhook. */
export const RECONCILE_GRACE_MS = 2 * 60_000;
/** An online order whose session was never created (the api stopped in between) is given up after this. */
export const UNSESSIONED_ORDER_TIMEOUT_MS = 5 * 60_000;
/** Reconciliation reads the lost checkouts a page at a time, and goes through every page. */
export const RECONCILE_PAGE_SIZE = 50;

export interface ReconcileReport {
  checked: number;
  paid: number;
  abandoned: number;
  left: number;
}

/**
 * Which pending online orders count as lost at `now`: a session that expired before
 * `expiredBefore`, or no session at all and created before `createdBefore`.
 */
export function lostCheckoutCutoffs(now: Date): { expiredBefore: Date; createdBefore: Date } {
  return { expiredBefore: new Date(now.getTime() - RECONCILE_GRACE_MS), createdBefore: new Date(now.getTime() - UNSESSIONED_ORDER_TIMEOUT_MS) };
}
