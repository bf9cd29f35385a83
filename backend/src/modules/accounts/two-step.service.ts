import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../../infra/config/app-config.js';
import { RateLimiterService, type RateLimitRule } from '../../infra/redis/rate-limiter.service.js';
import { REDIS } from '../../infra/redis/redis.constants.js';
import { ACCOUNT_AUDIT, type AccountAudit } from './account-ports.js';
import { AccountsException } from './accounts.exception.js';
import { applyAuthLimits } from './auth.service.js';
import { hasRole } from './domain/roles.js';
import { openTotpSecret, sealTotpSecret } from './domain/totp-secret-box.js';
import { acceptTotpCode, findUnusedRecoveryCode, generateRecoveryCodes, hashRecoveryCode, staffAccessRefusal, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from './domain/two-step.js';
import type { SecondFactor } from './entities/second-factor.entity.js';
import type { AuthUser } from './sessions.service.js';
import { TwoStepGate, type RequestSession } from './two-step-gate.service.js';
import { TwoStepRepository } from './two-step.repository.js';

/** What authenticator apps show above the codes. */
const TOTP_ISSUER = 'Walkden Kitchen';
/** How long a started authenticator-app enrolment waits for its first code. */
const TOTP_ENROLMENT_TTL_SECONDS = 10 * 60;

export const TWO_STEP_LIMITS = {
  /** Guessing a 6-digit code or a recovery code from a session that has the password: 10 tries per 15 minutes. */
  codePerUser: { name: 'two-step:user', limit: 10, windowSeconds: 15 * 60, whenUncounted: 'refuse' },
  /** Passkey sign-in prompts and answers per IP. */
  passkeySignInPerIp: { name: 'passkey-sign-in:ip', limit: 30, windowSeconds: 15 * 60, whenUncounted: 'refuse' },
} satisfies Record<string, RateLimitRule>;

/** A session's two-step status, for the session answer (the screens decide where to send the person from it). */
export interface SessionTwoStep {
  /** A staff session whose person has a factor and has not confirmed it in this session yet. */
  pending: boolean;
  /** The setting requires a factor and this member of staff has none: the screens lead them to enrol. */
  setupRequired: boolean;
  /** Which ways this person can confirm. */
  passkey: boolean;
  totp: boolean;
  confirmedAt: Date | null;
}

export interface SecondFactorSummary {
  id: string;
  kind: SecondFactor['kind'];
  label: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface TwoStepOverview {
  factors: SecondFactorSummary[];
  recoveryCodesLeft: number;
  /** Authenticator apps are offered to staff and administrators. */
  totpAvailable: boolean;
}

export interface TotpEnrolment {
  secret: string;
  uri: string;
  qrCode: string;
}

function toSummary(factor: SecondFactor): SecondFactorSummary {
  return { id: factor.id, kind: factor.kind, label: factor.label, createdAt: factor.createdAt, lastUsedAt: factor.lastUsedAt };
}

/**
 * Authenticator apps, recovery codes, confirming a session's second factor and removing factors.
 * Passkeys are in PasskeysService, which ends in `recordFactorAdded` and `confirmSession` here.
 */
@Injectable()
export class TwoStepService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly twoStep: TwoStepRepository,
    private readonly gate: TwoStepGate,
    @Inject(ACCOUNT_AUDIT) private readonly audit: AccountAudit,
    private readonly limiter: RateLimiterService,
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async sessionStatus(user: AuthUser, session: RequestSession | null): Promise<SessionTwoStep> {
    const [state, factors] = await Promise.all([this.gate.stateOf(user, session), this.twoStep.findFactorsOfUser(user.id)]);
    const refusal = staffAccessRefusal(state);
    return {
      pending: refusal === 'SECOND_FACTOR_REQUIRED',
      setupRequired: refusal === 'TWO_STEP_SETUP_REQUIRED',
      passkey: factors.some((factor) => factor.kind === 'passkey'),
      totp: factors.some((factor) => factor.kind === 'totp'),
      confirmedAt: session?.secondFactorAt ?? null,
    };
  }

  async overview(user: AuthUser): Promise<TwoStepOverview> {
    const [factors, recoveryCodesLeft] = await Promise.all([this.twoStep.findFactorsOfUser(user.id), this.twoStep.countUnusedRecoveryCodes(user.id)]);
    return { factors: factors.map(toSummary), recoveryCodesLeft, totpAvailable: hasRole(user.role, 'staff') };
  }

  /**
   * Starts setting up an authenticator app: a new secret, as a QR code and as text. Nothing is
   * stored until the first code from the app proves it was scanned (confirmTotpEnrolment).
   */
  async beginTotpEnrolment(user: AuthUser, session: RequestSession): Promise<TotpEnrolment> {
    if (!hasRole(user.role, 'staff')) throw AccountsException.totpStaffOnly();
    if (await this.twoStep.findTotpOfUser(user.id)) throw AccountsException.totpAlreadyEnrolled();
    const secret = new Secret({ size: 20 }).base32;
    await this.redis.set(this.totpEnrolmentKey(session.sessionId), sealTotpSecret(secret, this.config.sessionSecret), 'EX', TOTP_ENROLMENT_TTL_SECONDS);
    const uri = this.totpOf(secret, user.email).toString();
    return { secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
  }

  /** The first code from the app: the app is stored, the session counts as confirmed, and the first factor brings recovery codes. */
  async confirmTotpEnrolment(user: AuthUser, session: RequestSession, code: string, now = this.gate.now()): Promise<{ recoveryCodes: string[] | null }> {
    await applyAuthLimits(this.limiter, [TWO_STEP_LIMITS.codePerUser, user.id]);
    const sealed = await this.redis.get(this.totpEnrolmentKey(session.sessionId));
    if (!sealed) throw AccountsException.totpEnrolmentExpired();
    const secret = openTotpSecret(sealed, this.config.sessionSecret);
    const step = acceptTotpCode(code, now, null, (candidate) => this.codeAt(secret, candidate));
    if (step === null) throw AccountsException.secondFactorInvalid();
    const result = await this.dataSource.transaction(async (manager) => {
      if (await this.twoStep.findTotpOfUser(user.id, manager)) throw AccountsException.totpAlreadyEnrolled();
      const factor = await this.twoStep.insertFactor(
        { userId: user.id, kind: 'totp', label: 'Authenticator app', totpSecret: sealed, totpLastStep: step, lastUsedAt: now },
        manager,
      );
      return this.recordFactorAdded(user, session, factor, now, manager);
    });
    await this.redis.del(this.totpEnrolmentKey(session.sessionId));
    return result;
  }

  /**
   * After a factor is stored (inside its transaction): audited, the session counts as confirmed
   * (the person just proved they hold it), and a person's first factor comes with ten recovery codes.
   */
  async recordFactorAdded(user: AuthUser, session: RequestSession, factor: SecondFactor, now: Date, manager: EntityManager): Promise<{ recoveryCodes: string[] | null }> {
    await this.audit.recordAccountChange(user, { action: 'second_factor_added', entityId: user.id, before: null, after: { kind: factor.kind, label: factor.label } }, manager);
    await this.twoStep.markSessionConfirmed(session.sessionId, now, manager);
    const isFirst = (await this.twoStep.findFactorsOfUser(user.id, manager)).length === 1;
    if (!isFirst) return { recoveryCodes: null };
    return { recoveryCodes: await this.replaceRecoveryCodes(user.id, manager) };
  }

  /**
   * Confirms the session's second factor with a code: six digits from the authenticator app (each
   * used once), or a recovery code (each used once). Used for the sign-in's second step and for a step-up.
   */
  async confirmWithCode(user: AuthUser, session: RequestSession, typed: string, now = this.gate.now()): Promise<Date> {
    await applyAuthLimits(this.limiter, [TWO_STEP_LIMITS.codePerUser, user.id]);
    const confirmed = await this.dataSource.transaction(async (manager) => {
      const digits = typed.replace(/\s+/g, '');
      if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits)) {
        const totp = await this.twoStep.findTotpOfUser(user.id, manager);
        if (!totp?.totpSecret) return false;
        const secret = openTotpSecret(totp.totpSecret, this.config.sessionSecret);
        const step = acceptTotpCode(digits, now, totp.totpLastStep, (candidate) => this.codeAt(secret, candidate));
        if (step === null) return false;
        await this.twoStep.updateFactor(totp.id, { totpLastStep: step, lastUsedAt: now }, manager);
      } else {
        const code = findUnusedRecoveryCode(await this.twoStep.findUnusedRecoveryCodes(user.id, manager), typed);
        if (!code || !(await this.twoStep.useRecoveryCode(code.id, now, manager))) return false;
      }
      await this.twoStep.markSessionConfirmed(session.sessionId, now, manager);
      return true;
    });
    if (!confirmed) throw AccountsException.secondFactorInvalid();
    return now;
  }

  /** Marks the session confirmed now (a passkey answered). */
  confirmSession(session: RequestSession, now: Date, manager?: EntityManager): Promise<void> {
    return this.twoStep.markSessionConfirmed(session.sessionId, now, manager);
  }

  /** Ten new recovery codes, shown once; the old ones stop working. */
  async regenerateRecoveryCodes(user: AuthUser): Promise<string[]> {
    if (!(await this.twoStep.hasFactor(user.id))) throw AccountsException.noSecondFactor();
    return this.dataSource.transaction(async (manager) => {
      const codes = await this.replaceRecoveryCodes(user.id, manager);
      await this.audit.recordAccountChange(user, { action: 'recovery_codes_replaced', entityId: user.id, before: null, after: null }, manager);
      return codes;
    });
  }

  /** Removes one of the person's factors; the last one takes the recovery codes with it. Audited. */
  async removeFactor(user: AuthUser, factorId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const removed = await this.twoStep.deleteFactorOfUser(user.id, factorId, manager);
      if (!removed) throw AccountsException.secondFactorNotFound();
      if ((await this.twoStep.findFactorsOfUser(user.id, manager)).length === 0) await this.twoStep.deleteEverythingOfUser(user.id, manager);
      await this.audit.recordAccountChange(user, { action: 'second_factor_removed', entityId: user.id, before: { kind: removed.kind, label: removed.label }, after: null }, manager);
    });
  }

  private async replaceRecoveryCodes(userId: string, manager: EntityManager): Promise<string[]> {
    const codes = generateRecoveryCodes();
    await this.twoStep.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode), manager);
    return codes;
  }

  private totpOf(secret: string, email: string): TOTP {
    return new TOTP({ issuer: TOTP_ISSUER, label: email, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
  }

  private codeAt(secret: string, step: number): string {
    return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
  }

  private totpEnrolmentKey(sessionId: string): string {
    return `two-step:totp-enrolment:${sessionId}`;
  }
}
