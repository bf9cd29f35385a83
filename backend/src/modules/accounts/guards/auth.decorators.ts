import { applyDecorators, Controller, createParamDecorator, type ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthUser } from '../sessions.service.js';
import { AdminGuard, OptionalSessionGuard, SignedInGuard } from './auth.guards.js';

/** The user of the request's session (null on public routes when signed out). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser | null => {
  return context.switchToHttp().getRequest<{ user?: AuthUser }>().user ?? null;
});

export const SignedIn = () =>
  applyDecorators(UseGuards(SignedInGuard), ApiCookieAuth('sid'), ApiUnauthorizedResponse({ description: 'Not signed in' }));

export const OptionalSession = () => applyDecorators(UseGuards(OptionalSessionGuard));

/**
 * A staff controller: mounted under /api/admin/<path> with the admin guard on every route.
 * Every /api/admin route is checked by accounts/admin-routes.int-spec.ts.
 */
export const AdminController = (path: string) =>
  applyDecorators(
    Controller(`admin/${path}`),
    UseGuards(AdminGuard),
    ApiTags('admin'),
    ApiCookieAuth('sid'),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ApiForbiddenResponse({ description: 'Not an administrator' }),
  );
