/** SQLSTATE codes the application reacts to. */
export const PostgresErrorCode = {
  UniqueViolation: '23505',
  ForeignKeyViolation: '23503',
  CheckViolation: '23514',
  NotNullViolation: '23502',
} as const;

export type PostgresErrorCode = (typeof PostgresErrorCode)[keyof typeof PostgresErrorCode];

/** The SQLSTATE of a failed query (TypeORM's QueryFailedError or a raw pg error), if any. */
export function postgresErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, driverError } = error as { code?: unknown; driverError?: { code?: unknown } };
  if (typeof code === 'string') return code;
  return typeof driverError?.code === 'string' ? driverError.code : undefined;
}

/** The name of the constraint a failed query violated, if any. */
export function postgresConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { constraint, driverError } = error as { constraint?: unknown; driverError?: { constraint?: unknown } };
  if (typeof constraint === 'string') return constraint;
  return typeof driverError?.constraint === 'string' ? driverError.constraint : undefined;
}

export function isPostgresError(error: unknown, code: PostgresErrorCode, constraint?: string): boolean {
  return postgresErrorCode(error) === code && (constraint === undefined || postgresConstraint(error) === constraint);
}

/**
 * SQLSTATEs of a database that cannot serve right now: connection exceptions (class 08), an
 * administrator or crash shutdown, a server still starting or stopping (57P01-57P03), too many
 * connections, and a statement cut by statement_timeout (57014, see database.module.ts).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300|57014)$/;
/** Socket errors of a connection that could not be made or was lost. */
const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres and pg-pool say these without a code. */
const DRIVER_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|Cannot use a pool after calling end/i;

/**
 * Whether a query failed because PostgreSQL could not be reached or could not serve (down,
 * restarting, too busy, too slow), rather than because of the query: the request may succeed in
 * a minute, so the api answers 503 with Retry-After instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = postgresErrorCode(error);
  if (code !== undefined && (UNAVAILABLE_SQLSTATE.test(code) || UNREACHABLE_SOCKET_CODES.has(code))) return true;
  const { message, driverError } = error as { message?: unknown; driverError?: { message?: unknown } };
  return [message, driverError?.message].some((text) => typeof text === 'string' && DRIVER_MESSAGES.test(text));
}
