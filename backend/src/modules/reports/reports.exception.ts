import { AppException } from '../../infra/http/app.exception.js';

/** Expected failures of the owner's reports. */
export class ReportsException extends AppException {
  static invalidRange(problem: string): ReportsException {
    return new ReportsException('REPORT_RANGE_INVALID', problem, 422);
  }
}
