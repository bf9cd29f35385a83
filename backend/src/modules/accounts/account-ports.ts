import type { EntityManager } from 'typeorm';
import type { AccountActor, AccountSummary } from './users.service.js';

/**
 * What accounts asks of modules that import accounts (for its guards and AuthUser) and so cannot be
 * imported back: each module implements the interface, and the app or a global module provides it.
 */

/** A change to an account, written to the audit log in the change's own transaction. */
export type AccountChange =
  | { action: 'change_role' | 'delete'; entityId: string; before: AccountSummary; after: AccountSummary | null }
  | {
      /** Two-step sign-in: a factor added or removed, recovery codes replaced, everything reset from the CLI. */
      action: 'second_factor_added' | 'second_factor_removed' | 'recovery_codes_replaced' | 'two_step_reset';
      entityId: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    };

/** The audit log, as accounts records into it; modules/audit/account-audit.recorder.ts implements it (AuditCoreModule, global). */
export interface AccountAudit {
  /** `actor` null is an operator at the CLI. */
  recordAccountChange(actor: AccountActor, change: AccountChange, tx: EntityManager): Promise<void>;
}

export const ACCOUNT_AUDIT = Symbol('AccountAudit');

/** An order in brief, as the staff Users dialog lists it. */
export interface AccountOrderSummary {
  id: string;
  orderNumber: string;
  orderDate: string;
  status: string;
  createdAt: Date;
}

/** The orders of accounts, as the staff Users screen counts and lists them; OrdersService implements it. */
export interface AccountOrders {
  /** How many orders each account placed; an account with none is absent. */
  countOrdersByUser(userIds: readonly string[]): Promise<Map<string, number>>;
  /** Orders that still belong to an account. */
  countOrdersOfAccounts(): Promise<number>;
  /** An account's orders, newest order date first. */
  orderSummariesOf(userId: string, limit: number): Promise<AccountOrderSummary[]>;
}

export const ACCOUNT_ORDERS = Symbol('AccountOrders');

/** Whether staff must have a second factor: the settings module's "Require two-step sign-in for staff" (SettingsService implements it). */
export interface TwoStepPolicy {
  requiresTwoStepForStaff(): Promise<boolean>;
}

export const TWO_STEP_POLICY = Symbol('TwoStepPolicy');
