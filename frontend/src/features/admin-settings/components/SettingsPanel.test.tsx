import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../app/AppProviders';
import { createTestEmotionCache } from '../../../test/emotion-cache';
import { Notifier } from '../../../app/layout/Notifier';
import { makeStore } from '../../../app/store';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { SettingsPanel } from './SettingsPanel';

const STORED = { deliveries: 'true', collections: 'true', require_two_step_for_staff: 'false', collection_board: 'false', weekly_summary_email: 'true', max_distance: '2', delivery_fee: '250', time_slot_buffer: '10', minimum_order_value: '1500', orders_per_time_slot: '3', default_capacity: '1', booking_covers_capacity: '20', order_ahead_days_collection: '6', order_ahead_days_delivery: '6', same_day_cutoff: '' };
const settings = (values: Record<string, string>) => Object.entries(values).map(([key, value]) => ({ key, value, isDefault: false, description: '', updatedAt: null }));

function renderPanel() {
  return render(
    <AppProviders store={makeStore()} emotionCache={createTestEmotionCache()}>
      <SettingsPanel />
      <Notifier />
    </AppProviders>,
  );
}

const saves = () => sentRequests.filter((request) => request.method === 'PUT' && request.path === '/api/admin/settings');

describe('the Settings tab', () => {
  it('shows the two switches and the inputs, money in pounds, and saves all of them in pence', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/admin/settings', { body: settings(STORED) });
    answerApi('PUT', '/api/admin/settings', { body: settings({ ...STORED, deliveries: 'false', delivery_fee: '300' }) });
    renderPanel();

    const deliveries = await screen.findByRole('switch', { name: 'Deliveries' });
    expect(deliveries).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Collections' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Require two-step sign-in for staff' })).not.toBeChecked();
    expect(screen.getByLabelText('Delivery fee (£)')).toHaveValue('2.50');
    expect(screen.getByLabelText('Minimum order (£)')).toHaveValue('15.00');
    expect(screen.getByLabelText('Delivery radius (miles)')).toHaveValue('2');
    expect(screen.getByLabelText('Time slot buffer (minutes)')).toHaveValue('10');
    expect(screen.getByLabelText('Orders per time slot')).toHaveValue('3');
    expect(screen.getByLabelText('Table bookings per time')).toHaveValue('1');
    expect(screen.getByLabelText('Guests per table time')).toHaveValue('20');

    await user.click(deliveries);
    await user.clear(screen.getByLabelText('Delivery fee (£)'));
    await user.type(screen.getByLabelText('Delivery fee (£)'), '3');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.getByText('Global settings have been updated successfully.')).toBeInTheDocument();
    // The kitchen printer's fields go too, with their defaults when none is stored (issue 26).
    const printer = { printer_address: '', printer_print_on: 'placed', printer_copies: '1', printer_paper_width: '80' };
    expect(saves().map((request) => request.body)).toEqual([{ values: { ...STORED, ...printer, deliveries: 'false', delivery_fee: '300' } }]);
  });

  it("shows the server's message under the field it refused", async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/admin/settings', { body: settings(STORED) });
    const message = 'max_distance must be at most 100 miles; got "1000"';
    answerApi('PUT', '/api/admin/settings', { status: 422, body: { error: { code: 'SETTINGS_INVALID', message, details: { fields: [{ key: 'max_distance', message }] } } } });
    renderPanel();

    const radius = await screen.findByLabelText('Delivery radius (miles)');
    await user.clear(radius);
    await user.type(radius, '1000');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    await waitFor(() => expect(radius).toHaveAccessibleDescription(message));
    expect(radius).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a fee that is not an amount in pounds without asking the server', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/admin/settings', { body: settings(STORED) });
    renderPanel();
    const fee = await screen.findByLabelText('Delivery fee (£)');
    await user.clear(fee);
    await user.type(fee, 'free');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    expect(fee).toHaveAccessibleDescription('Delivery fee must be an amount in pounds, e.g. 2.50');
    expect(saves()).toEqual([]);
  });

  it("says 'Failed to load settings' when they cannot be loaded", async () => {
    answerApi('GET', '/api/admin/settings', { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } });
    renderPanel();
    expect(await screen.findAllByText('Failed to load settings')).not.toHaveLength(0);
  });
});
