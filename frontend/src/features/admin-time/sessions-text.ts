import type { SessionHours } from './admin-time-api';

/** Sessions as staff type them: '09:00-14:00, 17:00-21:00'. */
export function sessionsToText(sessions: readonly SessionHours[]): string {
  return sessions.map((session) => `${session.startTime}-${session.endTime}`).join(', ');
}

const SESSION = /^(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/;

/** The sessions written in the text, or null when it is not in that form (the server checks the times). */
export function textToSessions(text: string): SessionHours[] | null {
  const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
  const sessions: SessionHours[] = [];
  for (const part of parts) {
    const match = SESSION.exec(part);
    if (!match) return null;
    sessions.push({ startTime: match[1], endTime: match[2] });
  }
  return sessions;
}
