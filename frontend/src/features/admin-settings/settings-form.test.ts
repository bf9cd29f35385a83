import type { AdminSetting } from './admin-settings-api';
import { toSettingsForm, toSettingValues } from './settings-form';

const stored = (values: Record<string, string>): AdminSetting[] =>
  Object.entries(values).map(([key, value]) => ({ key: key as AdminSetting['key'], value, isDefault: false, description: '', updatedAt: null }));

describe('the Settings form', () => {
  it('shows money in pounds and the switches on unless stored false', () => {
    expect(toSettingsForm(stored({ delivery_fee: '250', minimum_order_value: '1500', max_distance: '2', collections: 'false' }))).toEqual({
      switches: { deliveries: true, collections: false, require_two_step_for_staff: false, collection_board: false, weekly_summary_email: true },
      inputs: {
        max_distance: '2',
        delivery_fee: '2.50',
        time_slot_buffer: '',
        minimum_order_value: '15.00',
        orders_per_time_slot: '',
        default_capacity: '',
        booking_covers_capacity: '',
        order_ahead_days_collection: '',
        order_ahead_days_delivery: '',
        same_day_cutoff: '',
      },
      printer: { printer_address: '', printer_print_on: 'placed', printer_copies: '1', printer_paper_width: '80' },
    });
  });

  it('shows "Require two-step sign-in for staff" on only when the api says true (it lists its default when nothing is stored)', () => {
    expect(toSettingsForm(stored({ require_two_step_for_staff: 'true' })).switches.require_two_step_for_staff).toBe(true);
    expect(toSettingsForm(stored({ require_two_step_for_staff: 'false' })).switches.require_two_step_for_staff).toBe(false);
  });

  it('sends every value as text, pounds as pence', () => {
    const form = toSettingsForm(
      stored({
        delivery_fee: '250',
        minimum_order_value: '1500',
        max_distance: '2',
        time_slot_buffer: '10',
        orders_per_time_slot: '3',
        default_capacity: '2',
        booking_covers_capacity: '24',
        order_ahead_days_collection: '6',
        order_ahead_days_delivery: '2',
        same_day_cutoff: '',
      }),
    );
    form.inputs.delivery_fee = '3.1';
    // Issue 28: the days ahead and the same-day cut-off go as typed (the api checks them).
    form.inputs.same_day_cutoff = ' 20:30 ';
    form.switches.deliveries = false;
    form.switches.require_two_step_for_staff = true;
    expect(toSettingValues(form)).toEqual({
      values: {
        deliveries: 'false',
        collections: 'true',
        require_two_step_for_staff: 'true',
        collection_board: 'false',
        weekly_summary_email: 'true',
        max_distance: '2',
        delivery_fee: '310',
        time_slot_buffer: '10',
        minimum_order_value: '1500',
        orders_per_time_slot: '3',
        default_capacity: '2',
        booking_covers_capacity: '24',
        order_ahead_days_collection: '6',
        order_ahead_days_delivery: '2',
        same_day_cutoff: '20:30',
        printer_address: '',
        printer_print_on: 'placed',
        printer_copies: '1',
        printer_paper_width: '80',
      },
    });
  });

  it('shows the kitchen printer as stored and sends it as typed, the address trimmed (issue 26)', () => {
    const form = toSettingsForm(stored({ delivery_fee: '250', minimum_order_value: '1500', printer_address: '192.168.1.50:9100', printer_print_on: 'paid', printer_copies: '2', printer_paper_width: '58' }));
    expect(form.printer).toEqual({ printer_address: '192.168.1.50:9100', printer_print_on: 'paid', printer_copies: '2', printer_paper_width: '58' });
    form.printer.printer_address = ' kitchen.local:9100 ';
    const sent = toSettingValues(form);
    expect('values' in sent && sent.values).toMatchObject({ printer_address: 'kitchen.local:9100', printer_print_on: 'paid', printer_copies: '2', printer_paper_width: '58' });
  });

  it('refuses a £ field that is not an amount, naming it', () => {
    const form = toSettingsForm(stored({ delivery_fee: '250', minimum_order_value: '1500' }));
    form.inputs.delivery_fee = '-1';
    form.inputs.minimum_order_value = '';
    expect(toSettingValues(form)).toEqual({
      errors: { delivery_fee: 'Delivery fee must be an amount in pounds, e.g. 2.50', minimum_order_value: 'Minimum order must be an amount in pounds, e.g. 2.50' },
    });
  });
});
