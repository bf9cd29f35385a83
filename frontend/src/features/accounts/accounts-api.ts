import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';
import { SIGNED_OUT, type SessionResponse } from '../../shared/session/session';
import { sessionApi } from '../../shared/session/session-api';

/** Request and answer bodies from the backend's OpenAPI document (frontend/src/api/schema.ts, generated). */
export type SignInRequest = ApiSchema<'SignInDto'>;
export type SignUpRequest = ApiSchema<'SignUpDto'>;
export type MagicLinkRequest = ApiSchema<'MagicLinkDto'>;
/** The token of an e-mailed link, posted by the page the link opens. */
export type EmailLinkRequest = ApiSchema<'EmailLinkTokenDto'>;
/** The reset link's token and the new password, posted by /auth/reset-password. */
export type ResetPasswordRequest = ApiSchema<'ResetPasswordDto'>;
/** The api's answer when it only has something to say (an e-mail is on its way). */
export type MessageResponse = ApiSchema<'MessageResponseDto'>;

export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SessionResponse, SignInRequest>({
      query: (body) => ({ url: '/auth/sign-in', method: 'POST', body }),
      onQueryStarted: showSessionAtOnce,
      invalidatesTags: (result) => (result ? ['Session'] : []),
    }),
    confirmEmail: build.mutation<SessionResponse, EmailLinkRequest>({
      query: (body) => ({ url: '/auth/confirm', method: 'POST', body }),
      onQueryStarted: showSessionAtOnce,
      invalidatesTags: (result) => (result ? ['Session'] : []),
    }),
    signInWithMagicLink: build.mutation<SessionResponse, EmailLinkRequest>({
      query: (body) => ({ url: '/auth/magic-link/verify', method: 'POST', body }),
      onQueryStarted: showSessionAtOnce,
      invalidatesTags: (result) => (result ? ['Session'] : []),
    }),
    resendConfirmation: build.mutation<MessageResponse, MagicLinkRequest>({
      query: (body) => ({ url: '/auth/confirm/resend', method: 'POST', body }),
    }),
    signUp: build.mutation<MessageResponse, SignUpRequest>({
      query: (body) => ({ url: '/auth/sign-up', method: 'POST', body }),
    }),
    requestMagicLink: build.mutation<MessageResponse, MagicLinkRequest>({
      query: (body) => ({ url: '/auth/magic-link', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<MessageResponse, MagicLinkRequest>({
      query: (body) => ({ url: '/auth/password/forgot', method: 'POST', body }),
    }),
    /** Sets the new password, ends every other session and signs this browser in. */
    resetPassword: build.mutation<SessionResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/password/reset', method: 'POST', body }),
      onQueryStarted: showSessionAtOnce,
      invalidatesTags: (result) => (result ? ['Session'] : []),
    }),
    signOut: build.mutation<void, void>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/auth/sign-out', method: 'POST' });
        // 401: the session had already ended (expired, or signed out on another device), which is the goal.
        if (result.error && result.error.status !== 401) return { error: result.error };
        return { data: undefined };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const signedOut = await queryFulfilled.then(
          () => true,
          () => false,
        );
        // Signed out at once (a synchronous patch), so /auth does not send a visitor whose session just
        // ended back to / before the refetch answers.
        if (signedOut) dispatch(sessionApi.util.updateQueryData('getSession', undefined, () => SIGNED_OUT));
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    }),
  }),
});

/** The account menu shows the user at once; the invalidation of 'Session' refetches everything tied to it. */
async function showSessionAtOnce(
  _request: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: SessionResponse }> },
): Promise<void> {
  const session = await queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );
  if (session) dispatch(sessionApi.util.upsertQueryData('getSession', undefined, session));
}

export const {
  useSignInMutation,
  useConfirmEmailMutation,
  useSignInWithMagicLinkMutation,
  useResendConfirmationMutation,
  useSignUpMutation,
  useRequestMagicLinkMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useSignOutMutation,
} = accountsApi;
