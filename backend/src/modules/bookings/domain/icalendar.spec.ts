import { DateTime } from 'luxon';
import { buildCalendar, escapeText, foldLine } from './icalendar.js';

describe('the booking calendar file', () => {
  const start = DateTime.fromISO('2031-07-05T19:30:00', { zone: 'Europe/London' });
  const ics = buildCalendar({
    uid: 'booking-1@walkden.bookings',
    start,
    durationMinutes: 90,
    summary: 'Table for 4 at Walkden Fried Chicken & Pizza',
    description: 'Booking for Sam; window seat, please',
    location: 'Bolton Road, Walkden',
    stamp: DateTime.fromISO('2031-07-01T10:00:00Z'),
  });

  it('is one event in UTC, the London summer time converted', () => {
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20310705T183000Z');
    expect(lines).toContain('DTEND:20310705T200000Z');
    expect(lines).toContain('DTSTAMP:20310701T100000Z');
    expect(lines).toContain('UID:booking-1@walkden.bookings');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    expect(ics).toContain('DESCRIPTION:Booking for Sam\\; window seat\\, please');
    expect(escapeText('a\\b\nc')).toBe('a\\\\b\\nc');
  });

  it('turns a lone CR into an escaped newline, so no raw CR can end a content line early', () => {
    expect(escapeText('a\rb')).toBe('a\\nb');
    expect(escapeText('a\r\nb\rc\nd')).toBe('a\\nb\\nc\\nd');
    const ics = buildCalendar({ uid: 'u@x', start, durationMinutes: 90, summary: 'Table', description: 'line one\rEND:VEVENT', location: 'here', stamp: start });
    expect(ics.replace(/\r\n/g, '')).not.toContain('\r');
    expect(ics.split('\r\n').filter((line) => line === 'END:VEVENT')).toHaveLength(1);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });
});
