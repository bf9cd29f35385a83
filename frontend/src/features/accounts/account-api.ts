import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** Types from the backend's OpenAPI document (frontend/src/api/schema.ts, generated). */
export type AccountSession = ApiSchema<'AccountSessionDto'>;
export type ChangePasswordRequest = ApiSchema<'ChangePasswordDto'>;
type AccountSessions = ApiSchema<'AccountSessionsResponseDto'>;
type SessionsEnded = ApiSchema<'SessionsEndedResponseDto'>;
type Message = ApiSchema<'MessageResponseDto'>;

/** The signed-in user's account page: password and sessions. */
const accountApi = api.enhanceEndpoints({ addTagTypes: ['AccountSessions'] }).injectEndpoints({
  endpoints: (build) => ({
    getAccountSessions: build.query<AccountSession[], void>({
      query: () => '/account/sessions',
      transformResponse: (response: AccountSessions) => response.sessions,
      providesTags: ['AccountSessions'],
      keepUnusedDataFor: 0,
    }),
    endAccountSession: build.mutation<SessionsEnded, string>({
      query: (id) => ({ url: `/account/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AccountSessions'],
    }),
    endOtherAccountSessions: build.mutation<SessionsEnded, void>({
      query: () => ({ url: '/account/sessions/sign-out-others', method: 'POST' }),
      invalidatesTags: ['AccountSessions'],
    }),
    changePassword: build.mutation<Message, ChangePasswordRequest>({
      query: (body) => ({ url: '/account/password', method: 'POST', body }),
      // The other sessions ended.
      invalidatesTags: (result) => (result ? ['AccountSessions'] : []),
    }),
  }),
});

export const { useGetAccountSessionsQuery, useEndAccountSessionMutation, useEndOtherAccountSessionsMutation, useChangePasswordMutation } = accountApi;
