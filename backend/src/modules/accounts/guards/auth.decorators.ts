import { applyDecorators, Controller, createParamDecorator, type ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiErrors, SECURITY } from '../../../infra/http/api-errors.js';
import type { AuthUser } from '../sessions.service.js';
import { AdminGuard, OptionalSessionGuard, SignedInGuard } from './auth.guards.js';

/** The user of the request's session (null on public routes when signed out). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser | null => {
  return context.switchToHttp().getRequest<{ user?: AuthUser }>().user ?? null;
});

export const SignedIn = () =>
  applyDecorators(UseGuards(SignedInGuard), ApiSecurity(SECURITY.session), ApiErrors({ status: 401, description: 'UNAUTHENTICATED: not signed in' }));

/** Signed in or not: the document lists both (`{}` is "no credentials"). */
export const OptionalSession = () => applyDecorators(UseGuards(OptionalSessionGuard), ApiSecurity({}), ApiSecurity(SECURITY.session));

/**
 * A staff controller: mounted under /api/admin/<path> with the admin guard on every route.
 * Every /api/admin route is checked by accounts/admin-routes.int-spec.ts.
 */
export const AdminController = (path: string) =>
  applyDecorators(
    Controller(`admin/${path}`),
    UseGuards(AdminGuard),
    ApiTags('admin'),
    ApiSecurity(SECURITY.session),
    ApiErrors({ status: 401, description: 'UNAUTHENTICATED: not signed in' }, { status: 403, description: 'FORBIDDEN: not an administrator' }),
  );
