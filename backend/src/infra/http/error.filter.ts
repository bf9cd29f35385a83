import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isDatabaseUnavailable } from '../database/postgres-errors.js';
import { isRedisUnavailableError } from '../redis/redis-clients.js';
import { AppException, type ErrorBody } from './app.exception.js';
import { renderUnavailablePage, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable-page.js';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
};

/** Paths answered in the API's JSON shape; anything else a GET reaches is a page. */
const JSON_PREFIXES = ['/api/', '/health/', '/admin/queues/'];

/**
 * Answers every error of the HTTP API in one shape: { error: { code, message, details?, requestId } }.
 * A database that cannot be reached is 503 with Retry-After: that shape for the API, a short page
 * for a page request (errors of the server render reach this filter too).
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request & { id?: string }>();
    const { status, body } = toErrorBody(exception);
    body.error.requestId = request?.id;
    // PostgreSQL or Redis out of reach: the request may work in a minute (a page, or the error shape with Retry-After).
    const unavailable = status === HttpStatus.SERVICE_UNAVAILABLE && !(exception instanceof HttpException) && !(exception instanceof AppException);
    if (unavailable) this.logger.warn({ err: (exception as Error).message, requestId: request?.id }, `${isRedisUnavailableError(exception) ? 'Redis' : 'Database'} unavailable; answered 503`);
    else if (status >= 500 && !(exception instanceof AppException)) this.logger.error({ err: exception, requestId: request?.id }, 'Unhandled error');
    else if (status >= 500) this.logger.warn({ code: (exception as AppException).code, requestId: request?.id }, (exception as AppException).message);
    if (response.headersSent) return;
    if (unavailable) {
      response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      response.setHeader('Cache-Control', 'no-store');
      if (isPageRequest(request)) {
        response.status(status).type('html').send(renderUnavailablePage());
        return;
      }
    }
    // A rate limit says how long to wait in the header too, for clients that read it.
    const retryAfterSeconds = (body.error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (status === HttpStatus.TOO_MANY_REQUESTS && typeof retryAfterSeconds === 'number') response.setHeader('Retry-After', String(retryAfterSeconds));
    response.status(status).json(body);
  }
}

function isPageRequest(request: Request | undefined): boolean {
  if (!request || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const path = request.path ?? '';
  return !JSON_PREFIXES.some((prefix) => path === prefix.slice(0, -1) || path.startsWith(prefix));
}

export function toErrorBody(exception: unknown): { status: number; body: ErrorBody } {
  if (exception instanceof AppException) {
    return { status: exception.status, body: { error: { code: exception.code, message: exception.message, details: exception.details } } };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    let message = exception.message;
    let details: unknown;
    if (typeof response === 'object' && response !== null && 'message' in response) {
      const raw = (response as { message: unknown }).message;
      if (Array.isArray(raw)) {
        details = raw;
        message = raw.join('; ');
      } else if (typeof raw === 'string') {
        message = raw;
        // Anything said besides the message (readiness's failing checks) is the details.
        const { message: _message, error: _error, statusCode: _statusCode, ...rest } = response as Record<string, unknown>;
        if (Object.keys(rest).length > 0) details = rest;
      }
    }
    return { status, body: { error: { code: CODE_BY_STATUS[status] ?? `HTTP_${status}`, message, details } } };
  }
  // A database or Redis call nobody fell back from: never a bare 500.
  if (isDatabaseUnavailable(exception) || isRedisUnavailableError(exception)) {
    return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { error: { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE } } };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } },
  };
}
