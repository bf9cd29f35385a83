import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import * as oidc from 'openid-client';
import { AppConfig } from '../../infra/config/app-config.js';
import { REDIS } from '../../infra/redis/redis.constants.js';
import { AccountsException } from './accounts.exception.js';

export interface GoogleProfile {
  subject: string;
  email: string;
  emailVerified: boolean;
  fullName: string | null;
}

interface PendingSignIn {
  codeVerifier: string;
  nonce: string;
}

const PENDING_TTL_SECONDS = 600;

/**
 * Google sign-in through OpenID Connect (authorization code + PKCE + state + nonce). The issuer is
 * configurable, so the same code path runs against Google and against a local OIDC stand-in.
 */
@Injectable()
export class GoogleOidcService {
  private configuration?: Promise<oidc.Configuration>;

  constructor(
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  get redirectUri(): string {
    return `${this.config.publicUrl}/api/auth/google/callback`;
  }

  /** Returns the provider URL to send the browser to, and the state to bind to the browser. */
  async beginSignIn(): Promise<{ url: string; state: string }> {
    const configuration = await this.discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const pending: PendingSignIn = { codeVerifier, nonce };
    await this.redis.set(`oidc:${state}`, JSON.stringify(pending), 'EX', PENDING_TTL_SECONDS);
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      prompt: 'select_account',
    });
    return { url: url.href, state };
  }

  /** Exchanges the code from the callback URL; the state must be one we issued to this browser. */
  async completeSignIn(callbackUrl: URL, browserState: string | undefined): Promise<GoogleProfile> {
    const state = callbackUrl.searchParams.get('state') ?? '';
    if (!state || !browserState || state !== browserState) throw AccountsException.googleFailed('state mismatch');
    const raw = await this.redis.getdel(`oidc:${state}`);
    if (!raw) throw AccountsException.googleFailed('sign-in attempt expired');
    const pending = JSON.parse(raw) as PendingSignIn;
    const configuration = await this.discover();
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      throw AccountsException.googleFailed((error as Error).message);
    }
    if (!claims?.sub || typeof claims.email !== 'string') throw AccountsException.googleFailed('no e-mail in the ID token');
    return {
      subject: claims.sub,
      email: claims.email.toLowerCase(),
      emailVerified: claims.email_verified === true,
      fullName: typeof claims.name === 'string' ? claims.name : null,
    };
  }

  private discover(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(
        new URL(this.config.oidcIssuerUrl),
        this.config.googleClientId,
        this.config.googleClientSecret,
        undefined,
        // The local stand-in speaks plain HTTP on loopback; Google itself is always HTTPS.
        this.config.oidcIssuerUrl.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw AccountsException.googleFailed(`provider unreachable: ${(error as Error).message}`);
      });
    return this.configuration;
  }
}
