import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isRedisUnavailableError } from '../redis/redis-clients.js';
import { AppException, type ErrorBody } from './app.exception.js';

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

/** Answers every error of the HTTP API in one shape: { error: { code, message, details?, requestId } }. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request & { id?: string }>();
    const { status, body } = toErrorBody(exception);
    body.error.requestId = request?.id;
    if (status === HttpStatus.SERVICE_UNAVAILABLE && isRedisUnavailableError(exception)) this.logger.warn({ err: (exception as Error).message, requestId: request?.id }, 'Redis unavailable');
    else if (status >= 500 && !(exception instanceof AppException)) this.logger.error({ err: exception, requestId: request?.id }, 'Unhandled error');
    else if (status >= 500) this.logger.warn({ code: (exception as AppException).code, requestId: request?.id }, (exception as AppException).message);
    if (response.headersSent) return;
    response.status(status).json(body);
  }
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
      }
    }
    return { status, body: { error: { code: CODE_BY_STATUS[status] ?? `HTTP_${status}`, message, details } } };
  }
  // A Redis call nobody fell back from: the request may work in a minute, so say so (never a bare 500).
  if (isRedisUnavailableError(exception)) {
    return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { error: { code: 'TEMPORARILY_UNAVAILABLE', message: 'We are having trouble. Please try again in a minute.' } } };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } },
  };
}
