import type { ApiSchema } from '../../api/api-types';

/** The business settings every visitor may read (GET /api/settings). Money is integer pence. */
export type PublicSettings = ApiSchema<'PublicSettingsDto'>;
