import type { NextFunction, Request, Response } from 'express';
import type { ErrorBody } from '../../../infra/http/app.exception.js';
import { hasRole } from '../domain/roles.js';
import type { SessionsService } from '../sessions.service.js';

/**
 * For Express routes outside Nest's controllers (the OpenAPI document and Swagger UI): only an
 * administrator's session passes; anyone else is told there is nothing here.
 */
export function adminOnly(sessions: SessionsService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    sessions.resolveSession(sessions.tokenFromCookies(req.cookies as Record<string, unknown>)).then((user) => {
      if (hasRole(user?.role, 'administrator')) return next();
      const body: ErrorBody = { error: { code: 'NOT_FOUND', message: 'Not found.' } };
      res.status(404).json(body);
    }, next);
  };
}
