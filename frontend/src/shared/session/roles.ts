// Who may use what lives once, in the contract both sides import (contract/src/roles.ts); the server enforces it.
export { hasRole, ROLE_LABELS, ROLES } from '@walkden/contract/roles';
export type { Role } from '@walkden/contract/roles';
