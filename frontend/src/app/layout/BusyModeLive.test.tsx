import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { answerApi } from '../../test/fake-api';

// The sockets (storefront, and admin on staff pages) are replaced by ones the test drives: it sees
// where the page connects and plays the server's messages to every handler of every socket.
type Handler = (payload?: unknown) => void;
const sockets: { url: string; handlers: Map<string, Set<Handler>> }[] = [];
const connections: { url: string; transports: unknown }[] = [];
const disconnect = jest.fn();
jest.unstable_mockModule('socket.io-client', () => ({
  io: (url: string, options: { transports?: unknown }) => {
    connections.push({ url, transports: options.transports });
    const handlers = new Map<string, Set<Handler>>();
    sockets.push({ url, handlers });
    return {
      on: (event: string, handler: Handler) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
      off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
      disconnect,
    };
  },
}));

/** The server sends `event` on every open socket. */
function serverSays(event: string, payload?: unknown): void {
  for (const socket of sockets) for (const handler of socket.handlers.get(event) ?? []) handler(payload);
}
const listens = (namespace: string, event: string) => sockets.some((socket) => socket.url.endsWith(namespace) && (socket.handlers.get(event)?.size ?? 0) > 0);
const { renderApp } = await import('../../test/render-app');
// Loaded up front: Jest's ESM loader can fail when two lazy routes import the same module at once.
await import('../../features/menu/components/MenuPage');

jest.setTimeout(60_000);

const SETTINGS = { maxDistance: 2, deliveryFee: 250, minimumOrderValue: 1500, timeSlotBuffer: 10, ordersPerTimeSlot: 3, defaultCapacity: 1, bookingCoversCapacity: 20, deliveries: true, collections: true };
const CALM = { collection: null, delivery: null, prepTime: null };
const pie = {
  id: 'pie',
  name: 'Meat Pie',
  description: '',
  imageUrl: null,
  image: null,
  isAvailable: true,
  availableForTakeaway: true,
  displayOrder: 1,
  options: [{ id: 'pie-regular', name: 'Regular', pricePence: 450, displayOrder: 1, allergens: [], soldOut: false, soldOutUntil: null }],
  lowestPricePence: 450,
  choiceGroups: [],
  allergens: [],
  dietaryLabels: [],
  soldOut: false,
  soldOutUntil: null as string | null,
};
const menu = (soldOut: boolean) => ({
  categories: [{ id: 'c1', name: 'pies', displayName: 'Pies', displayOrder: 1, items: [{ ...pie, soldOut, soldOutUntil: soldOut ? '2031-01-15T09:00:00.000Z' : null }] }],
});

beforeEach(() => {
  sockets.length = 0;
  connections.length = 0;
  answerApi('GET', '/api/auth/session', { body: { user: null } });
  answerApi('GET', '/api/settings', { body: SETTINGS });
  answerApi('GET', '/api/busy-mode', { body: CALM });
  answerApi('GET', '/api/menu', { body: menu(false) });
});

describe('busy mode and sold out on an open customer menu', () => {
  it("says we're not taking online orders, with the London time it ends, as soon as staff pause; and no time when until reopened", async () => {
    await renderApp({ path: '/menu' });
    expect(await screen.findByRole('article', { name: 'Meat Pie' })).toBeInTheDocument();
    await waitFor(() => expect(listens('/storefront', 'busy-mode.changed')).toBe(true));
    expect(screen.queryByText(/not taking online orders/)).toBeNull();

    // 17:30 UTC in July is 18:30 in London (BST).
    act(() => serverSays('busy-mode.changed', { state: { collection: { until: '2099-07-03T17:30:00.000Z' }, delivery: { until: '2099-07-03T17:30:00.000Z' }, prepTime: null } }));
    expect(await screen.findByText("We're not taking online orders right now, back at 18:30")).toBeInTheDocument();

    act(() => serverSays('busy-mode.changed', { state: { collection: { until: null }, delivery: null, prepTime: null } }));
    // The cache write re-renders on React's schedule, so the old notice can still be on screen here.
    await waitFor(() => expect(screen.getByTestId('busy-mode-notice')).toHaveTextContent("Collection" + "We're not taking online orders right now."));
    expect(within(screen.getByTestId('busy-mode-notice')).getAllByRole('status')).toHaveLength(1);

    act(() => serverSays('busy-mode.changed', { state: CALM }));
    await waitFor(() => expect(screen.queryByText(/not taking online orders/)).toBeNull());
  });

  it("shows 'Sold out' on an open menu when staff mark the item, and it cannot be added", async () => {
    await renderApp({ path: '/menu' });
    const card = await screen.findByRole('article', { name: 'Meat Pie' });
    expect(within(card).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await waitFor(() => expect(listens('/storefront', 'menu.changed')).toBe(true));

    answerApi('GET', '/api/menu', { body: menu(true) });
    act(() => serverSays('menu.changed', { menuItemId: 'pie', categoryId: 'c1' }));
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Meat Pie' })).getByRole('button', { name: 'Sold out' })).toBeDisabled());
    expect(within(screen.getByRole('article', { name: 'Meat Pie' })).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });
});
