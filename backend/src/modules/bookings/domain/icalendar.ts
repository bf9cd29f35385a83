import { DateTime } from 'luxon';

/**
 * A one-event iCalendar file (RFC 5545) for a confirmed booking, in UTC so that every calendar
 * places it right whatever its own zone. Text is escaped and lines folded at 75 octets.
 */

export interface CalendarEvent {
  uid: string;
  /** The instant the event starts and how long it lasts. */
  start: DateTime;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  /** When the file was written (DTSTAMP). */
  stamp: DateTime;
}

const utc = (instant: DateTime): string => instant.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");

export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildCalendar(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Walkden Fried Chicken & Pizza//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.start.plus({ minutes: event.durationMinutes }))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
