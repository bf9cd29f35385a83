import type { ApiSchema } from '../../api/api-types';

/** The signed-in user as GET /api/auth/session describes them. */
export type SessionUser = ApiSchema<'SessionUserDto'>;

export type SessionResponse = ApiSchema<'SessionResponseDto'>;

export const SIGNED_OUT: SessionResponse = { user: null, twoStep: null };
