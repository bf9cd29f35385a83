/**
 * Base of every expected failure. Services throw a module exception (OrdersException, ...) with a
 * stable code; the HTTP filter maps it to a status and the one error shape the frontend knows.
 */
export class AppException extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number = 400,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown; requestId?: string };
}
