import type { Role } from '../domain/roles.js';

/** Sessions of a user ended: one (sessionId) or all of them (sign-out everywhere, role change, deletion). */
export interface SessionsEndedEvent {
  userId: string;
  /** Absent: every session of the user ended. */
  sessionId?: string;
  reason: 'sign_out' | 'role_changed' | 'deleted' | 'revoked';
}

export interface UserRoleChangedEvent {
  userId: string;
  before: Role;
  after: Role;
}

/** The accounts module's part of the application's event map (see settings.events.ts for why it lives here). */
declare module '../../../infra/events/domain-events.js' {
  interface DomainEventMap {
    /** Browsers holding those sessions must lose their live connections (the realtime listener disconnects them). */
    SessionsEnded: SessionsEndedEvent;
    UserRoleChanged: UserRoleChangedEvent;
  }
}
