import { jest } from '@jest/globals';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerStepUpPrompt } from '../../../api/step-up';
import { AppProviders } from '../../../app/AppProviders';
import { createTestEmotionCache } from '../../../test/emotion-cache';
import { makeStore } from '../../../app/store';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { TipsTab } from './TipsTab';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const DANA = 'a3c1c0de-0000-4000-8000-000000000001';

const driver = (driverName: string, driverKey: string, tipsPence: number, paidPence: number, orders = 1) => ({
  driverKey,
  userId: driverKey.startsWith('name:') ? null : driverKey,
  driverName,
  orders,
  tipsPence,
  paidPence,
  outstandingPence: tipsPence - paidPence,
});

const empty = (month: string, dueDate: string) => ({
  month,
  dueDate,
  drivers: [],
  unassigned: { orders: 0, tipsPence: 0 },
  totals: { orders: 0, tipsPence: 0, paidPence: 0, outstandingPence: 0 },
  paid: true,
  overdue: false,
});

const ledger = {
  year: 2036,
  currentMonth: '2036-06',
  years: [2036, 2035, 2034, 2033],
  months: [
    {
      month: '2036-06',
      dueDate: '2036-07-31',
      drivers: [driver('Dana Driver', DANA, 650, 0, 3), driver('Jo Bloggs', 'name:jo bloggs', 150, 150, 2)],
      unassigned: { orders: 1, tipsPence: 250 },
      totals: { orders: 6, tipsPence: 1050, paidPence: 150, outstandingPence: 900 },
      paid: false,
      overdue: false,
    },
    {
      month: '2036-05',
      dueDate: '2036-06-30',
      drivers: [driver('Dana Driver', DANA, 400, 400)],
      unassigned: { orders: 0, tipsPence: 0 },
      totals: { orders: 1, tipsPence: 400, paidPence: 400, outstandingPence: 0 },
      paid: true,
      overdue: false,
    },
    {
      month: '2036-04',
      dueDate: '2036-05-31',
      drivers: [driver('Sam Smith', 'name:sam smith', 205, 0)],
      unassigned: { orders: 0, tipsPence: 0 },
      totals: { orders: 1, tipsPence: 205, paidPence: 0, outstandingPence: 205 },
      paid: false,
      overdue: true,
    },
    empty('2036-03', '2036-04-30'),
  ],
};

function renderTips() {
  const store = makeStore();
  render(
    <AppProviders store={store} emotionCache={createTestEmotionCache()}>
      <TipsTab />
    </AppProviders>,
  );
  return { store };
}

