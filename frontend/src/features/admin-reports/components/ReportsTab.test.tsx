import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../app/AppProviders';
import { createTestEmotionCache } from '../../../test/emotion-cache';
import { Notifier } from '../../../app/layout/Notifier';
import { makeStore } from '../../../app/store';
import { registerStepUpPrompt } from '../../../api/step-up';
import { answerApi, sentRequests } from '../../../test/fake-api';
import type { Report, ReportFigures } from '../admin-reports-api';
import { ReportsTab } from './ReportsTab';

const zeroHours = () => Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
const none = { orders: 0, pence: 0 };

const FIGURES: ReportFigures = {
  orders: 3,
  grossPence: 123_457,
  refundsPence: 1_001,
  netPence: 122_456,
  averageOrderPence: 41_152,
  collection: { orders: 2, pence: 100_000 },
  delivery: { orders: 1, pence: 23_457 },
  online: { orders: 1, pence: 2_197 },
  payLater: { orders: 2, pence: 121_260 },
  paidNow: none,
  notTaken: { orders: 1, pence: 1_299 },
  tipsPence: 350,
  newCustomers: 2,
  returningCustomers: 1,
};

const PREVIOUS_FIGURES: ReportFigures = {
  ...FIGURES,
  orders: 3,
  grossPence: 110_229,
  refundsPence: 0,
  netPence: 110_229,
  averageOrderPence: 36_743,
  notTaken: { orders: 2, pence: 2_000 },
};

function report(overrides: Partial<Report> = {}): Report {
  const placedByHour = zeroHours();
  placedByHour[4][18] = 2;
  placedByHour[5][12] = 1;
  return {
    range: { preset: 'this-week', from: '2026-11-23', to: '2026-11-28', days: 6 },
    previousRange: { from: '2026-11-16', to: '2026-11-21' },
    figures: FIGURES,
    previousFigures: PREVIOUS_FIGURES,
    byDay: [
      { date: '2026-11-23', orders: 0, grossPence: 0, refundsPence: 0, netPence: 0 },
      { date: '2026-11-24', orders: 2, grossPence: 101_260, refundsPence: 1_001, netPence: 100_259 },
      { date: '2026-11-25', orders: 1, grossPence: 22_197, refundsPence: 0, netPence: 22_197 },
      { date: '2026-11-26', orders: 0, grossPence: 0, refundsPence: 0, netPence: 0 },
      { date: '2026-11-27', orders: 0, grossPence: 0, refundsPence: 0, netPence: 0 },
      { date: '2026-11-28', orders: 0, grossPence: 0, refundsPence: 0, netPence: 0 },
    ],
    placedByHour,
    slotsByHour: zeroHours(),
    topItemsByQuantity: [
      { itemName: 'Classic Smash', choice: null, quantity: 5, takingsPence: 4_745 },
      { itemName: 'Fries', choice: null, quantity: 2, takingsPence: 598 },
    ],
    topItemsByTakings: [{ itemName: 'Classic Smash', choice: null, quantity: 5, takingsPence: 4_745 }],
    topChoicesByQuantity: [{ itemName: 'Classic Smash', choice: 'Double', quantity: 5, takingsPence: 4_745 }],
    topChoicesByTakings: [{ itemName: 'Classic Smash', choice: 'Double', quantity: 5, takingsPence: 4_745 }],
    ...overrides,
  };
}

function renderTab() {
  return render(
    <AppProviders store={makeStore()} emotionCache={createTestEmotionCache()}>
      <ReportsTab />
      <Notifier />
    </AppProviders>,
  );
}

const reportRequests = () => sentRequests.filter((request) => request.path === '/api/admin/reports').map((request) => request.search);
const exportRequests = () => sentRequests.filter((request) => request.path === '/api/admin/reports/export').map((request) => request.search);

