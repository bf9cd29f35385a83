import { type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { AuthUser } from '../sessions.service.js';

/**
 * Signed-in users only: 401 otherwise. A session lookup that failed (the database or Redis out of
 * reach) is not "signed out": its error goes on to the error filter (503, try again in a minute).
 */
@Injectable()
export class SignedInGuard extends AuthGuard('session') {
  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthorizedException('Please sign in to continue.');
    return user;
  }
}

/** The admin rule, shared by the HTTP guard and the admin Socket.IO namespace. */
export function assertAdmin(user: AuthUser | null | undefined): asserts user is AuthUser {
  if (!user) throw new UnauthorizedException('Please sign in to continue.');
  if (!user.isAdmin) throw new ForbiddenException('Administrators only.');
}

/** The one guard in front of every staff route: 401 anonymous, 403 customer. */
@Injectable()
export class AdminGuard extends SignedInGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    assertAdmin(context.switchToHttp().getRequest<{ user?: AuthUser }>().user);
    return true;
  }
}

/** Public routes that behave differently for a signed-in user: never refuses. */
@Injectable()
export class OptionalSessionGuard extends AuthGuard('session') {
  override handleRequest<TUser = AuthUser>(_error: unknown, user: TUser | false): TUser {
    return (user || null) as TUser;
  }
}
