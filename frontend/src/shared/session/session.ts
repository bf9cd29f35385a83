/** The signed-in user as GET /api/auth/session describes them. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
  isAdmin: boolean;
  emailConfirmed: boolean;
}

export interface SessionResponse {
  user: SessionUser | null;
}

export const SIGNED_OUT: SessionResponse = { user: null };
