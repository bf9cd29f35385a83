/** The message of the one error shape the api sends (`{ error: { code, message, ... } }`), else undefined: the toast's own words. */
export function apiErrorMessage(error: unknown): string | undefined {
  const data = (error as { data?: { error?: { message?: unknown } } } | undefined)?.data;
  return typeof data?.error?.message === 'string' ? data.error.message : undefined;
}