/** A blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

// jsdom sizes nothing; the charts measure their box.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  answerApi('GET', '/api/admin/reports', { body: report() });
});

describe('the Reports tab', () => {
  it("shows this week's figures in exact pounds and pence, each with its change on the week before", async () => {
    renderTab();
    const net = await screen.findByRole('region', { name: 'Net takings' });
    expect(net).toHaveTextContent('£1,224.56');
    expect(net).toHaveTextContent('+11% on 16–21 Nov');
    expect(within(net).getByText('Up 11% on 16 to 21 Nov')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Gross' })).toHaveTextContent('£1,234.57');
    expect(screen.getByRole('region', { name: 'Average order' })).toHaveTextContent('£411.52');
    // Refunds from none: new, which is not good news (said in words, not only in red).
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('£10.01');
    expect(within(refunds).getByText('New: none on 16 to 21 Nov')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Orders' })).toHaveTextContent('No change on 16–21 Nov');
    const split = screen.getByRole('region', { name: 'Collection vs delivery' });
    expect(split).toHaveTextContent('Collection£1,000.002 orders');
    expect(split).toHaveTextContent('Delivery£234.571 order');
    expect(screen.getByRole('region', { name: 'How they paid' })).toHaveTextContent('Online£21.971 order');
    const abandoned = screen.getByRole('region', { name: 'Abandoned' });
    expect(abandoned).toHaveTextContent('1 order£12.99');
    expect(within(abandoned).getByText('Down 50% on 16 to 21 Nov')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'New vs returning customers' })).toHaveTextContent('New2');
    expect(screen.getByRole('region', { name: "Drivers' tips" })).toHaveTextContent('£3.50');

    expect(screen.getByText('Mon 23 Nov – Sat 28 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Compared with Mon 16 Nov – Sat 21 Nov 2026 (6 days each)')).toBeInTheDocument();
    expect(reportRequests()).toEqual(['?range=this-week']);
  });

  it('switches the by-day chart to a table of the same numbers', async () => {
    const user = userEvent.setup();
    renderTab();
    const byDay = await screen.findByRole('region', { name: 'Takings and orders by day' });
    expect(within(byDay).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(byDay).getByRole('button', { name: 'Table' }));
    const rows = within(within(byDay).getByRole('table', { name: 'Takings and orders by day' })).getAllByRole('row');
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells(rows[0])).toEqual(['Day', 'Orders', 'Gross', 'Refunds', 'Net']);
    expect(cells(rows[2])).toEqual(['Tue 24 Nov 2026', '2', '£1,012.60', '£10.01', '£1,002.59']);
    expect(cells(rows[3])).toEqual(['Wed 25 Nov 2026', '1', '£221.97', '£0.00', '£221.97']);
    expect(cells(rows.at(-1)!)).toEqual(['Total', '3', '£1,234.57', '£10.01', '£1,224.56']);
    expect(within(byDay).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the hours as a heat map with the busiest hour, and as a table', async () => {
    const user = userEvent.setup();
    renderTab();
    const placed = await screen.findByRole('region', { name: 'When orders are placed' });
    expect(within(placed).getByText('Busiest: Friday 18:00–19:00, 2 orders.')).toBeInTheDocument();
    expect(within(placed).getByTitle('Friday 18:00: 2 orders')).toBeInTheDocument();
    expect(within(placed).getByTitle('Saturday 12:00: 1 order')).toBeInTheDocument();
    await user.click(within(placed).getByRole('button', { name: 'Table' }));
    const friday = within(within(placed).getByRole('table')).getByRole('row', { name: /^Friday/ });
    expect(within(friday).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(Array.from({ length: 24 }, (_, hour) => (hour === 18 ? '2' : '0')));
  });

  it('ranks the top items by quantity or by takings, in the table too', async () => {
    const user = userEvent.setup();
    renderTab();
    const top = await screen.findByRole('region', { name: 'Top items' });
    await user.click(within(top).getByRole('button', { name: 'Table' }));
    const names = () => within(within(top).getByRole('table')).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names()).toEqual(['Classic Smash', 'Fries']);
    expect(within(top).getByRole('row', { name: /Fries/ })).toHaveTextContent('2Fries2£5.98');
    await user.click(within(top).getByRole('button', { name: 'By takings' }));
    expect(names()).toEqual(['Classic Smash']);
    const choices = screen.getByRole('region', { name: 'Top choices' });
    await user.click(within(choices).getByRole('button', { name: 'Table' }));
    expect(within(choices).getByRole('row', { name: /Classic Smash/ })).toHaveTextContent('1Classic SmashDouble5£47.45');
  });

  it("asks for a custom period with two dates and shows the server's refusal by the fields", async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('region', { name: 'Net takings' });
    answerApi('GET', '/api/admin/reports', {
      status: 422,
      body: { error: { code: 'REPORT_RANGE_INVALID', message: 'The range ends (2026-11-01) before it starts (2026-11-20).' } },
    });
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    // A custom period starts from the dates on screen.
    expect(from).toHaveValue('2026-11-23');
    expect(to).toHaveValue('2026-11-28');
    await user.clear(from);
    await user.type(from, '2026-11-20');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The range ends (2026-11-01) before it starts (2026-11-20).');
    expect(from).toHaveAccessibleDescription('The range ends (2026-11-01) before it starts (2026-11-20).');
    expect(reportRequests()).toEqual(['?range=this-week', '?range=custom&from=2026-11-20&to=2026-11-01']);
    // The last report stays, its dates saying which it is.
    expect(screen.getByText('Mon 23 Nov – Sat 28 Nov 2026')).toBeInTheDocument();
  });

  it('downloads the by-day CSV from the export with the table asked for, under the name the server gives', async () => {
    const user = userEvent.setup();
    const saved: { href: string; download: string }[] = [];
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), `blob:report-${blobs.length}`);
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const csv = 'date,orders,gross,refunds,net\r\n2026-11-24,2,1012.60,10.01,1002.59\r\n';
    answerApi('GET', '/api/admin/reports/export', {
      body: csv,
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="report-by-day-2026-11-23-to-2026-11-28.csv"' },
    });
    try {
      renderTab();
      const byDay = await screen.findByRole('region', { name: 'Takings and orders by day' });
      await user.click(within(byDay).getByRole('button', { name: 'Download CSV of Takings and orders by day' }));
      await waitFor(() => expect(saved).toEqual([{ href: 'blob:report-1', download: 'report-by-day-2026-11-23-to-2026-11-28.csv' }]));
      expect(exportRequests()).toEqual(['?range=this-week&table=by-day']);
      expect(await textOf(blobs[0])).toBe(csv);
      expect(blobs[0].type).toBe('text/csv;charset=utf-8');

      const top = screen.getByRole('region', { name: 'Top choices' });
      await user.click(within(top).getByRole('button', { name: /^Download CSV/ }));
      await waitFor(() => expect(exportRequests()).toEqual(['?range=this-week&table=by-day', '?range=this-week&table=top-choices']));
    } finally {
      click.mockRestore();
    }
  });

  it('asks for the second factor when the export needs it, and downloads once it is confirmed', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:after-step-up';
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    answerApi('GET', '/api/admin/reports/export', { status: 401, body: { error: { code: 'STEP_UP_REQUIRED', message: 'Confirm it is you again.' } } });
    let prompts = 0;
    const unregister = registerStepUpPrompt(async () => {
      prompts += 1;
      // Confirmed: the export now answers.
      answerApi('GET', '/api/admin/reports/export', { body: 'figure\r\n', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="report-summary.csv"' } });
      return true;
    });
    try {
      renderTab();
      await user.click(await screen.findByRole('button', { name: 'Download the figures as CSV' }));
      await waitFor(() => expect(saved).toEqual(['report-summary.csv']));
      expect(prompts).toBe(1);
      expect(exportRequests()).toEqual(['?range=this-week&table=summary', '?range=this-week&table=summary']);
    } finally {
      unregister();
      click.mockRestore();
    }
  });

  it('says so when the second factor is not given, and downloads nothing', async () => {
    const user = userEvent.setup();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    answerApi('GET', '/api/admin/reports/export', { status: 401, body: { error: { code: 'STEP_UP_REQUIRED', message: 'Confirm it is you again: this needs your passkey.' } } });
    const unregister = registerStepUpPrompt(async () => false);
    try {
      renderTab();
      await user.click(await screen.findByRole('button', { name: 'Download the figures as CSV' }));
      expect(await screen.findByText('CSV not downloaded')).toBeInTheDocument();
      expect(screen.getByText('Confirm it is you again: this needs your passkey.')).toBeInTheDocument();
      expect(click).not.toHaveBeenCalled();
      expect(exportRequests()).toHaveLength(1);
    } finally {
      unregister();
      click.mockRestore();
    }
  });

  it("says 'No orders in this period' instead of empty charts", async () => {
    const nothing: ReportFigures = { ...FIGURES, orders: 0, grossPence: 0, refundsPence: 0, netPence: 0, averageOrderPence: 0, collection: none, delivery: none, online: none, payLater: none, notTaken: none, newCustomers: 0, returningCustomers: 0 };
    answerApi('GET', '/api/admin/reports', { body: report({ figures: nothing }) });
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No orders in this period' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Net takings' })).toHaveTextContent('£0.00');
    expect(screen.queryByRole('region', { name: 'Takings and orders by day' })).not.toBeInTheDocument();
  });

  it('shows the loading shape, then a failure with a retry that asks again', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/admin/reports', { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } } });
    renderTab();
    expect(screen.getByRole('progressbar', { name: 'Loading the report' })).toBeInTheDocument();
    expect(await screen.findByText('The report could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    answerApi('GET', '/api/admin/reports', { body: report() });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Net takings' })).toHaveTextContent('£1,224.56');
    expect(reportRequests()).toEqual(['?range=this-week', '?range=this-week']);
  });

  it('asks for another preset at once', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('region', { name: 'Net takings' });
    await user.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() => expect(reportRequests()).toEqual(['?range=this-week', '?range=last-month']));
    expect(screen.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
  });
});
