import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse, getSchemaPath, type OpenAPIObject } from '@nestjs/swagger';
import { CSRF_EXEMPT_PATHS, CSRF_HEADER } from './csrf.middleware.js';

/** `error` of the one error shape (`ErrorBody`, written by error.filter.ts and the CSRF middleware). */
export class ErrorDetailDto {
  @ApiProperty({ example: 'NOT_FOUND', description: 'Stable machine-readable code' })
  code!: string;

  @ApiProperty({ example: 'This menu item does not exist.', description: 'A sentence for people' })
  message!: string;

  @ApiPropertyOptional({ description: 'Code-specific facts (validation messages, the field, the toast title, ...)' })
  details?: unknown;

  @ApiPropertyOptional({ description: "The request's X-Request-Id, for the logs" })
  requestId?: string;
}

/** Every 4xx and 5xx answer of the API: `{ "error": { "code", "message", "details", "requestId" } }`. */
export class ErrorResponseDto {
  @ApiProperty({ type: ErrorDetailDto })
  error!: ErrorDetailDto;
}

const DEFAULT_DESCRIPTIONS: Record<number, string> = {
  400: 'The request failed validation (BAD_REQUEST, details lists the problems)',
  401: 'Not signed in (UNAUTHENTICATED)',
  403: 'Not allowed (FORBIDDEN)',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'Too large (PAYLOAD_TOO_LARGE)',
  422: 'Well-formed but refused by a rule',
  429: 'Too many requests (TOO_MANY_REQUESTS)',
  503: 'Not ready',
};

export type ApiErrorEntry = number | { status: number; description: string };

/**
 * The error answers of one route (or every route of a controller), each with the one error shape:
 * `@ApiErrors(404, { status: 409, description: 'SLOT_FULL or SLOT_UNAVAILABLE' })`.
 * 400 for a body or query, 403 for the CSRF check and the shape of any 4xx declared another way are
 * added to the document by `completeOpenApiDocument`.
 */
export function ApiErrors(...entries: ApiErrorEntry[]) {
  return applyDecorators(
    ...entries.map((entry) => {
      const { status, description } = typeof entry === 'number' ? { status: entry, description: DEFAULT_DESCRIPTIONS[entry] ?? `HTTP ${entry}` } : entry;
      return ApiResponse({ status, description, type: ErrorResponseDto });
    }),
  );
}

/** Names of the security schemes (components.securitySchemes). */
export const SECURITY = { session: 'session', csrf: 'csrf', stripeSignature: 'stripeSignature' } as const;

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const CSRF_DESCRIPTION = `CSRF_REJECTED: the ${CSRF_HEADER} header is missing or does not match the session's CSRF cookie`;
type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};

/**
 * What the HTTP pipeline does for every route, written into the document so that no route has to
 * repeat it: the security schemes (session cookie, CSRF header), `servers`, each operation's
 * security (the CSRF header on every unsafe method, `[]` on a public read), 400 for a validated
 * body or query, 403 for the CSRF check, and the error shape on every 4xx that lacks one.
 */
export function completeOpenApiDocument(document: OpenAPIObject): OpenAPIObject {
  document.servers = [{ url: '/', description: 'The api itself (the site and the API share one origin)' }];
  document.components ??= {};
  document.components.securitySchemes = {
    [SECURITY.session]: {
      type: 'apiKey',
      in: 'cookie',
      name: 'sid',
      description: 'The session cookie set at sign-in (HttpOnly; named `__Host-sid` in production).',
    },
    [SECURITY.csrf]: {
      type: 'apiKey',
      in: 'header',
      name: 'X-CSRF-Token',
      description:
        'Every POST, PUT, PATCH and DELETE echoes the readable `csrf_token` cookie (`__Host-csrf_token` in production), which any response sets, in this header.',
    },
    [SECURITY.stripeSignature]: { type: 'apiKey', in: 'header', name: 'Stripe-Signature', description: "Stripe's signature of the webhook's body." },
  };
  const errorSchema = { $ref: getSchemaPath(ErrorResponseDto) };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item as Record<string, unknown>)) {
      if (!['get', 'head', 'post', 'put', 'patch', 'delete', 'options'].includes(method)) continue;
      const operation = value as Operation;
      const csrf = UNSAFE_METHODS.has(method) && !CSRF_EXEMPT_PATHS.has(path);
      const security = operation.security ?? [];
      operation.security = csrf ? (security.length ? security.map((requirement) => ({ ...requirement, [SECURITY.csrf]: [] })) : [{ [SECURITY.csrf]: [] }]) : security;
      if (csrf) {
        const forbidden = operation.responses['403'];
        operation.responses['403'] = forbidden ? { ...forbidden, description: `${forbidden.description}; or ${CSRF_DESCRIPTION}` } : { description: CSRF_DESCRIPTION };
      }
      const validated = operation.requestBody !== undefined || (operation.parameters ?? []).some((parameter) => parameter.in === 'query' || parameter.in === 'path');
      if (validated && !operation.responses['400']) operation.responses['400'] = { description: DEFAULT_DESCRIPTIONS[400] };
      for (const [status, response] of Object.entries(operation.responses)) {
        if (/^[45]\d\d$/.test(status) && !response.content) response.content = { 'application/json': { schema: errorSchema } };
      }
    }
  }
  return document;
}
