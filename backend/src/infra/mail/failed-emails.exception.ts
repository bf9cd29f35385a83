import { AppException } from '../http/app.exception.js';

/** Expected failures of resending permanently failed e-mails. */
export class FailedEmailsException extends AppException {
  static notFailed(id: string): FailedEmailsException {
    return new FailedEmailsException('EMAIL_NOT_FAILED', `No permanently failed e-mail has the id ${id}`, 404);
  }

  static queueUnavailable(reason: string): FailedEmailsException {
    return new FailedEmailsException('QUEUE_UNAVAILABLE', `Cannot reach the mail queue in Redis (${reason}); nothing was resent`, 503);
  }
}
