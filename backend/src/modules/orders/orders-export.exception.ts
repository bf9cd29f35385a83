import { AppException } from '../../infra/http/app.exception.js';

/** Expected failures of the operators' order export. */
export class OrdersExportException extends AppException {
  static invalidRange(problem: string): OrdersExportException {
    return new OrdersExportException('EXPORT_RANGE_INVALID', problem, 422);
  }
}
