import type { IncomingMessage } from 'node:http';
import { OAuth2Issuer, OAuth2Service, type MutableRedirectUri, type MutableResponse, type MutableToken, type TokenRequestIncomingMessage } from 'oauth2-mock-server';
import { asyncHandler, closeServer, listen, readBody, sendJson, type ListenOptions, type RunningStandin } from './http-server.js';
import { OIDC_CONTROL_PATH, type OidcUserClaims } from './oidc-standin.client.js';

export { type OidcUserClaims } from './oidc-standin.client.js';

/** Who signs in when nobody has said otherwise: a verified Google-like account. */
export const DEFAULT_OIDC_USER: OidcUserClaims = {
  sub: 'local-google-user-1',
  email: 'google.user@example.com',
  email_verified: true,
  name: 'Local Google User',
};

export interface RunningOidcStandin extends RunningStandin {
  /** The issuer URL (OIDC_ISSUER_URL); discovery at `${url}/.well-known/openid-configuration`. */
  url: string;
  /** The account that the next sign-ins authenticate as, until changed. */
  setNextUser(claims: OidcUserClaims): void;
}

/**
 * OpenID Connect provider for Google sign-in on loopback (oauth2-mock-server). Its /authorize
 * answers at once, without a login page, for whichever user was set last; that user's claims
 * go into the ID token, the access token and /userinfo. PKCE, state and nonce are honoured.
 * Tests in another process set the user with POST /__control/next-user (see the client).
 */
export async function startOidcStandin({ port, host = '127.0.0.1' }: ListenOptions): Promise<RunningOidcStandin> {
  const issuer = new OAuth2Issuer(false);
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);

  let nextUser: OidcUserClaims = { ...DEFAULT_OIDC_USER };
  // The user is fixed when the code is issued, so a later change cannot switch a sign-in in flight.
  const userByCode = new Map<string, OidcUserClaims>();

  service.on('beforeAuthorizeRedirect', (redirectUri: MutableRedirectUri) => {
    const code = redirectUri.url.searchParams.get('code');
    if (code) userByCode.set(code, { ...nextUser });
  });
  service.on('beforeTokenSigning', (token: MutableToken, req: TokenRequestIncomingMessage) => {
    const code = typeof req.body.code === 'string' ? req.body.code : undefined;
    const user = (code && userByCode.get(code)) || nextUser;
    Object.assign(token.payload, user);
  });
  service.on('beforeResponse', (_response: MutableResponse, req: TokenRequestIncomingMessage) => {
    if (typeof req.body.code === 'string') userByCode.delete(req.body.code);
  });
  service.on('beforeUserinfo', (response: MutableResponse, req: IncomingMessage) => {
    response.body = { ...(claimsFromBearer(req) ?? nextUser) };
  });

  const handler = service.requestHandler;
  const { server, url } = await listen(
    asyncHandler(async (req, res) => {
      if (req.method === 'POST' && req.url === OIDC_CONTROL_PATH) {
        try {
          nextUser = parseClaims(await readBody(req));
          sendJson(res, 200, nextUser);
        } catch (error) {
          sendJson(res, 400, { error: error instanceof Error ? error.message : String(error) });
        }
        return;
      }
      handler(req, res);
    }),
    { port, host },
  );
  issuer.url = url;

  return {
    url,
    setNextUser(claims) {
      nextUser = { ...claims };
    },
    close: () => closeServer(server),
  };
}

function parseClaims(body: string): OidcUserClaims {
  const input = JSON.parse(body) as Partial<OidcUserClaims>;
  if (typeof input.sub !== 'string' || typeof input.email !== 'string') throw new Error('next-user needs at least sub and email');
  return { sub: input.sub, email: input.email, email_verified: input.email_verified ?? true, ...(input.name ? { name: input.name } : {}) };
}

/** The user named by the access token's claims (the token is one this stand-in signed). */
function claimsFromBearer(req: IncomingMessage): OidcUserClaims | undefined {
  const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<OidcUserClaims>;
  if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') return undefined;
  return { sub: claims.sub, email: claims.email, email_verified: claims.email_verified ?? false, ...(claims.name ? { name: claims.name } : {}) };
}
