import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';
import type { SessionResponse } from '../../shared/session/session';
import { sessionApi } from '../../shared/session/session-api';
import { promptForNewPasskey, promptForPasskey, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON } from '../../shared/two-step/passkey-prompt';

/** Types from the backend's OpenAPI document (frontend/src/api/schema.ts, generated). */
export type TwoStepOverview = ApiSchema<'TwoStepOverviewDto'>;
export type SecondFactor = ApiSchema<'SecondFactorDto'>;
export type TotpEnrolment = ApiSchema<'TotpEnrolmentDto'>;
type RecoveryCodes = ApiSchema<'RecoveryCodesDto'>;
type Message = ApiSchema<'MessageResponseDto'>;

/** "Two-step sign-in" on the account page, and "Sign in with a passkey" on /auth. */
const twoStepApi = api.enhanceEndpoints({ addTagTypes: ['TwoStep'] }).injectEndpoints({
  endpoints: (build) => ({
    getTwoStep: build.query<TwoStepOverview, void>({
      query: () => '/account/two-step',
      providesTags: ['TwoStep'],
      keepUnusedDataFor: 0,
    }),
    /** The browser makes a passkey for this account; the api stores it. A first factor brings recovery codes. */
    addPasskey: build.mutation<RecoveryCodes, void>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        const options = await baseQuery({ url: '/account/two-step/passkeys/options', method: 'POST' });
        if (options.error) return { error: options.error };
        const answer = await promptForNewPasskey((options.data as { options: PublicKeyCredentialCreationOptionsJSON }).options);
        if ('error' in answer) return answer;
        const added = await baseQuery({ url: '/account/two-step/passkeys', method: 'POST', body: { response: answer.data } });
        if (added.error) return { error: added.error };
        return { data: added.data as RecoveryCodes };
      },
      invalidatesTags: (result) => (result ? ['TwoStep', 'Session'] : []),
    }),
    beginTotp: build.mutation<TotpEnrolment, void>({
      query: () => ({ url: '/account/two-step/totp', method: 'POST' }),
    }),
    confirmTotp: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => ({ url: '/account/two-step/totp/confirm', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['TwoStep', 'Session'] : []),
    }),
    newRecoveryCodes: build.mutation<RecoveryCodes, void>({
      query: () => ({ url: '/account/two-step/recovery-codes', method: 'POST' }),
      invalidatesTags: (result) => (result ? ['TwoStep'] : []),
    }),
    removeSecondFactor: build.mutation<Message, string>({
      query: (id) => ({ url: `/account/two-step/factors/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['TwoStep', 'Session'] : []),
    }),
    /** "Sign in with a passkey": the browser offers this site's passkeys; the chosen one signs in. */
    signInWithPasskey: build.mutation<SessionResponse, void>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        const prompt = await baseQuery({ url: '/auth/passkey/options', method: 'POST' });
        if (prompt.error) return { error: prompt.error };
        const { challengeId, options } = prompt.data as { challengeId: string; options: PublicKeyCredentialRequestOptionsJSON };
        const answer = await promptForPasskey(options);
        if ('error' in answer) return answer;
        const signedIn = await baseQuery({ url: '/auth/passkey', method: 'POST', body: { challengeId, response: answer.data } });
        if (signedIn.error) return { error: signedIn.error };
        return { data: signedIn.data as SessionResponse };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const session = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (session) dispatch(sessionApi.util.upsertQueryData('getSession', undefined, session));
      },
      invalidatesTags: (result) => (result ? ['Session'] : []),
    }),
  }),
});

export const {
  useGetTwoStepQuery,
  useAddPasskeyMutation,
  useBeginTotpMutation,
  useConfirmTotpMutation,
  useNewRecoveryCodesMutation,
  useRemoveSecondFactorMutation,
  useSignInWithPasskeyMutation,
} = twoStepApi;
