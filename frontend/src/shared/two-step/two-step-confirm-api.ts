import { api } from '../../api/api';
import type { SessionResponse } from '../session/session';
import { sessionApi } from '../session/session-api';
import { promptForPasskey, type PublicKeyCredentialRequestOptionsJSON } from './passkey-prompt';

/**
 * Confirming the second factor in this session: the sign-in's second step (/auth/two-step) and the
 * step-up a sensitive action asks for (StepUpDialog). The answer is the session, now confirmed.
 */
export const twoStepConfirmApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmWithCode: build.mutation<SessionResponse, { code: string }>({
      query: (body) => ({ url: '/auth/two-step/code', method: 'POST', body }),
      onQueryStarted: showConfirmedSession,
    }),
    /** Asks the browser for one of the person's passkeys and sends its answer. */
    confirmWithPasskey: build.mutation<SessionResponse, void>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        const options = await baseQuery({ url: '/auth/two-step/passkey/options', method: 'POST' });
        if (options.error) return { error: options.error };
        const answer = await promptForPasskey((options.data as { options: PublicKeyCredentialRequestOptionsJSON }).options);
        if ('error' in answer) return answer;
        const confirmed = await baseQuery({ url: '/auth/two-step/passkey', method: 'POST', body: { response: answer.data } });
        if (confirmed.error) return { error: confirmed.error };
        return { data: confirmed.data as SessionResponse };
      },
      onQueryStarted: showConfirmedSession,
    }),
  }),
});

async function showConfirmedSession(
  _request: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: SessionResponse }> },
): Promise<void> {
  const session = await queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );
  if (session) dispatch(sessionApi.util.upsertQueryData('getSession', undefined, session));
}

export const { useConfirmWithCodeMutation, useConfirmWithPasskeyMutation } = twoStepConfirmApi;
