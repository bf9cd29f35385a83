import { Injectable } from '@nestjs/common';
import { AccountsException } from './accounts.exception.js';
import { SessionsService, type AuthUser, type SessionSummary } from './sessions.service.js';

/** "Your sessions": the user sees and ends their own sessions only. */
@Injectable()
export class AccountSessionsService {
  constructor(private readonly sessions: SessionsService) {}

  listSessions(user: AuthUser, currentToken: string | undefined): Promise<SessionSummary[]> {
    return this.sessions.listSessionsOf(user, currentToken);
  }

  /** Another user's session id is answered like an unknown one. */
  async endSession(user: AuthUser, sessionId: string): Promise<number> {
    if (!(await this.sessions.endSessionOf(user, sessionId))) throw AccountsException.sessionNotFound();
    return 1;
  }

  endOtherSessions(user: AuthUser, currentToken: string | undefined): Promise<number> {
    return this.sessions.endSessionsOf(user.id, { except: currentToken });
  }
}
