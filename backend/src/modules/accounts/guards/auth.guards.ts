import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { hasRole, type Role } from '../domain/roles.js';
import type { AuthUser } from '../sessions.service.js';
import { requestSessionOf, TwoStepGate } from '../two-step-gate.service.js';

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

/**
 * The role rule, shared by the HTTP guard, the admin Socket.IO namespace and any service that
 * wants it: 401 without a user, 403 when the user's role is below `required`.
 */
export function assertRole(user: AuthUser | null | undefined, required: Role): asserts user is AuthUser {
  if (!user) throw new UnauthorizedException('Please sign in to continue.');
  if (!hasRole(user.role, required)) {
    throw new ForbiddenException(required === 'administrator' ? 'Administrators only.' : 'Staff only.');
  }
}

/** Route metadata: the least role a route needs (see RequiresRole in auth.decorators.ts). */
export const RequiredRole = Reflector.createDecorator<Role>();

/** What a staff route needs when it says nothing: administrator, so that a new route is safe by default. */
export const DEFAULT_STAFF_ROUTE_ROLE: Role = 'administrator';

/** The role for a route: the method's RequiresRole, else its controller's, else administrator. */
export function requiredRoleOf(reflector: Reflector, handler: ReturnType<ExecutionContext['getHandler']>, controller: ReturnType<ExecutionContext['getClass']>): Role {
  return reflector.getAllAndOverride(RequiredRole, [handler, controller]) ?? DEFAULT_STAFF_ROUTE_ROLE;
}

/**
 * The one guard in front of every staff route: 401 anonymous, 403 below the route's role; then the
 * two-step rules: 401 SECOND_FACTOR_REQUIRED until an enrolled person confirms their factor in this
 * session, 403 TWO_STEP_SETUP_REQUIRED when the setting requires a factor and there is none.
 */
@Injectable()
export class RoleGuard extends SignedInGuard {
  constructor(
    private readonly reflector: Reflector,
    private readonly twoStep: TwoStepGate,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const required = requiredRoleOf(this.reflector, context.getHandler(), context.getClass());
    const request = context.switchToHttp().getRequest<{ user?: AuthUser }>();
    assertRole(request.user, required);
    await this.twoStep.assertStaffAccess(request.user, requestSessionOf(request));
    return true;
  }
}

/**
 * After RoleGuard or SignedInGuard: the route needs a second factor confirmed in the last 10
 * minutes (401 STEP_UP_REQUIRED, which the screens turn into a prompt and then retry).
 */
@Injectable()
export class StepUpGuard implements CanActivate {
  constructor(private readonly twoStep: TwoStepGate) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ user?: AuthUser }>();
    if (!request.user) throw new UnauthorizedException('Please sign in to continue.');
    await this.twoStep.assertStepUp(request.user, requestSessionOf(request));
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
