import type { NextFunction, Request, Response } from 'express';
import type { ErrorBody } from '../../../infra/http/app.exception.js';
import { hasRole } from '../domain/roles.js';
import { AccountsException } from '../accounts.exception.js';
import type { SessionsService } from '../sessions.service.js';
import type { TwoStepGate } from '../two-step-gate.service.js';

/**
 * For Express routes outside Nest's controllers (the OpenAPI document and Swagger UI): only an
 * administrator's session passes (its second factor confirmed when RoleGuard would ask for it); anyone else is told there is nothing here.
 */
export function adminOnly(sessions: SessionsService, twoStep: TwoStepGate) {
  const allowed = async (req: Request): Promise<boolean> => {
    const session = await sessions.resolveSessionWithId(sessions.tokenFromCookies(req.cookies as Record<string, unknown>));
    if (!session || !hasRole(session.user.role, 'administrator')) return false;
    // The two-step rules of RoleGuard: an administrator's second factor confirmed, or none needed.
    return twoStep.assertStaffAccess(session.user, session).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AccountsException) return false;
        throw error;
      },
    );
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    allowed(req).then((ok) => {
      if (ok) return next();
      const body: ErrorBody = { error: { code: 'NOT_FOUND', message: 'Not found.' } };
      res.status(404).json(body);
    }, next);
  };
}
