import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { SESSION_COOKIE, SessionsService, type AuthUser } from '../sessions.service.js';

/** Passport strategy "session": the sid cookie names a server-side session. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(private readonly sessions: SessionsService) {
    super();
  }

  async validate(req: Request): Promise<AuthUser | false> {
    const user = await this.sessions.resolveSession(req.cookies?.[SESSION_COOKIE] as string | undefined);
    return user ?? false;
  }
}
