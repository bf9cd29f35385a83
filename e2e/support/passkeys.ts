import type { CDPSession, Page } from '@playwright/test';

// Passkeys in the journeys: Chromium's virtual authenticator (DevTools protocol, WebAuthn domain), one
// per page, answering every prompt at once with user presence and verification, like a phone's
// fingerprint reader would.

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

/** A credential as WebAuthn.getCredentials gives it and WebAuthn.addCredential takes it. */
export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

export async function credentialsOf({ cdp, authenticatorId }: VirtualAuthenticator): Promise<VirtualCredential[]> {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

/** Puts a passkey made elsewhere on this authenticator: a passkey synced to a new device. */
export async function addCredential({ cdp, authenticatorId }: VirtualAuthenticator, credential: VirtualCredential): Promise<void> {
  await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
}
