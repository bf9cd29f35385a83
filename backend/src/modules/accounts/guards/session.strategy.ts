import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { SessionsService, type AuthUser } from '../sessions.service.js';

/** Passport strategy "session": the session cookie names a server-side session. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(private readonly sessions: SessionsService) {
    super();
  }

  async validate(req: Request): Promise<AuthUser | false> {
    const user = await this.sessions.resolveSession(this.sessions.tokenFromCookies(req.cookies));
    return user ?? false;
  }
}
