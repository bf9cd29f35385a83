import { Injectable } from '@nestjs/common';
import { type AdminSocketAuthenticator, readCookie } from '../../infra/realtime/socket-auth.js';
import { assertAdmin } from './guards/auth.guards.js';
import { SessionsService } from './sessions.service.js';

/** Lets a socket into the admin namespace on the same rule as the HTTP AdminGuard. */
@Injectable()
export class AdminSocketAuthenticatorService implements AdminSocketAuthenticator {
  constructor(private readonly sessions: SessionsService) {}

  async authenticateAdmin(cookieHeader: string | undefined): Promise<{ id: string }> {
    const user = await this.sessions.resolveSession(readCookie(cookieHeader, this.sessions.cookieName));
    try {
      assertAdmin(user);
    } catch (error) {
      throw new Error((error as Error).name === 'ForbiddenException' ? 'forbidden' : 'unauthorized');
    }
    return { id: user.id };
  }
}
