import { gridMinutes } from './days-off.js';

/**
 * A weekday's opening sessions as staff edit them (e.g. breakfast and lunch 09:00-14:00, evening
 * 17:00-21:00): times on the 15-minute grid, each ending after it starts, none overlapping.
 */

export const MAX_SESSIONS_PER_DAY = 6;

export interface SessionHours {
  startTime: string;
  endTime: string;
}

export function planSessions(sessions: readonly { startTime?: unknown; endTime?: unknown }[]): { ok: true; sessions: SessionHours[] } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  if (sessions.length > MAX_SESSIONS_PER_DAY) problems.push(`A day may have at most ${MAX_SESSIONS_PER_DAY} sessions.`);
  const parsed: { start: number; end: number; startTime: string; endTime: string }[] = [];
  sessions.forEach((session, index) => {
    const label = `Session ${index + 1}`;
    const startText = typeof session.startTime === 'string' ? session.startTime : '';
    const endText = typeof session.endTime === 'string' ? session.endTime : '';
    const start = gridMinutes(startText);
    const end = gridMinutes(endText, true);
    if (start === null) problems.push(`${label}: start time must be a time on the 15-minute grid, e.g. 09:00.`);
    if (end === null) problems.push(`${label}: end time must be a time on the 15-minute grid, e.g. 14:00.`);
    if (start !== null && end !== null) {
      if (end <= start) problems.push(`${label}: a session must end after it starts.`);
      else parsed.push({ start, end, startTime: startText.slice(0, 5), endTime: endText.slice(0, 5) });
    }
  });
  parsed.sort((a, b) => a.start - b.start);
  for (let i = 1; i < parsed.length; i += 1) {
    if (parsed[i].start < parsed[i - 1].end) {
      problems.push(`Sessions ${parsed[i - 1].startTime}-${parsed[i - 1].endTime} and ${parsed[i].startTime}-${parsed[i].endTime} overlap.`);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, sessions: parsed.map(({ startTime, endTime }) => ({ startTime, endTime })) };
}
