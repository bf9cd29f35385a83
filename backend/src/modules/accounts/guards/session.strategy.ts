import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { SessionsService, type AuthUser } from '../sessions.service.js';
import type { RequestSession } from '../two-step-gate.service.js';

/** Passport strategy "session": the session cookie names a server-side session. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(private readonly sessions: SessionsService) {
    super();
  }

  /** The user goes on `req.user`; the session (for the two-step rules) on `req.authSession`. */
  async validate(req: Request): Promise<AuthUser | false> {
    const resolved = await this.sessions.resolveSessionWithId(this.sessions.tokenFromCookies(req.cookies));
    if (!resolved) return false;
    (req as Request & { authSession?: RequestSession }).authSession = { sessionId: resolved.sessionId, secondFactorAt: resolved.secondFactorAt };
    return resolved.user;
  }
}
