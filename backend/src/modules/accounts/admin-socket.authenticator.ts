import { Injectable } from '@nestjs/common';
import { type AdminSocketAuthenticator, readCookie } from '../../infra/realtime/socket-auth.js';
import { hasRole } from './domain/roles.js';
import { AccountsException } from './accounts.exception.js';
import { SessionsService } from './sessions.service.js';
import { TwoStepGate } from './two-step-gate.service.js';

/**
 * Lets a socket into the admin namespace on the rule of a staff route (RoleGuard with
 * `@StaffRoute()`): staff and administrators, with their second factor confirmed when they have
 * one or the setting requires one. Staff hear every /admin message, menu and settings
 * changes included: those are public facts, also sent to every visitor on /storefront.
 */
@Injectable()
export class AdminSocketAuthenticatorService implements AdminSocketAuthenticator {
  constructor(
    private readonly sessions: SessionsService,
    private readonly twoStep: TwoStepGate,
  ) {}

  async authenticateStaff(cookieHeader: string | undefined): Promise<{ userId: string; sessionId: string }> {
    const session = await this.sessions.resolveSessionWithId(readCookie(cookieHeader, this.sessions.cookieName));
    if (!session) throw new Error('unauthorized');
    if (!hasRole(session.user.role, 'staff')) throw new Error('forbidden');
    // The rule of RoleGuard: a second factor confirmed in this session, or none needed.
    const refused = await this.twoStep.assertStaffAccess(session.user, session).then(
      () => false,
      (error: unknown) => {
        if (error instanceof AccountsException) return true;
        throw error;
      },
    );
    if (refused) throw new Error('two-step');
    return { userId: session.user.id, sessionId: session.sessionId };
  }
}
