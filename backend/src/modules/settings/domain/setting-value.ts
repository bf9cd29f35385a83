/**
 * How each stored text value of a runtime business setting is parsed, and the typed settings with
 * defaults for missing keys. The keys, their defaults and the typed shape are shared with the
 * frontend (contract/src/settings.ts). Money is integer pence.
 */
import { MAX_ORDER_AHEAD_DAYS, PRINT_ON_CHOICES, type PrintOn, type PublicSettings, SETTING_DEFINITIONS, type SettingDefinition, type SettingKey, type SettingKind, isSettingKey, unknownSettingMessage } from '@walkden/contract/settings';

export { isSettingKey, type PublicSettings, SETTING_DEFINITIONS, SETTING_KEYS, type SettingKey, unknownSettingMessage } from '@walkden/contract/settings';

export type ParsedSetting =
  | { ok: true; value: number | boolean | string; /** The canonical text to store. */ stored: string }
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
    case 'printer-address':
      return parsePrinterAddress(key, text);
    case 'print-on':
      if (!(PRINT_ON_CHOICES as readonly string[]).includes(text)) return { ok: false, reason: `${key} must be ${PRINT_ON_CHOICES.join(' or ')}; got "${raw}"` };
      return { ok: true, value: text, stored: text };
    case 'copies': {
      if (!/^[1-3]$/.test(text)) return { ok: false, reason: `${key} must be 1, 2 or 3 copies; got "${raw}"` };
      return { ok: true, value: Number(text), stored: text };
    }
    case 'paper-width':
      if (text !== '58' && text !== '80') return { ok: false, reason: `${key} must be 58 or 80 (millimetres); got "${raw}"` };
      return { ok: true, value: Number(text), stored: text };
    case 'days-ahead':
      return parseWholeNumber(key, text, MAX_ORDER_AHEAD_DAYS, 'days', '6; 0 for today only');
    case 'time-of-day': {
      if (text === '') return { ok: true, value: '', stored: '' };
      const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text);
      if (!match) return { ok: false, reason: `${key} must be a time of day, HH:MM (e.g. 20:30), or empty for none; got "${raw}"` };
      const stored = `${match[1].padStart(2, '0')}:${match[2]}`;
      return { ok: true, value: stored, stored };
    }
  }
}

const PRINTER_HOST = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
/** The port of most network receipt printers (raw ESC/POS, "JetDirect"). */
export const DEFAULT_PRINTER_PORT = 9100;

/** A printer's host:port (a host alone means port 9100), or empty for no printer. */
function parsePrinterAddress(key: string, text: string): ParsedSetting {
  if (text === '') return { ok: true, value: '', stored: '' };
  const match = /^([^:\s]+)(?::(\d{1,5}))?$/.exec(text);
  const port = match?.[2] === undefined ? DEFAULT_PRINTER_PORT : Number(match[2]);
  if (!match || !PRINTER_HOST.test(match[1]) || port < 1 || port > 65535) {
    return { ok: false, reason: `${key} must be the printer's host:port (e.g. 192.168.1.50:9100), or empty for no printer; got "${text}"` };
  }
  const stored = `${match[1]}:${port}`;
  return { ok: true, value: stored, stored };
}

/** The kitchen printer's settings, typed. */
export interface PrinterSettings {
  /** host:port, or null when no printer is set. */
  address: string | null;
  printOn: PrintOn;
  copies: number;
  paperWidth: 58 | 80;
}

/** The printer settings from the stored rows (defaults for missing or invalid keys); `defaultAddress` stands in while printer_address was never saved. */
export function toPrinterSettings(rows: ReadonlyArray<{ key: string; value: string }>, defaultAddress = ''): PrinterSettings {
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  if (!stored.has('printer_address') && defaultAddress !== '') stored.set('printer_address', defaultAddress);
  const address = String(typedValue('printer_address', stored));
  return {
    address: address === '' ? null : address,
    printOn: typedValue('printer_print_on', stored) as PrintOn,
    copies: Number(typedValue('printer_copies', stored)),
    paperWidth: Number(typedValue('printer_paper_width', stored)) === 58 ? 58 : 80,
  };
}

/** The stored text a missing key stands for, in production or elsewhere. */
export function settingDefault(key: SettingKey, production: boolean): string {
  const definition: SettingDefinition = SETTING_DEFINITIONS[key];
  return production ? definition.defaultValue : (definition.defaultOutsideProduction ?? definition.defaultValue);
}

/** "Require two-step sign-in for staff", from the stored value or the environment's default. */
export function requiresTwoStepForStaff(stored: string | undefined, production: boolean): boolean {
  const parsed = stored === undefined ? undefined : parseSettingValue('require_two_step_for_staff', stored);
  return parsed?.ok ? parsed.value === true : settingDefault('require_two_step_for_staff', production) === 'true';
}

function typedValue(key: SettingKey, stored: ReadonlyMap<string, string>): number | boolean | string {
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
    orderAheadDaysCollection: numberOf('order_ahead_days_collection'),
    orderAheadDaysDelivery: numberOf('order_ahead_days_delivery'),
    sameDayCutoff: String(typedValue('same_day_cutoff', stored)),
  };
}
