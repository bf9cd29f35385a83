/**
 * The runtime business settings (SPEC sections 3 and 9): their keys, their stored defaults and the
 * typed settings the storefront reads. Shared by the api (which parses and stores them) and the browser
 * (which shows the defaults until the settings arrive). Money is integer pence.
 */

export type SettingKind = 'miles' | 'pence' | 'count' | 'minutes' | 'boolean' | 'printer-address' | 'print-on' | 'copies' | 'paper-width' | 'days-ahead' | 'time-of-day';

export interface SettingDefinition {
  kind: SettingKind;
  /** The stored text used when the key is missing. */
  defaultValue: string;
  description: string;
  /** Where development and test differ from production (tests and a local run start without it). */
  defaultOutsideProduction?: string;
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
  require_two_step_for_staff: {
    kind: 'boolean',
    defaultValue: 'true',
    defaultOutsideProduction: 'false',
    description: 'Whether staff and administrators must sign in with a passkey or an authenticator app',
  },
  // Issue 26: the kitchen printer (ESC/POS over TCP). The worker prints; see docs/operations.md.
  printer_address: { kind: 'printer-address', defaultValue: '', description: 'Kitchen printer address, host:port (ESC/POS over TCP, usually port 9100); empty: no printer' },
  printer_print_on: {
    kind: 'print-on',
    defaultValue: 'placed',
    description: "When tickets print: placed (pay-later orders when placed, online orders when Stripe's payment arrives) or paid (every order when it is paid)",
  },
  printer_copies: { kind: 'copies', defaultValue: '1', description: 'Copies of each kitchen ticket (1 to 3)' },
  printer_paper_width: { kind: 'paper-width', defaultValue: '80', description: 'Kitchen printer paper width in millimetres (58 or 80)' },
  collection_board: { kind: 'boolean', defaultValue: 'false', description: 'Whether the collection board (/board) shows order numbers for the counter screen' },
  // Issue 29: last week's figures to every administrator, Mondays at 09:00 London.
  weekly_summary_email: { kind: 'boolean', defaultValue: 'true', description: "Whether administrators get last week's summary by e-mail every Monday at 09:00" },
  // Issue 28: order ahead. 0 is the spec's today only; the seed allows 6 days.
  order_ahead_days_collection: { kind: 'days-ahead', defaultValue: '0', description: 'How many days ahead customers may order for collection (0: today only, at most 14)' },
  order_ahead_days_delivery: { kind: 'days-ahead', defaultValue: '0', description: 'How many days ahead customers may order for delivery (0: today only, at most 14)' },
  same_day_cutoff: { kind: 'time-of-day', defaultValue: '', description: "Orders for today are taken until this time, HH:MM (later days stay open); empty: until today's last slot" },
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
  /** Issue 28: days ahead a customer may order for, by type; 0 is today only. */
  orderAheadDaysCollection: number;
  orderAheadDaysDelivery: number;
  /** 'HH:MM' after which today takes no more orders; '' for none. */
  sameDayCutoff: string;
}

/** SPEC 9's defaults, typed: what toPublicSettings gives when nothing is stored (the api's spec holds them equal). */
export const SETTING_DEFAULTS: PublicSettings = {
  maxDistance: 2,
  deliveryFee: 250,
  minimumOrderValue: 1500,
  timeSlotBuffer: 10,
  ordersPerTimeSlot: 3,
  defaultCapacity: 1,
  bookingCoversCapacity: 20,
  deliveries: true,
  collections: true,
  orderAheadDaysCollection: 0,
  orderAheadDaysDelivery: 0,
  sameDayCutoff: '',
};

/** The most days ahead an administrator may open orders for. */
export const MAX_ORDER_AHEAD_DAYS = 14;

/** When the kitchen printer prints an order (printer_print_on). */
export const PRINT_ON_CHOICES = ['placed', 'paid'] as const;
export type PrintOn = (typeof PRINT_ON_CHOICES)[number];
