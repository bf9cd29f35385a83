import { AppException } from '../../infra/http/app.exception.js';

/** Expected failures of opening times, the slot grid and days off. */
export class SchedulingException extends AppException {
  /** details.fields lists { field, message } per refused field. */
  static invalidTimeOff(fields: { field: string; message: string }[]): SchedulingException {
    return new SchedulingException('TIME_OFF_INVALID', fields.map((field) => field.message).join(' '), 422, { fields });
  }

  static offGrid(time: string): SchedulingException {
    return new SchedulingException('SLOT_OFF_GRID', `"${time}" is not a slot: slots run from 09:00 to 23:45 in 15-minute steps.`, 422);
  }

  static invalidSessions(problems: string[]): SchedulingException {
    return new SchedulingException('SESSIONS_INVALID', problems.join(' '), 422, { problems });
  }

  static invalidWeekday(day: string): SchedulingException {
    return new SchedulingException('WEEKDAY_INVALID', `"${day}" is not a weekday: use 0 (Sunday) to 6 (Saturday).`, 422);
  }

  static invalidDate(field: string, value: string): SchedulingException {
    return new SchedulingException('DATE_INVALID', `${field} must be a date as YYYY-MM-DD; got "${value}".`, 422);
  }

  static dayOffNotFound(id: string): SchedulingException {
    return new SchedulingException('DAY_OFF_NOT_FOUND', `No day off has the id ${id}.`, 404);
  }

  static invalidPrepTime(): SchedulingException {
    return new SchedulingException('PREP_TIME_INVALID', 'Extra prep time must be from 10 to 60 minutes, in steps of 5.', 422);
  }
}
