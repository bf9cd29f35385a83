import { jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { londonToday } from '../shared/orders/order-format';
import { adminOrder } from '../test/admin-order';
import { sentRequests } from '../test/fake-api';

jest.setTimeout(60_000);

/**
 * Issue 30: Today's Orders and the kitchen screen arrive with the day's orders rendered into the
 * server's HTML, at the api's instant. The browser hydrates that HTML by its own clock (here years
 * later), without a mismatch (React would otherwise throw the server's page away and render it again)
 * and without fetching the day again.
 */
const SERVER_NOW = '2031-01-14T18:30:00.000Z';
const TODAY = londonToday(new Date(SERVER_NOW));
const STAFF = { id: 's1', email: 'lee@example.com', fullName: 'Lee Cook', isAdmin: false, role: 'staff' as const, emailConfirmed: true };

/** A collection of two Classic Smash for the server's today, placed `minutesAgo` before the server's instant. */
function order(number: string, minutesAgo: number) {
  return adminOrder({
    id: `id-${number}`,
    orderNumber: number,
    orderDate: TODAY,
    slotTime: '18:45',
    items: [{ id: `line-${number}`, menuItemId: 'm1', name: 'Classic Smash', size: 'Double', quantity: 2, unitPricePence: 949, totalPricePence: 1898, specialInstructions: '', allergens: [], choices: [] }],
    subtotalPence: 1898,
    totalPence: 1898,
    createdAt: new Date(Date.parse(SERVER_NOW) - minutesAgo * 60_000).toISOString(),
  });
}

/** The server's page for `path`, in the document as the api sends it, then the browser's app started on it. */
async function serveAndHydrate(path: string) {
  // React's server build schedules through a MessageChannel, which jsdom lacks.
  Object.assign(globalThis, { MessageChannel: (await import('node:worker_threads')).MessageChannel });
  // One at a time: Jest's ESM loader fails to link modules two dynamic imports share (ERR_VM_MODULE_LINK_FAILURE).
  await import('./layout/StaffLayout');
  await import('../shared/busy-mode/BusyModeControl');
  const { render } = await import('../entry-server');
  const page = await render(path, {
    session: { user: STAFF, twoStep: { pending: false, setupRequired: false, passkey: false, totp: false, confirmedAt: null } },
    now: SERVER_NOW,
    dayOrders: { date: TODAY, active: [order('WK-FIRST1', 12), order('WK-SECND2', 3)], completed: [], later: [] },
  });
  expect(page.statusCode).toBe(200);
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  window.history.replaceState(null, '', path);
  window.__PRELOADED_STATE__ = JSON.parse(JSON.stringify(page.state));

  const thrownAway: unknown[] = [];
  const onError = (event: ErrorEvent) => thrownAway.push(event.error ?? event.message);
  window.addEventListener('error', onError);
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => void thrownAway.push(args.join(' ')));
  try {
    const { startApp } = await import('./start-app');
    await startApp();
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'), { timeout: 20_000 });
  } finally {
    window.removeEventListener('error', onError);
    consoleError.mockRestore();
  }
  return { html: page.html, thrownAway: thrownAway.filter((error) => /hydrat|did not match|server rendered/i.test(String(error))) };
}

/** Fetches of the server's day (the kitchen then follows the browser's clock, here to the browser's own today). */
const dayFetches = () => sentRequests.filter((sent) => sent.path === '/api/admin/orders/day' && sent.search === `?date=${TODAY}`);

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});

describe("the staff screens hydrate the server's day", () => {
  it('the kitchen screen: its cards in the HTML, hydrated without a mismatch and without fetching the day', async () => {
    const { html, thrownAway } = await serveAndHydrate('/admin/kitchen');
    expect(html).toContain('WK-FIRST1');
    expect(html.replaceAll('<!-- -->', '')).toContain('Slot in 15 min · placed 12 min ago');
    expect(thrownAway).toEqual([]);
    expect(document.querySelector('article[aria-label="Order WK-SECND2"]')).not.toBeNull();
    expect(dayFetches()).toEqual([]);
  });

  it("Today's Orders: its rows in the HTML, hydrated without a mismatch and without fetching the day", async () => {
    const { html, thrownAway } = await serveAndHydrate('/admin');
    expect(html).toContain('data-order-number="WK-FIRST1"');
    expect(thrownAway).toEqual([]);
    expect(document.querySelector('tr[data-order-number="WK-SECND2"]')).not.toBeNull();
    expect(dayFetches()).toEqual([]);
  });

  it("a kitchen that muted its sound: the server's page (sound on) hydrates without a mismatch, then shows the device's choice", async () => {
    window.localStorage.setItem('admin-orders-sound-muted', 'true');
    const { html, thrownAway } = await serveAndHydrate('/admin/kitchen');
    expect(html).toContain('Tap anywhere to allow the new order sound.');
    expect(thrownAway).toEqual([]);
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('input[role="switch"]')?.checked).toBe(false));
    expect(document.body.textContent).not.toContain('Tap anywhere to allow the new order sound.');
  });
});
