/**
 * The one rule about the admin role: the restaurant always keeps at least one administrator, and
 * nobody removes their own access from the staff screens (another administrator, or the CLI, must).
 */

export type RoleChangeRefusal = 'last_admin' | 'own_account' | null;

export interface RoleChange {
  actorId: string | null;
  targetId: string;
  targetIsAdmin: boolean;
  /** True when the change takes the target's admin access away (demote or delete). */
  removesAccess: boolean;
  /** Administrators before the change. */
  adminCount: number;
}

export function roleChangeRefusal(change: RoleChange): RoleChangeRefusal {
  if (change.actorId !== null && change.actorId === change.targetId && change.removesAccess) return 'own_account';
  if (change.targetIsAdmin && change.removesAccess && change.adminCount <= 1) return 'last_admin';
  return null;
}
