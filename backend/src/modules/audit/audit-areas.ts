/** Every admin area whose changes the audit log records (the filter of the Audit log page). */
export const AUDIT_AREAS = ['category', 'menu_item', 'menu_option', 'menu_choice_groups', 'kitchen_station', 'settings', 'user', 'opening_time', 'time_slot', 'day_off', 'booking', 'order', 'busy_mode', 'tips'] as const;

export type AuditArea = (typeof AUDIT_AREAS)[number];
