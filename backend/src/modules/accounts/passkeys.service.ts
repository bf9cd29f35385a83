import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../infra/config/app-config.js';
import { isPostgresError, PostgresErrorCode } from '../../infra/database/postgres-errors.js';
import { RateLimiterService } from '../../infra/redis/rate-limiter.service.js';
import { REDIS } from '../../infra/redis/redis.constants.js';
import { AccountsException } from './accounts.exception.js';
import { applyAuthLimits, type RequestContext, type StartedSession } from './auth.service.js';
import { describeUserAgent } from './domain/user-agent.js';
import type { SecondFactor } from './entities/second-factor.entity.js';
import { SessionsService, type AuthUser } from './sessions.service.js';
import { TwoStepGate, type RequestSession } from './two-step-gate.service.js';
import { TwoStepRepository } from './two-step.repository.js';
import { TWO_STEP_LIMITS, TwoStepService } from './two-step.service.js';

/** What the browser's passkey prompt shows as the site. */
const RP_NAME = 'Walkden Kitchen';
/** How long a passkey prompt's challenge stays usable (it is used once either way). */
const CHALLENGE_TTL_SECONDS = 5 * 60;

type ChallengePurpose = 'register' | 'confirm' | 'sign-in';

/** The WebAuthn user handle of an account: its uuid's 16 bytes (no e-mail or name in it). */
function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));
}

function credentialOf(factor: SecondFactor) {
  if (!factor.credentialId || !factor.publicKey) throw AccountsException.passkeyFailed('not a passkey');
  return {
    id: factor.credentialId,
    publicKey: new Uint8Array(factor.publicKey),
    counter: factor.signCount,
    transports: factor.transports as WebAuthnCredential['transports'],
  };
}

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): enrolling one on the account page, confirming the
 * second step or a step-up with one, and signing in with one alone (a discoverable credential: the
 * passkey names its account). Every challenge is kept in Redis for 5 minutes and taken out when
 * answered, so an answer can never be replayed. The relying party is PUBLIC_URL's host.
 */
