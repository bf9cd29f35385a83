import type { AdminSetting } from './admin-settings-api';

/** The Settings tab's form (SPEC 2): two switches and five inputs, and the two table booking capacities (issue 14). Money is typed in £ and sent in pence. */
export type SwitchKey = 'deliveries' | 'collections' | 'require_two_step_for_staff' | 'collection_board' | 'weekly_summary_email';
export type InputKey =
  | 'max_distance'
  | 'delivery_fee'
  | 'time_slot_buffer'
  | 'minimum_order_value'
  | 'orders_per_time_slot'
  | 'default_capacity'
  | 'booking_covers_capacity'
  | 'order_ahead_days_collection'
  | 'order_ahead_days_delivery'
  | 'same_day_cutoff';

export type PrinterKey = 'printer_address' | 'printer_print_on' | 'printer_copies' | 'printer_paper_width';

export interface SettingsForm {
  switches: Record<SwitchKey, boolean>;
  inputs: Record<InputKey, string>;
  /** Issue 26: the kitchen printer, sent as typed (the api checks the address). */
  printer: Record<PrinterKey, string>;
}

export const SWITCHES: readonly { key: SwitchKey; label: string }[] = [
  { key: 'deliveries', label: 'Deliveries' },
  { key: 'collections', label: 'Collections' },
  // Issue 24: staff must confirm a passkey or an authenticator app (the api's default: on in production).
  { key: 'require_two_step_for_staff', label: 'Require two-step sign-in for staff' },
  // Issue 26: the counter screen at /board (off by default).
  { key: 'collection_board', label: 'Collection board' },
  // Issue 29: Mondays at 09:00, to every administrator (on by default).
  { key: 'weekly_summary_email', label: 'Weekly summary e-mail' },
];

export const INPUTS: readonly { key: InputKey; label: string; pounds: boolean }[] = [
  { key: 'max_distance', label: 'Delivery radius (miles)', pounds: false },
  { key: 'delivery_fee', label: 'Delivery fee (£)', pounds: true },
  { key: 'time_slot_buffer', label: 'Time slot buffer (minutes)', pounds: false },
  { key: 'minimum_order_value', label: 'Minimum order (£)', pounds: true },
  { key: 'orders_per_time_slot', label: 'Orders per time slot', pounds: false },
  { key: 'default_capacity', label: 'Table bookings per time', pounds: false },
  { key: 'booking_covers_capacity', label: 'Guests per table time', pounds: false },
  // Issue 28: order ahead (0 days: today only); the cut-off closes today's orders, HH:MM or empty.
  { key: 'order_ahead_days_collection', label: 'Collection: days ahead customers may order', pounds: false },
  { key: 'order_ahead_days_delivery', label: 'Delivery: days ahead customers may order', pounds: false },
  { key: 'same_day_cutoff', label: "Today's orders close at (HH:MM, empty for none)", pounds: false },
];

/** The kitchen printer's fields: its address, then three choices. */
export const PRINTER_ADDRESS = { key: 'printer_address', label: 'Kitchen printer address (host:port)', helper: 'e.g. 192.168.1.50:9100; empty for no printer' } as const;
export const PRINTER_CHOICES: readonly { key: Exclude<PrinterKey, 'printer_address'>; label: string; options: readonly { value: string; label: string }[] }[] = [
  {
    key: 'printer_print_on',
    label: 'Print tickets',
    options: [
      { value: 'placed', label: 'When placed (online orders once paid)' },
      { value: 'paid', label: 'When paid' },
    ],
  },
  {
    key: 'printer_copies',
    label: 'Ticket copies',
    options: ['1', '2', '3'].map((value) => ({ value, label: value })),
  },
  {
    key: 'printer_paper_width',
    label: 'Paper width',
    options: [
      { value: '80', label: '80 mm' },
      { value: '58', label: '58 mm' },
    ],
  },
];

const PRINTER_DEFAULTS: Record<PrinterKey, string> = { printer_address: '', printer_print_on: 'placed', printer_copies: '1', printer_paper_width: '80' };

const POUNDS = /^\d+(\.\d{1,2})?$/;

/** Pence as the £ text staff type: 250 -> '2.50'. Text that is not pence is shown as it is. */
function penceToPounds(value: string): string {
  return /^\d+$/.test(value) ? (Number(value) / 100).toFixed(2) : value;
}

/** The form as loaded: missing values empty, the switches on unless stored 'false' (SPEC 4). */
export function toSettingsForm(settings: readonly AdminSetting[]): SettingsForm {
  const stored = new Map(settings.map((setting) => [setting.key, setting.value]));
  return {
    switches: {
      deliveries: stored.get('deliveries') !== 'false',
      collections: stored.get('collections') !== 'false',
      // The api lists its default when nothing is stored, so the switch shows what applies.
      require_two_step_for_staff: stored.get('require_two_step_for_staff') === 'true',
      collection_board: stored.get('collection_board') === 'true',
      weekly_summary_email: stored.get('weekly_summary_email') !== 'false',
    },
    inputs: Object.fromEntries(
      INPUTS.map(({ key, pounds }) => {
        const value = stored.get(key) ?? '';
        return [key, pounds ? penceToPounds(value) : value];
      }),
    ) as Record<InputKey, string>,
    printer: Object.fromEntries((Object.keys(PRINTER_DEFAULTS) as PrinterKey[]).map((key) => [key, stored.get(key) ?? PRINTER_DEFAULTS[key]])) as Record<PrinterKey, string>,
  };
}

/**
 * What Save Settings sends: every value as text, £ turned into pence. A £ field that is not an
 * amount is refused here, naming the field; everything else the server checks and names.
 */
export function toSettingValues(form: SettingsForm): { values: Record<string, string> } | { errors: Partial<Record<InputKey, string>> } {
  const values: Record<string, string> = Object.fromEntries(SWITCHES.map(({ key }) => [key, String(form.switches[key])]));
  const errors: Partial<Record<InputKey, string>> = {};
  for (const { key, label, pounds } of INPUTS) {
    const text = form.inputs[key].trim();
    if (pounds) {
      if (!POUNDS.test(text)) errors[key] = `${label.replace(' (£)', '')} must be an amount in pounds, e.g. 2.50`;
      else values[key] = String(Math.round(Number(text) * 100));
    } else {
      values[key] = text;
    }
  }
  for (const [key, value] of Object.entries(form.printer)) values[key] = value.trim();
  return Object.keys(errors).length > 0 ? { errors } : { values };
}
