import { applyDecorators, Controller, createParamDecorator, type ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiErrors, SECURITY } from '../../../infra/http/api-errors.js';
import type { Role } from '../domain/roles.js';
import type { AuthUser } from '../sessions.service.js';
import { OptionalSessionGuard, RequiredRole, RoleGuard, SignedInGuard, StepUpGuard } from './auth.guards.js';

/** The user of the request's session (null on public routes when signed out). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser | null => {
  return context.switchToHttp().getRequest<{ user?: AuthUser }>().user ?? null;
});

export const SignedIn = () =>
  applyDecorators(UseGuards(SignedInGuard), ApiSecurity(SECURITY.session), ApiErrors({ status: 401, description: 'UNAUTHENTICATED: not signed in' }));

/** Signed in or not: the document lists both (`{}` is "no credentials"). */
export const OptionalSession = () => applyDecorators(UseGuards(OptionalSessionGuard), ApiSecurity({}), ApiSecurity(SECURITY.session));

/**
 * A staff controller: mounted under /api/admin/<path> with RoleGuard on every route. A route needs
 * an administrator unless it says otherwise with `@StaffRoute()` (or `@RequiresRole(...)`), so a
 * new route is administrators-only until someone decides staff may use it. Every /api/admin route
 * is checked for every role by accounts/admin-routes.int-spec.ts.
 */
export const AdminController = (path: string) =>
  applyDecorators(
    Controller(`admin/${path}`),
    UseGuards(RoleGuard),
    ApiTags('admin'),
    ApiSecurity(SECURITY.session),
    ApiErrors({ status: 401, description: 'UNAUTHENTICATED: not signed in' }, { status: 403, description: 'FORBIDDEN: the role may not use this' }),
  );

/** The least role a route (or a whole controller) under AdminController needs. */
export const RequiresRole = (role: Role) => RequiredRole(role);

/** Staff and administrators: the service itself (orders, bookings). */
export const StaffRoute = () => RequiresRole('staff');

/** Administrators only. The default under AdminController; say it where a reader might wonder. */
export const AdminOnly = () => RequiresRole('administrator');

/**
 * A sensitive action: a second factor confirmed in the last 10 minutes, or 401 STEP_UP_REQUIRED.
 * Goes after `@AdminController` (or `@SignedIn`), whose guard runs first. The routes that need it
 * are listed in accounts/admin-routes.int-spec.ts.
 */
export const StepUp = () =>
  applyDecorators(
    UseGuards(StepUpGuard),
    ApiErrors({ status: 401, description: 'STEP_UP_REQUIRED: confirm a second factor (POST /api/auth/two-step/verify), then try again' }),
  );
