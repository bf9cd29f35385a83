import { DateTime } from 'luxon';
import { DAY_OFF_TYPES, type DayOffType } from '../entities/day-off.entity.js';

/**
 * Time off (SPEC sections 3 and 5): a range of dates written as one row per day, all day or a
 * window on the 15-minute grid, with a type and a reason. Pure: validation and expansion only.
 */

export const MAX_DAYS_OFF_IN_ONE_GO = 366;
const REASON_MAX = 500;

export interface DaysOffRequest {
  type: string;
  startDate: string;
  /** Defaults to the start date. */
  endDate?: string | null;
  allDay: boolean;
  startTime?: string | null;
  endTime?: string | null;
  reason?: string | null;
}

export interface DaysOffPlan {
  type: DayOffType;
  startDate: string;
  endDate: string;
  /** One per day, oldest first. */
  dates: string[];
  allDay: boolean;
  /** 'HH:MM', null when all day. */
  startTime: string | null;
  endTime: string | null;
  reason: string;
}

export type DaysOffProblem = { field: string; message: string };

const isoDate = (text: string | null | undefined): DateTime | null => {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = DateTime.fromISO(text, { zone: 'Europe/London' });
  return date.isValid ? date : null;
};

/** 'HH:MM' (or 'HH:MM:SS') on the 15-minute grid, as minutes after midnight; null otherwise. */
export function gridMinutes(time: string | null | undefined, allowMidnightEnd = false): number | null {
  const match = /^(\d{2}):(\d{2})(:00)?$/.exec(time ?? '');
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) % 15 !== 0) return null;
  if (minutes > 23 * 60 + 45 && !(allowMidnightEnd && minutes === 24 * 60)) return null;
  return minutes;
}

export function planDaysOff(request: DaysOffRequest): { ok: true; plan: DaysOffPlan } | { ok: false; problems: DaysOffProblem[] } {
  const problems: DaysOffProblem[] = [];
  if (!(DAY_OFF_TYPES as readonly string[]).includes(request.type)) {
    problems.push({ field: 'type', message: `Type must be one of ${DAY_OFF_TYPES.join(', ')}.` });
  }
  const start = isoDate(request.startDate);
  if (!start) problems.push({ field: 'startDate', message: 'Start date is required, as YYYY-MM-DD.' });
  const end = request.endDate ? isoDate(request.endDate) : start;
  if (request.endDate && !end) problems.push({ field: 'endDate', message: 'End date must be a date, as YYYY-MM-DD.' });
  if (start && end && end < start) problems.push({ field: 'endDate', message: 'End date cannot be before the start date.' });
  if (start && end && end >= start && end.diff(start, 'days').days >= MAX_DAYS_OFF_IN_ONE_GO) {
    problems.push({ field: 'endDate', message: `A range of time off may span at most ${MAX_DAYS_OFF_IN_ONE_GO} days.` });
  }
  let startTime: string | null = null;
  let endTime: string | null = null;
  if (!request.allDay) {
    const from = gridMinutes(request.startTime);
    const to = gridMinutes(request.endTime, true);
    if (from === null) problems.push({ field: 'startTime', message: 'Start time must be a time on the 15-minute grid, e.g. 17:00.' });
    if (to === null) problems.push({ field: 'endTime', message: 'End time must be a time on the 15-minute grid, e.g. 21:00.' });
    if (from !== null && to !== null && to <= from) problems.push({ field: 'endTime', message: 'End time must be after the start time.' });
    startTime = request.startTime!.slice(0, 5);
    endTime = request.endTime?.slice(0, 5) ?? null;
  }
  const reason = (request.reason ?? '').trim();
  if (reason.length > REASON_MAX) problems.push({ field: 'reason', message: `Reason must be at most ${REASON_MAX} characters.` });
  if (problems.length > 0 || !start || !end) return { ok: false, problems };

  const dates: string[] = [];
  for (let day = start; day <= end; day = day.plus({ days: 1 })) dates.push(day.toISODate()!);
  return {
    ok: true,
    plan: { type: request.type as DayOffType, startDate: dates[0], endDate: dates.at(-1)!, dates, allDay: request.allDay, startTime, endTime, reason },
  };
}

/** Whether something at `time` ('HH:MM[:SS]') on a day with this time off is affected by it. */
export function isWithinTimeOff(time: string, plan: Pick<DaysOffPlan, 'allDay' | 'startTime' | 'endTime'>): boolean {
  if (plan.allDay) return true;
  const hm = time.slice(0, 5);
  return hm >= plan.startTime! && hm < plan.endTime!;
}
