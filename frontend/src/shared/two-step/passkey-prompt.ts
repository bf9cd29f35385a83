import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  startAuthentication,
  startRegistration,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/**
 * The browser's passkey prompts (@simplewebauthn/browser), for the options the api sends (made by
 * @simplewebauthn/server; its OpenAPI document describes them only as objects).
 */
export type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON };

/** What a dismissed or failed prompt rejects the request with: a message the page can show. */
function promptFailure(error: unknown): FetchBaseQueryError {
  const cancelled = error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
  return {
    status: 'CUSTOM_ERROR',
    error: cancelled ? 'The passkey prompt was closed before it finished. Please try again.' : 'This browser could not use a passkey here. Try another way.',
  };
}

export async function promptForPasskey(options: PublicKeyCredentialRequestOptionsJSON): Promise<{ data: AuthenticationResponseJSON } | { error: FetchBaseQueryError }> {
  try {
    return { data: await startAuthentication({ optionsJSON: options }) };
  } catch (error) {
    return { error: promptFailure(error) };
  }
}

export async function promptForNewPasskey(options: PublicKeyCredentialCreationOptionsJSON): Promise<{ data: RegistrationResponseJSON } | { error: FetchBaseQueryError }> {
  try {
    return { data: await startRegistration({ optionsJSON: options }) };
  } catch (error) {
    return { error: promptFailure(error) };
  }
}