const section = (name: string) => screen.getByRole('region', { name });
/** Each body row of a month's table, its cells' text. */
const rowsOf = (name: string) =>
  within(within(section(name)).getByRole('table', { name: `Tips for ${name}` }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const ledgerRequests = () => sentRequests.filter((request) => request.method === 'GET' && request.path === '/api/admin/tips');

beforeEach(() => {
  answerApi('GET', '/api/admin/tips', { body: ledger });
});

describe('the Tips tab', () => {
  it('shows each month newest first: its drivers in exact pounds, the unassigned tips, the totals, its due date and whether it is paid or overdue', async () => {
    renderTips();
    expect(await screen.findByRole('heading', { name: 'June 2036' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['June 2036', 'May 2036', 'April 2036', 'March 2036']);

    const june = section('June 2036');
    expect(june).toHaveTextContent('To pay');
    expect(june).toHaveTextContent('Due by 31 July 2036');
    expect(rowsOf('June 2036')).toEqual([
      ['Dana Driver', '3', '£6.50', '£0.00', '£6.50', 'Mark paid'],
      ['Jo Bloggs', '2', '£1.50', '£1.50', '£0.00', ''],
      ['Unassigned', '1', '£2.50', '—', '£2.50', ''],
      ['Total', '6', '£10.50', '£1.50', '£9.00', ''],
    ]);
    expect(within(june).getByRole('alert')).toHaveTextContent('£2.50 in tips on 1 delivery has no driver. Set the driver on each order');
    // Only a driver still owed has Mark paid.
    expect(within(june).getAllByRole('button', { name: /^Mark paid/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['Mark paid: Dana Driver, June 2036']);

    expect(section('May 2036')).toHaveTextContent('Paid');
    expect(within(section('May 2036')).queryByRole('button', { name: /^Mark paid/ })).toBeNull();
    const april = section('April 2036');
    expect(april).toHaveTextContent('Overdue');
    expect(within(april).getByRole('alert')).toHaveTextContent('Overdue: £2.05 should have reached the drivers by 31 May 2036.');
    expect(section('March 2036')).toHaveTextContent('No delivery tips.');
    expect(within(section('March 2036')).queryByRole('table')).toBeNull();
  });

  it('marks a driver paid after a confirmation, and shows the ledger the server has then', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('POST', '/api/admin/tips/payouts', { status: 201, body: { id: 'p1', month: '2036-06', driverKey: DANA, driverName: 'Dana Driver', amountPence: 650, paidAt: '2036-06-10T10:00:00Z' } });
    const { store } = renderTips();
    await user.click(await screen.findByRole('button', { name: 'Mark paid: Dana Driver, June 2036' }));

    const dialog = await screen.findByRole('dialog', { name: 'Mark tips paid?' });
    expect(dialog).toHaveTextContent('Record that Dana Driver has been paid £6.50 in tips for June 2036.');
    const before = ledgerRequests().length;
    answerApi('GET', '/api/admin/tips', {
      body: { ...ledger, months: [{ ...ledger.months[0], drivers: [driver('Dana Driver', DANA, 650, 650, 3), ledger.months[0].drivers[1]] }, ...ledger.months.slice(1)] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Mark £6.50 paid' }));

    await waitFor(() => expect(sentRequests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ month: '2036-06', driverKey: DANA }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rowsOf('June 2036')[0]).toEqual(['Dana Driver', '3', '£6.50', '£6.50', '£0.00', '']));
    expect(ledgerRequests().length).toBeGreaterThan(before);
    expect(store.getState().notifications.queue).toEqual([expect.objectContaining({ title: '£6.50 paid to Dana Driver', severity: 'success' })]);
  });

  it('says why the server would not mark it paid (paid meanwhile on another screen)', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('POST', '/api/admin/tips/payouts', { status: 409, body: { error: { code: 'NOTHING_OWED', message: 'Dana Driver is owed nothing for 2036-06.' } } });
    const { store } = renderTips();
    await user.click(await screen.findByRole('button', { name: 'Mark paid: Dana Driver, June 2036' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark £6.50 paid' }));
    await waitFor(() =>
      expect(store.getState().notifications.queue).toEqual([expect.objectContaining({ title: 'Not marked paid', message: 'Dana Driver is owed nothing for 2036-06.', severity: 'error' })]),
    );
  });

  it('downloads a month as CSV, asking for the second factor when the server wants it, then sending the request again', async () => {
    const user = userEvent.setup({ delay: null });
    const csv = 'Driver,Orders,Tips,Paid,Outstanding\r\nDana Driver,3,6.50,0.00,6.50\r\n';
    answerApi('GET', '/api/admin/tips/export', { status: 401, body: { error: { code: 'STEP_UP_REQUIRED', message: 'Confirm it is you.' } } });
    const prompted = jest.fn(() => {
      answerApi('GET', '/api/admin/tips/export', { body: csv });
      return Promise.resolve(true);
    });
    const unregister = registerStepUpPrompt(prompted);
    const saved: Blob[] = [];
    const clicked: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:tips';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    try {
      renderTips();
      await user.click(await screen.findByRole('button', { name: 'Download CSV for June 2036' }));
      await waitFor(() => expect(clicked).toEqual(['tips-2036-06.csv']));
      expect(prompted).toHaveBeenCalledTimes(1);
      expect(sentRequests.filter((request) => request.path === '/api/admin/tips/export').map((request) => request.search)).toEqual(['?month=2036-06', '?month=2036-06']);
      expect(await textOf(saved[0])).toBe(csv);
      expect(saved[0].type).toBe('text/csv;charset=utf-8');
    } finally {
      click.mockRestore();
      unregister();
    }
  });

  it('opens another year of the three on record', async () => {
    const user = userEvent.setup({ delay: null });
    renderTips();
    await user.click(await screen.findByRole('combobox', { name: 'Year' }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['2036', '2035', '2034', '2033']);
    answerApi('GET', '/api/admin/tips', { body: { ...ledger, year: 2035, months: [empty('2035-12', '2036-01-31')] } });
    await user.click(screen.getByRole('option', { name: '2035' }));
    await waitFor(() => expect(ledgerRequests().map((request) => request.search)).toEqual(['', '?year=2035']));
    expect(await screen.findByRole('heading', { name: 'December 2035' })).toBeInTheDocument();
  });

  it('lists each driver on a phone, where six columns do not fit, with the same figures and Mark paid', async () => {
    const matchMedia = window.matchMedia;
    // Every width query matches: the phone's layout.
    window.matchMedia = ((media: string) => ({ media, matches: true, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false })) as typeof window.matchMedia;
    try {
      renderTips();
      const list = await screen.findByRole('list', { name: 'Tips for June 2036' });
      expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Dana Driver3 orders · Tips £6.50 · Paid £0.00Outstanding £6.50Mark paid',
        'Jo Bloggs2 orders · Tips £1.50 · Paid £1.50Outstanding £0.00',
        'Unassigned1 order · Tips £2.50Outstanding £2.50',
        'Total6 orders · Tips £10.50 · Paid £1.50 · Outstanding £9.00',
      ]);
      expect(within(list).getByRole('button', { name: 'Mark paid: Dana Driver, June 2036' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
