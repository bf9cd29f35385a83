import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../app/AppProviders';
import { createTestEmotionCache } from '../../../test/emotion-cache';
import { Notifier } from '../../../app/layout/Notifier';
import { makeStore } from '../../../app/store';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { TimePanel } from './TimePanel';
import { TimeOffPanel } from './TimeOffPanel';

function renderWith(node: React.ReactNode) {
  return render(
    <AppProviders store={makeStore()} emotionCache={createTestEmotionCache()}>
      {node}
      <Notifier />
    </AppProviders>,
  );
}

const OVEN = { id: 's-oven', name: 'Oven', unitsPerSlot: 8 };
const FRYER = { id: 's-fryer', name: 'Fryer', unitsPerSlot: 10 };
const slot = (time: string, left: number, colour: string, bookings = 0, kitchen: { stationId: string; units: number }[] = []) => ({ time, capacity: 3, orders: 3 - left, left, bookings, colour, kitchen });
const SCHEDULE = {
  weekStart: '2031-01-13',
  stations: [OVEN, FRYER],
  days: [
    { date: '2031-01-13', closed: true, closedReason: 'closed_day', slots: [] },
    {
      date: '2031-01-14',
      closed: false,
      closedReason: null,
      slots: [
        slot('12:00', 0, 'red', 0, [
          { stationId: FRYER.id, units: 10 },
          { stationId: OVEN.id, units: 6 },
        ]),
        slot('12:15', 1, 'green', 2),
      ],
    },
    ...['15', '16', '17', '18', '19'].map((day) => ({ date: `2031-01-${day}`, closed: false, closedReason: null, slots: [] })),
  ],
};

const sent = (method: string, path: string) => sentRequests.filter((request) => request.method === method && request.path === path).map((request) => request.body);
const posted = (path: string) => sentRequests.filter((request) => request.method === 'POST' && request.path === path).map((request) => request.body);

beforeEach(() => {
  answerApi('GET', '/api/admin/time/schedule', { body: SCHEDULE });
  answerApi('GET', '/api/admin/time/days-off', { body: [] });
  answerApi('GET', '/api/admin/time/opening-times', {
    body: { days: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, isOpen: dayOfWeek !== 1, sessions: dayOfWeek === 1 ? [] : [{ startTime: '09:00', endTime: '14:00' }] })), slots: [{ time: '09:00', isActive: true }, { time: '09:15', isActive: false }] },
  });
});