@Injectable()
export class PasskeysService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly twoStepRepository: TwoStepRepository,
    private readonly twoStep: TwoStepService,
    private readonly gate: TwoStepGate,
    private readonly sessions: SessionsService,
    private readonly limiter: RateLimiterService,
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async registrationOptions(user: AuthUser, session: RequestSession): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = (await this.twoStepRepository.findFactorsOfUser(user.id)).filter((factor) => factor.kind === 'passkey');
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.config.webauthnRpId,
      userName: user.email,
      userDisplayName: user.fullName ?? user.email,
      userID: userHandleOf(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((factor) => ({ id: factor.credentialId ?? '', transports: factor.transports })),
      // Discoverable, so that the passkey alone can sign in from /auth.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.putChallenge('register', session.sessionId, options.challenge);
    return options;
  }

  /** Stores the new passkey; the session counts as confirmed; a first factor brings recovery codes. */
  async completeRegistration(user: AuthUser, session: RequestSession, response: RegistrationResponseJSON, client: { userAgent?: string | null }): Promise<{ recoveryCodes: string[] | null }> {
    const expectedChallenge = await this.takeChallenge('register', session.sessionId);
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: this.config.webauthnOrigin,
      expectedRPID: this.config.webauthnRpId,
      requireUserVerification: false,
    }).catch((error: unknown) => {
      throw AccountsException.passkeyFailed(error instanceof Error ? error.message : 'registration failed');
    });
    if (!verification.verified) throw AccountsException.passkeyFailed('registration not verified');
    const { credential } = verification.registrationInfo;
    const now = this.gate.now();
    try {
      return await this.dataSource.transaction(async (manager) => {
        const factor = await this.twoStepRepository.insertFactor(
          {
            userId: user.id,
            kind: 'passkey',
            label: `Passkey (${describeUserAgent(client.userAgent ?? null)})`,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey),
            signCount: credential.counter,
            transports: credential.transports ?? [],
            lastUsedAt: now,
          },
          manager,
        );
        return this.twoStep.recordFactorAdded(user, session, factor, now, manager);
      });
    } catch (error) {
      if (isPostgresError(error, PostgresErrorCode.UniqueViolation)) throw AccountsException.passkeyFailed('this passkey is already enrolled');
      throw error;
    }
  }

  /** The prompt for the second step or a step-up: any of this person's passkeys. */
  async confirmationOptions(user: AuthUser, session: RequestSession): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const passkeys = (await this.twoStepRepository.findFactorsOfUser(user.id)).filter((factor) => factor.kind === 'passkey');
    if (passkeys.length === 0) throw AccountsException.noSecondFactor();
    const options = await generateAuthenticationOptions({
      rpID: this.config.webauthnRpId,
      allowCredentials: passkeys.map((factor) => ({ id: factor.credentialId ?? '', transports: factor.transports })),
      userVerification: 'preferred',
    });
    await this.putChallenge('confirm', session.sessionId, options.challenge);
    return options;
  }

  /** Confirms the session with one of this person's passkeys; returns when. */
  async confirmWithPasskey(user: AuthUser, session: RequestSession, response: AuthenticationResponseJSON): Promise<Date> {
    await applyAuthLimits(this.limiter, [TWO_STEP_LIMITS.codePerUser, user.id]);
    const expectedChallenge = await this.takeChallenge('confirm', session.sessionId);
    const now = this.gate.now();
    await this.dataSource.transaction(async (manager) => {
      const factor = await this.twoStepRepository.findPasskeyByCredentialId(response.id, manager);
      // Someone else's passkey never confirms this session.
      if (!factor || factor.userId !== user.id) throw AccountsException.passkeyFailed('not a passkey of this account');
      await this.verifyAssertion(factor, response, expectedChallenge, false, now, manager);
      await this.twoStep.confirmSession(session, now, manager);
    });
    return now;
  }

  /** The prompt of "Sign in with a passkey": no account named; the passkey says whose it is. */
  async signInOptions(context: RequestContext): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
    await applyAuthLimits(this.limiter, [TWO_STEP_LIMITS.passkeySignInPerIp, context.ip]);
    const options = await generateAuthenticationOptions({ rpID: this.config.webauthnRpId, userVerification: 'required' });
    const challengeId = randomBytes(16).toString('base64url');
    await this.putChallenge('sign-in', challengeId, options.challenge);
    return { challengeId, options };
  }

  /**
   * A passkey with user verification (a PIN, a fingerprint) is something the person has and
   * something they know or are: a complete sign-in, for staff too, so the session starts confirmed.
   */
  async signInWithPasskey(challengeId: string, response: AuthenticationResponseJSON, context: RequestContext): Promise<StartedSession> {
    await applyAuthLimits(this.limiter, [TWO_STEP_LIMITS.passkeySignInPerIp, context.ip]);
    const expectedChallenge = await this.takeChallenge('sign-in', challengeId);
    const now = this.gate.now();
    const userId = await this.dataSource.transaction(async (manager) => {
      const factor = await this.twoStepRepository.findPasskeyByCredentialId(response.id, manager);
      if (!factor) throw AccountsException.passkeyFailed('unknown passkey');
      const handle = response.response.userHandle;
      if (handle && handle !== Buffer.from(userHandleOf(factor.userId)).toString('base64url')) throw AccountsException.passkeyFailed('user handle does not match');
      await this.verifyAssertion(factor, response, expectedChallenge, true, now, manager);
      return factor.userId;
    });
    return this.sessions.startSession(userId, new Date(), context, { secondFactorAt: now });
  }

  private async verifyAssertion(
    factor: SecondFactor,
    response: AuthenticationResponseJSON,
    expectedChallenge: string,
    requireUserVerification: boolean,
    now: Date,
    manager: Parameters<TwoStepRepository['updateFactor']>[2],
  ): Promise<void> {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: this.config.webauthnOrigin,
      expectedRPID: this.config.webauthnRpId,
      credential: credentialOf(factor),
      requireUserVerification,
    }).catch((error: unknown) => {
      throw AccountsException.passkeyFailed(error instanceof Error ? error.message : 'authentication failed');
    });
    if (!verification.verified) throw AccountsException.passkeyFailed('authentication not verified');
    await this.twoStepRepository.updateFactor(factor.id, { signCount: verification.authenticationInfo.newCounter, lastUsedAt: now }, manager);
  }

  private async putChallenge(purpose: ChallengePurpose, key: string, challenge: string): Promise<void> {
    await this.redis.set(`two-step:webauthn:${purpose}:${key}`, challenge, 'EX', CHALLENGE_TTL_SECONDS);
  }

  /** The challenge, once: a second answer to the same prompt finds none. */
  private async takeChallenge(purpose: ChallengePurpose, key: string): Promise<string> {
    const challenge = await this.redis.getdel(`two-step:webauthn:${purpose}:${key}`);
    if (!challenge) throw AccountsException.passkeyChallengeExpired();
    return challenge;
  }
}
