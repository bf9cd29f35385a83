import type { AuditArea, AuditEntry } from './admin-audit-api';

/** The area filter's choices, in the order staff see the tabs. */
export const AUDIT_AREA_LABELS: Record<AuditArea, string> = {
  menu_item: 'Menu item',
  menu_option: 'Menu option',
  menu_choice_groups: 'Menu choices',
  category: 'Category',
  opening_time: 'Opening times',
  time_slot: 'Time slot',
  kitchen_station: 'Kitchen station',
  day_off: 'Day off',
  booking: 'Booking',
  order: 'Order',
  user: 'User',
  settings: 'Settings',
  busy_mode: 'Busy mode',
  tips: 'Tips',
};

const whenFormatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/London',
});

/** '14 Jan 2031, 12:00:05' in the restaurant's time. */
export function formatAuditWhen(iso: string): string {
  return whenFormatter.format(new Date(iso));
}

function show(value: unknown): string {
  return value === undefined ? '—' : JSON.stringify(value);
}

/**
 * The fields that differ, one 'key: before → after' line each; a creation or deletion lists the
 * whole row on one side. Unchanged fields are left out.
 */
export function describeAuditChange(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => {
      if (entry.before === null) return `${key}: ${show(after[key])}`;
      if (entry.after === null) return `${key}: ${show(before[key])} → deleted`;
      return `${key}: ${show(before[key])} → ${show(after[key])}`;
    });
}