describe('the Time tab', () => {
  it("shows 'Manage Time' with the weekly schedule Monday first, closed days and each slot's colour", async () => {
    renderWith(<TimePanel />);
    expect(screen.getByRole('heading', { name: 'Manage Time' })).toBeInTheDocument();
    const monday = await screen.findByRole('region', { name: 'Mon 13 Jan' });
    expect(monday).toHaveTextContent('Closed');
    const tuesday = screen.getByRole('region', { name: 'Tue 14 Jan' });
    expect(within(tuesday).getByText('12:00 · 0 left')).toHaveAttribute('data-colour', 'red');
    expect(within(tuesday).getByText('12:15 · 1 left · 2 bookings')).toHaveAttribute('data-colour', 'green');
  });

  it("shows each kitchen station's use of a slot in the kitchen's order, marked when it is full", async () => {
    renderWith(<TimePanel />);
    const tuesday = await screen.findByRole('region', { name: 'Tue 14 Jan' });
    const busy = within(tuesday).getByText('12:00 · 0 left');
    expect(Array.from(busy.querySelectorAll('span[title]'), (use) => use.textContent)).toEqual(['Oven 6/8', 'Fryer 10/10']);
    expect(within(busy).getByText('Oven 6/8')).not.toHaveAttribute('data-full');
    expect(within(busy).getByText('Fryer 10/10')).toHaveAttribute('data-full', 'true');
    // A slot whose orders take nothing of any station says nothing of them.
    expect(within(tuesday).getByText('12:15 · 1 left · 2 bookings')).toHaveTextContent(/^12:15 · 1 left · 2 bookings$/);
  });

  it('switches a weekday and a time slot', async () => {
    const user = userEvent.setup();
    answerApi('PATCH', '/api/admin/time/opening-times/1', { body: {} });
    answerApi('PATCH', '/api/admin/time/time-slots/09:15', { status: 422, body: { error: { code: 'SLOT_OFF_GRID', message: 'nope' } } });
    renderWith(<TimePanel />);
    await user.click(screen.getByRole('tab', { name: 'Opening Times' }));
    const monday = await screen.findByRole('switch', { name: 'Monday' });
    expect(monday).not.toBeChecked();
    await user.click(monday);
    expect(sentRequests.find((request) => request.method === 'PATCH' && request.path === '/api/admin/time/opening-times/1')?.body).toEqual({ isOpen: true });
    await user.click(screen.getByRole('switch', { name: '09:15' }));
    expect(await screen.findByText('Failed to update time slot')).toBeInTheDocument();
  });

  it("edits a weekday's sessions, showing the server's refusal under them", async () => {
    const user = userEvent.setup();
    answerApi('PUT', '/api/admin/time/opening-times/4/sessions', { status: 422, body: { error: { code: 'SESSIONS_INVALID', message: 'Session 2: a session must end after it starts.' } } });
    renderWith(<TimePanel />);
    await user.click(screen.getByRole('tab', { name: 'Opening Times' }));
    const thursday = await screen.findByRole('textbox', { name: 'Thursday sessions' });
    expect(thursday).toHaveValue('09:00-14:00');
    await user.type(thursday, ', 21:00-17:00');
    await user.click(screen.getByRole('button', { name: 'Save Thursday sessions' }));
    expect(await screen.findByText('Failed to update opening time')).toBeInTheDocument();
    expect(thursday).toHaveAccessibleDescription('Session 2: a session must end after it starts.');
    expect(sentRequests.find((request) => request.method === 'PUT')?.body).toEqual({
      sessions: [{ startTime: '09:00', endTime: '14:00' }, { startTime: '21:00', endTime: '17:00' }],
    });
  });

  it('lists the kitchen stations and adds one, saying why the server refused the first try', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/admin/stations', { body: [OVEN, FRYER] });
    answerApi('POST', '/api/admin/stations', { status: 409, body: { error: { code: 'KITCHEN_STATION_NAME_TAKEN', message: 'There is already a station called "Oven".' } } });
    renderWith(<TimePanel />);
    await user.click(screen.getByRole('tab', { name: 'Opening Times' }));
    const card = await screen.findByRole('region', { name: 'Kitchen Stations' });
    expect(card).toHaveTextContent('A 12-inch pizza is 1 oven unit; 8 wings 1 fryer unit.');
    const list = await within(card).findByRole('list', { name: 'Kitchen stations' });
    expect(within(list).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Oven8 units per 15-minute slot', 'Fryer10 units per 15-minute slot']);

    const form = within(card).getByRole('form', { name: 'Add a kitchen station' });
    await user.type(within(form).getByRole('textbox', { name: 'Station name' }), 'Oven');
    await user.type(within(form).getByRole('spinbutton', { name: 'Units per 15-minute slot' }), '6');
    await user.click(within(form).getByRole('button', { name: 'Add station' }));
    expect(await screen.findByText('Failed to add kitchen station')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Station name' })).toHaveAccessibleDescription('There is already a station called "Oven".');

    answerApi('POST', '/api/admin/stations', { status: 201, body: { id: 's-grill', name: 'Grill', unitsPerSlot: 6 } });
    await user.clear(within(form).getByRole('textbox', { name: 'Station name' }));
    await user.type(within(form).getByRole('textbox', { name: 'Station name' }), ' Grill ');
    await user.click(within(form).getByRole('button', { name: 'Add station' }));
    await waitFor(() => expect(sent('POST', '/api/admin/stations')).toHaveLength(2));
    expect(sent('POST', '/api/admin/stations')).toEqual([
      { name: 'Oven', unitsPerSlot: 6 },
      { name: 'Grill', unitsPerSlot: 6 },
    ]);
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Station name' })).toHaveValue(''));
  });

  it("refuses a station's units outside 1 to 1000 without asking the server, and saves an edit in place", async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/admin/stations', { body: [OVEN] });
    answerApi('PATCH', `/api/admin/stations/${OVEN.id}`, { body: { ...OVEN, unitsPerSlot: 12 } });
    renderWith(<TimePanel />);
    await user.click(screen.getByRole('tab', { name: 'Opening Times' }));
    const card = await screen.findByRole('region', { name: 'Kitchen Stations' });
    await user.click(await within(card).findByRole('button', { name: 'Edit Oven' }));
    const form = within(card).getByRole('form', { name: 'Edit Oven' });
    const units = within(form).getByRole('spinbutton', { name: 'Units per 15-minute slot' });
    await user.clear(units);
    await user.type(units, '0');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(units).toHaveAccessibleDescription('Enter a whole number from 1 to 1000.');
    expect(sent('PATCH', `/api/admin/stations/${OVEN.id}`)).toEqual([]);

    await user.clear(units);
    await user.type(units, '12');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(card).queryByRole('form', { name: 'Edit Oven' })).toBeNull());
    expect(sent('PATCH', `/api/admin/stations/${OVEN.id}`)).toEqual([{ name: 'Oven', unitsPerSlot: 12 }]);
  });

  it('deletes a station only once confirmed, saying that its items will use no station', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/admin/stations', { body: [OVEN, FRYER] });
    answerApi('DELETE', `/api/admin/stations/${FRYER.id}`, { status: 204 });
    renderWith(<TimePanel />);
    await user.click(screen.getByRole('tab', { name: 'Opening Times' }));
    const card = await screen.findByRole('region', { name: 'Kitchen Stations' });
    await user.click(await within(card).findByRole('button', { name: 'Delete Fryer' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete Fryer?' });
    expect(dialog).toHaveTextContent('The items and choices cooked at Fryer will then use no station');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE', `/api/admin/stations/${FRYER.id}`)).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Delete Fryer' }));
    dialog = screen.getByRole('dialog', { name: 'Delete Fryer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete station' }));
    await waitFor(() => expect(sent('DELETE', `/api/admin/stations/${FRYER.id}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the orders already placed before saving a day off, and notifies them by e-mail in the same step', async () => {
    const user = userEvent.setup();
    answerApi('POST', '/api/admin/time/days-off/preview', {
      body: {
        dates: ['2031-01-14'],
        orders: [{ id: 'o1', orderNumber: 'WK-0042', orderDate: '2031-01-14', slotTime: '12:00', customerName: 'Ann', customerEmail: 'ann@example.com', status: 'pending' }],
        bookings: [],
      },
    });
    answerApi('POST', '/api/admin/time/days-off', { status: 201, body: { daysOff: [{ id: 'd1' }], notified: 1 } });
    renderWith(<TimeOffPanel />);
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2031-01-14' } });
    await user.type(screen.getByLabelText('Reason'), 'Power cut');
    await user.click(screen.getByRole('button', { name: 'Save Time Off' }));

    const dialog = await screen.findByRole('dialog', { name: 'Orders and bookings on these days' });
    expect(within(dialog).getByText('Order WK-0042 · 2031-01-14 12:00')).toBeInTheDocument();
    expect(posted('/api/admin/time/days-off')).toEqual([]);
    expect(within(dialog).getByRole('checkbox', { name: 'Notify these customers by e-mail' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Time Off' }));

    expect(await screen.findByText('Time off saved')).toBeInTheDocument();
    expect(posted('/api/admin/time/days-off')).toEqual([
      { type: 'ad-hoc', startDate: '2031-01-14', endDate: '2031-01-14', allDay: true, startTime: null, endTime: null, reason: 'Power cut', notifyCustomers: true },
    ]);
  });

  it('refuses an end date before the start without asking the server', async () => {
    const user = userEvent.setup();
    renderWith(<TimeOffPanel />);
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2031-01-14' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2031-01-13' } });
    await user.click(screen.getByRole('button', { name: 'Save Time Off' }));
    expect(await screen.findByText('End date cannot be before the start date.')).toBeInTheDocument();
    expect(posted('/api/admin/time/days-off/preview')).toEqual([]);
  });

  it("says 'Failed to save time off' with the server's reason", async () => {
    const user = userEvent.setup();
    answerApi('POST', '/api/admin/time/days-off/preview', { status: 422, body: { error: { code: 'TIME_OFF_INVALID', message: 'Start time must be a time on the 15-minute grid, e.g. 17:00.' } } });
    renderWith(<TimeOffPanel />);
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2031-01-14' } });
    await user.click(screen.getByRole('button', { name: 'Save Time Off' }));
    expect(await screen.findByText('Failed to save time off')).toBeInTheDocument();
    expect(screen.getByText('Start time must be a time on the 15-minute grid, e.g. 17:00.')).toBeInTheDocument();
  });
});
