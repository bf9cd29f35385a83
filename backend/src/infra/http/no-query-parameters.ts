import { applyDecorators, BadRequestException, type CanActivate, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ApiErrors } from './api-errors.js';

/** Refuses any query parameter, with the message ValidationPipe's forbidNonWhitelisted gives for an unknown one. */
@Injectable()
export class NoQueryParametersGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const names = Object.keys(context.switchToHttp().getRequest<Request>().query ?? {});
    if (names.length) throw new BadRequestException(names.map((name) => `property ${name} should not exist`));
    return true;
  }
}

/**
 * For a read that takes no parameters: a query string is refused with 400, as a route with a query
 * DTO refuses a parameter it does not know (e.g. GET /api/menu?veiw=takeaway), so a client's typo
 * gets a clear answer instead of being ignored.
 */
export const NoQueryParameters = () =>
  applyDecorators(UseGuards(NoQueryParametersGuard), ApiErrors({ status: 400, description: 'This read takes no query parameters (BAD_REQUEST, details names them)' }));
