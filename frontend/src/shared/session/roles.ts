// Who may use what lives once, in the backend's accounts domain (pure, no imports); the server enforces it.
export { hasRole, ROLE_LABELS, ROLES } from '@walkden/backend/roles';
export type { Role } from '@walkden/backend/roles';
