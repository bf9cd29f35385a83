import { formatPence } from '@walkden/contract/money';
import { AppException } from '../../infra/http/app.exception.js';

/** Expected failures of drivers and the tips ledger (issue 29). */
export class TipsException extends AppException {
  static driverNotForCollection(): TipsException {
    return new TipsException('DRIVER_NOT_FOR_COLLECTION', 'Only a delivery order has a driver: this order is for collection.', 409);
  }

  static driverNotForAbandoned(): TipsException {
    return new TipsException('DRIVER_NOT_FOR_ABANDONED', 'This order was abandoned: nobody delivers it.', 409);
  }

  static driverNotStaff(): TipsException {
    return new TipsException('DRIVER_NOT_STAFF', 'That account is not a member of staff: pick one from the list or type the driver’s name.', 422);
  }

  static driverInvalid(problem: string): TipsException {
    return new TipsException('DRIVER_INVALID', problem, 422);
  }

  static monthInvalid(problem: string): TipsException {
    return new TipsException('TIPS_MONTH_INVALID', problem, 422);
  }

  static nothingOwed(driverName: string | null, month: string, overpaidPence: number): TipsException {
    const who = driverName ?? 'This driver';
    const message = overpaidPence > 0 ? `${who} has been paid ${formatPence(overpaidPence)} more than the tips of ${month}: nothing is owed.` : `${who} is owed nothing for ${month}.`;
    return new TipsException('NOTHING_OWED', message, 409);
  }
}
