// Drives the OIDC stand-in from tests in another process (Playwright). Uses only fetch.

/** The claims the stand-in puts into the ID token and /userinfo for the next sign-ins. */
export interface OidcUserClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export const OIDC_CONTROL_PATH = '/__control/next-user';

/** Makes the next Google sign-ins authenticate as this user (until changed). */
export async function setNextOidcUser(issuerUrl: string, claims: OidcUserClaims): Promise<void> {
  const response = await fetch(`${issuerUrl}${OIDC_CONTROL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(claims),
  });
  if (!response.ok) throw new Error(`OIDC stand-in answered ${response.status} to ${OIDC_CONTROL_PATH}`);
}
