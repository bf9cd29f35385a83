import { api } from '../../api/api';
import { SIGNED_OUT, type SessionResponse } from './session';
import { hasRole, type Role } from './roles';

/** Who is signed in: every feature may ask; signing in and out belongs to the accounts feature. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionResponse, void>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery('/auth/session');
        // No session endpoint, no cookie or an unreachable api all mean: browse as a guest.
        if (result.error) return { data: SIGNED_OUT };
        return { data: result.data as SessionResponse };
      },
      providesTags: ['Session'],
    }),
  }),
});

export const { useGetSessionQuery } = sessionApi;

/** The current user, or null while unknown or signed out. */
export function useSessionUser() {
  const { data } = useGetSessionQuery();
  return data?.user ?? null;
}

/**
 * Whether the signed-in user's role reaches `required` (false while unknown or signed out). The
 * server decides; screens use this only to hide what the server would refuse.
 */
export function useHasRole(required: Role): boolean {
  return hasRole(useSessionUser()?.role, required);
}
