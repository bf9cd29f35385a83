/**
 * The runtime business settings (SPEC sections 3 and 9): their keys, how each stored text value
 * is parsed, and the defaults used when a key is missing. Money is integer pence.
 */

type SettingKind = 'miles' | 'pence' | 'count' | 'minutes' | 'boolean';

interface SettingDefinition {
  kind: SettingKind;
  /** The stored text used when the key is missing. */
  defaultValue: string;
  description: string;
}

export const SETTING_DEFINITIONS = {
  max_distance: { kind: 'miles', defaultValue: '2', description: 'Delivery radius in miles' },
  delivery_fee: { kind: 'pence', defaultValue: '250', description: 'Delivery fee in pence' },
  minimum_order_value: { kind: 'pence', defaultValue: '1500', description: 'Minimum delivery order subtotal in pence' },
  time_slot_buffer: { kind: 'minutes', defaultValue: '10', description: 'Minutes from now before the first selectable slot' },
  orders_per_time_slot: { kind: 'count', defaultValue: '3', description: 'Orders accepted per 15-minute slot' },
  default_capacity: { kind: 'count', defaultValue: '1', description: 'Table bookings accepted per time' },
  booking_covers_capacity: { kind: 'count', defaultValue: '20', description: 'Guests seated per table booking time (the sum of party sizes)' },
  deliveries: { kind: 'boolean', defaultValue: 'true', description: 'Whether delivery orders are accepted' },
  collections: { kind: 'boolean', defaultValue: 'true', description: 'Whether collection orders are accepted' },
} as const satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof SETTING_DEFINITIONS;

export const SETTING_KEYS = Object.keys(SETTING_DEFINITIONS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_DEFINITIONS, key);
}

export function unknownSettingMessage(key: string): string {
  return `Unknown setting "${key}". Known settings: ${SETTING_KEYS.join(', ')}`;
}

/** The settings the storefront needs, typed. */
export interface PublicSettings {
  /** Miles. */
  maxDistance: number;
  /** Pence. */
  deliveryFee: number;
  /** Pence. */
  minimumOrderValue: number;
  /** Minutes. */
  timeSlotBuffer: number;
  ordersPerTimeSlot: number;
  defaultCapacity: number;
  bookingCoversCapacity: number;
  deliveries: boolean;
  collections: boolean;
}

export type ParsedSetting =
  | { ok: true; value: number | boolean; /** The canonical text to store. */ stored: string }
  | { ok: false; reason: string };

const MAX_MILES = 100;
const MAX_PENCE = 1_000_000;
const MAX_COUNT = 1000;
const MAX_MINUTES = 24 * 60;

function parseWholeNumber(key: string, raw: string, max: number, unit: string, example: string): ParsedSetting {
  if (!/^\d+$/.test(raw)) return { ok: false, reason: `${key} must be a whole number of ${unit}, 0 or more (e.g. ${example}); got "${raw}"` };
  const value = Number(raw);
  if (value > max) return { ok: false, reason: `${key} must be at most ${max} ${unit}; got "${raw}"` };
  return { ok: true, value, stored: String(value) };
}

/** Parses and validates the text value of a setting. Leading and trailing spaces are ignored. */
export function parseSettingValue(key: string, raw: string): ParsedSetting {
  if (!isSettingKey(key)) {
    return { ok: false, reason: unknownSettingMessage(key) };
  }
  const text = raw.trim();
  const kind: SettingKind = SETTING_DEFINITIONS[key].kind;
  switch (kind) {
    case 'miles': {
      if (!/^\d+(\.\d+)?$/.test(text)) {
        return { ok: false, reason: `${key} must be a distance in miles, 0 or more (e.g. 2 or 2.5); got "${raw}"` };
      }
      const value = Number(text);
      if (value > MAX_MILES) return { ok: false, reason: `${key} must be at most ${MAX_MILES} miles; got "${raw}"` };
      return { ok: true, value, stored: String(value) };
    }
    case 'pence':
      return parseWholeNumber(key, text, MAX_PENCE, 'pence', '250 for £2.50');
    case 'minutes':
      return parseWholeNumber(key, text, MAX_MINUTES, 'minutes', '10');
    case 'count':
      return parseWholeNumber(key, text, MAX_COUNT, 'orders', '3');
    case 'boolean':
      if (text !== 'true' && text !== 'false') return { ok: false, reason: `${key} must be true or false; got "${raw}"` };
      return { ok: true, value: text === 'true', stored: text };
  }
}

function typedValue(key: SettingKey, stored: ReadonlyMap<string, string>): number | boolean {
  const raw = stored.get(key);
  const parsed = raw === undefined ? undefined : parseSettingValue(key, raw);
  if (parsed?.ok) return parsed.value;
  // Missing, or a value written around the service: fall back to the default.
  const fallback = parseSettingValue(key, SETTING_DEFINITIONS[key].defaultValue);
  if (!fallback.ok) throw new Error(`Invalid default for setting ${key}: ${fallback.reason}`);
  return fallback.value;
}

export interface SettingFieldError {
  key: string;
  message: string;
}

/**
 * Validates a whole Settings form: every value must be text that parses for its key, and every key
 * must be known. Returns the canonical values to store, or one message per refused field.
 */
export function parseSettingsForm(
  values: Readonly<Record<string, unknown>>,
): { ok: true; stored: Map<SettingKey, string> } | { ok: false; errors: SettingFieldError[] } {
  const stored = new Map<SettingKey, string>();
  const errors: SettingFieldError[] = [];
  for (const [key, raw] of Object.entries(values)) {
    if (typeof raw !== 'string') {
      errors.push({ key, message: `${key} must be given as text; got ${raw === null ? 'null' : typeof raw}` });
      continue;
    }
    const parsed = parseSettingValue(key, raw);
    if (parsed.ok) stored.set(key as SettingKey, parsed.stored);
    else errors.push({ key, message: parsed.reason });
  }
  if (errors.length === 0 && stored.size === 0) errors.push({ key: '', message: 'No setting was given.' });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, stored };
}

/** Typed settings from the stored rows, with SPEC section 9's defaults for missing or invalid keys. */
export function toPublicSettings(rows: ReadonlyArray<{ key: string; value: string }>): PublicSettings {
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const numberOf = (key: SettingKey): number => Number(typedValue(key, stored));
  const booleanOf = (key: SettingKey): boolean => typedValue(key, stored) === true;
  return {
    maxDistance: numberOf('max_distance'),
    deliveryFee: numberOf('delivery_fee'),
    minimumOrderValue: numberOf('minimum_order_value'),
    timeSlotBuffer: numberOf('time_slot_buffer'),
    ordersPerTimeSlot: numberOf('orders_per_time_slot'),
    defaultCapacity: numberOf('default_capacity'),
    bookingCoversCapacity: numberOf('booking_covers_capacity'),
    deliveries: booleanOf('deliveries'),
    collections: booleanOf('collections'),
  };
}
