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
