/**
 * The opening hours the site states (home, contact, footer, structured data), derived from the
 * same opening days and sessions that decide which slots can be ordered, so they can never disagree.
 */

export interface SessionRow {
  /** 0 = Sunday .. 6 = Saturday. */
  dayOfWeek: number;
  /** 'HH:MM:SS' */
  startTime: string;
  endTime: string;
}

export interface OpeningPeriod {
  /** 'HH:MM', 24-hour */
  opens: string;
  closes: string;
}

export interface WeekdayHours {
  dayOfWeek: number;
  day: string;
  /** Empty: closed that day. */
  periods: OpeningPeriod[];
  /** '9:00-14:00, 17:00-21:00', or 'Closed'. */
  times: string;
}

/** One session shared by several weekdays: 'Breakfast & Lunch', 'Tuesday to Sunday', '9:00-14:00', 'Tues-Sun 9-2'. */
export interface SessionSummary extends OpeningPeriod {
  name: string;
  dayNames: string[];
  days: string;
  times: string;
  short: string;
}

export interface OpeningHours {
  /** Monday first, seven days. */
  week: WeekdayHours[];
  summary: SessionSummary[];
  /** 'Closed Mondays', or null when open every day. */
  closed: string | null;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SHORT_DAY_NAMES = ['Sun', 'Mon', 'Tues', 'Wed', 'Thurs', 'Fri', 'Sat'];
/** Monday first, as the site and the SPEC list days. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

const hourMinute = (time: string) => time.slice(0, 5);
const [hourOf, minuteOf] = [(time: string) => Number(time.slice(0, 2)), (time: string) => Number(time.slice(3, 5))];

/** '09:00' → '9:00' */
function longTime(time: string): string {
  return `${hourOf(time)}:${time.slice(3, 5)}`;
}

/** '14:00' → '2', '17:30' → '5:30': the home page's short form. */
function shortTime(time: string): string {
  const hour = hourOf(time) % 12 || 12;
  return minuteOf(time) === 0 ? String(hour) : `${hour}:${time.slice(3, 5)}`;
}

function sessionName({ opens, closes }: OpeningPeriod): string {
  if (hourOf(opens) < 11) return hourOf(closes) >= 13 ? 'Breakfast & Lunch' : 'Breakfast';
  if (hourOf(opens) < 16) return 'Lunch';
  return 'Evening';
}

/** Runs of consecutive days in Monday-first order: [[2,3,4,5,6,0]] for Tuesday to Sunday. */
function runs(days: number[]): number[][] {
  const positions = days.map((day) => WEEK_ORDER.indexOf(day)).sort((a, b) => a - b);
  const result: number[][] = [];
  for (const position of positions) {
    const last = result.at(-1);
    if (last && WEEK_ORDER.indexOf(last.at(-1)!) === position - 1) last.push(WEEK_ORDER[position]);
    else result.push([WEEK_ORDER[position]]);
  }
  return result;
}

function dayRange(days: number[], names: string[], to: string): string {
  return runs(days)
    .map((run) => {
      if (run.length === 1) return names[run[0]];
      if (run.length === 2) return `${names[run[0]]}, ${names[run[1]]}`;
      return `${names[run[0]]}${to}${names[run.at(-1)!]}`;
    })
    .join(', ');
}

function plural(days: number[]): string {
  const names = WEEK_ORDER.filter((day) => days.includes(day)).map((day) => `${DAY_NAMES[day]}s`);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A weekday is open when it is marked open and has at least one session; sessions of a closed weekday are not offered. */
export function openingHours(openWeekdays: readonly number[], sessions: readonly SessionRow[]): OpeningHours {
  const offered = sessions
    .filter((session) => openWeekdays.includes(session.dayOfWeek))
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
  const week = WEEK_ORDER.map((dayOfWeek) => {
    const periods = offered.filter((s) => s.dayOfWeek === dayOfWeek).map((s) => ({ opens: hourMinute(s.startTime), closes: hourMinute(s.endTime) }));
    const times = periods.map((period) => `${longTime(period.opens)}-${longTime(period.closes)}`).join(', ');
    return { dayOfWeek, day: DAY_NAMES[dayOfWeek], periods, times: times || 'Closed' };
  });

  const groups = new Map<string, { period: OpeningPeriod; days: number[] }>();
  for (const session of offered) {
    const period = { opens: hourMinute(session.startTime), closes: hourMinute(session.endTime) };
    const key = `${period.opens}-${period.closes}`;
    const group = groups.get(key) ?? { period, days: [] };
    if (!group.days.includes(session.dayOfWeek)) group.days.push(session.dayOfWeek);
    groups.set(key, group);
  }
  const summary = [...groups.values()].map(({ period, days }) => {
    const shortDays = dayRange(days, SHORT_DAY_NAMES, '-');
    return {
      ...period,
      name: sessionName(period),
      dayNames: WEEK_ORDER.filter((day) => days.includes(day)).map((day) => DAY_NAMES[day]),
      days: dayRange(days, DAY_NAMES, ' to '),
      times: `${longTime(period.opens)}-${longTime(period.closes)}`,
      short: `${shortDays} ${shortTime(period.opens)}-${shortTime(period.closes)}`,
    };
  });

  const closedDays = week.filter((day) => day.periods.length === 0).map((day) => day.dayOfWeek);
  return { week, summary, closed: closedDays.length === 0 ? null : `Closed ${plural(closedDays)}` };
}
