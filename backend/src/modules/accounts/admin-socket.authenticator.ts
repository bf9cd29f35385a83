import { Injectable } from '@nestjs/common';
import { type AdminSocketAuthenticator, readCookie } from '../../infra/realtime/socket-auth.js';
import { hasRole } from './domain/roles.js';
import { SessionsService } from './sessions.service.js';

/**
 * Lets a socket into the admin namespace on the rule of a staff route (RoleGuard with
 * `@StaffRoute()`): staff and administrators. Staff hear every /admin message, menu and settings
 * changes included: those are public facts, also sent to every visitor on /storefront.
 */
@Injectable()
export class AdminSocketAuthenticatorService implements AdminSocketAuthenticator {
  constructor(private readonly sessions: SessionsService) {}

  async authenticateStaff(cookieHeader: string | undefined): Promise<{ userId: string; sessionId: string }> {
    const session = await this.sessions.resolveSessionWithId(readCookie(cookieHeader, this.sessions.cookieName));
    if (!session) throw new Error('unauthorized');
    if (!hasRole(session.user.role, 'staff')) throw new Error('forbidden');
    return { userId: session.user.id, sessionId: session.sessionId };
  }
}
