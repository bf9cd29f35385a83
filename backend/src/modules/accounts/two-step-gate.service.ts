import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { TWO_STEP_POLICY, type TwoStepPolicy } from './account-ports.js';
import { AccountsException } from './accounts.exception.js';
import { hasRole } from './domain/roles.js';
import { staffAccessRefusal, stepUpRefusal, type TwoStepRefusal, type TwoStepState } from './domain/two-step.js';
import type { AuthUser } from './sessions.service.js';
import { TwoStepRepository } from './two-step.repository.js';

/** A request's session as the two-step rules see it (set by SessionStrategy beside `req.user`). */
export interface RequestSession {
  sessionId: string;
  secondFactorAt: Date | null;
}

/** The session of a request that passed the session strategy. */
export function requestSessionOf(req: unknown): RequestSession | null {
  return (req as { authSession?: RequestSession }).authSession ?? null;
}

const REFUSALS: Record<TwoStepRefusal, () => AccountsException> = {
  SECOND_FACTOR_REQUIRED: AccountsException.secondFactorRequired,
  TWO_STEP_SETUP_REQUIRED: AccountsException.twoStepSetupRequired,
  STEP_UP_REQUIRED: AccountsException.stepUpRequired,
};

/**
 * Applies the two-step rules (domain/two-step.ts) to a session: used by RoleGuard on every staff
 * route, by StepUpGuard, by the admin socket and by the administrator-only Express pages.
 */
@Injectable()
export class TwoStepGate {
  constructor(
    private readonly twoStep: TwoStepRepository,
    @Inject(TWO_STEP_POLICY) private readonly settings: TwoStepPolicy,
    private readonly clock: Clock,
  ) {}

  async stateOf(user: AuthUser, session: RequestSession | null): Promise<TwoStepState> {
    const staff = hasRole(user.role, 'staff');
    const [enrolled, requiredForStaff] = await Promise.all([this.twoStep.hasFactor(user.id), staff ? this.settings.requiresTwoStepForStaff() : false]);
    return { role: user.role, enrolled, confirmedAt: session?.secondFactorAt ?? null, requiredForStaff };
  }

  /** Throws the refusal a staff route gives this session, if any (the role check has passed). */
  async assertStaffAccess(user: AuthUser, session: RequestSession | null): Promise<void> {
    if (!hasRole(user.role, 'staff')) return;
    const refusal = staffAccessRefusal(await this.stateOf(user, session));
    if (refusal) throw REFUSALS[refusal]();
  }

  /** Throws STEP_UP_REQUIRED unless the session confirmed a second factor in the last 10 minutes (or the person has none). */
  async assertStepUp(user: AuthUser, session: RequestSession | null): Promise<void> {
    const refusal = stepUpRefusal(await this.stateOf(user, session), this.now());
    if (refusal) throw REFUSALS[refusal]();
  }

  /**
   * The restaurant clock (pinned by a test's X-Test-Now outside production), so a test can move a
   * confirmation past its 10 minutes without waiting.
   */
  now(): Date {
    return this.clock.now().toJSDate();
  }
}
