import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { answerApi, sentRequests } from '../../../test/fake-api';

// The storefront socket is replaced by one the test drives.
type Handler = (payload?: unknown) => void;
const handlers = new Map<string, Set<Handler>>();
const connections: string[] = [];
jest.unstable_mockModule('socket.io-client', () => ({
  io: (url: string) => {
    connections.push(url);
    return {
      connected: false,
      on: (event: string, handler: Handler) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
      off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
      disconnect: () => undefined,
    };
  },
}));
const serverSays = (event: string, payload?: unknown) => [...(handlers.get(event) ?? [])].forEach((handler) => handler(payload));
const { renderApp } = await import('../../../test/render-app');
await import('./CollectionBoardPage');

jest.setTimeout(60_000);

const boardRequests = () => sentRequests.filter((request) => request.method === 'GET' && request.path === '/api/board').length;

describe('the collection board (/board)', () => {
  beforeEach(() => {
    handlers.clear();
    answerApi('GET', '/api/auth/session', { body: { user: null } });
  });

  it('says it is off when the api answers 404, without the customer site around it', async () => {
    answerApi('GET', '/api/board', { status: 404, body: { error: { code: 'COLLECTION_BOARD_OFF', message: 'The collection board is off.' } } });
    await renderApp({ path: '/board' });
    expect(await screen.findByText('The collection board is off.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByText('Skip to content')).not.toBeInTheDocument();
  });

  it('shows the numbers under Preparing and Ready for collection, and asks again when the storefront socket says the board changed', async () => {
    answerApi('GET', '/api/board', { body: { preparing: ['WK-AAAAAA', 'WK-BBBBBB'], ready: ['WK-CCCCCC'] } });
    await renderApp({ path: '/board' });
    const preparing = await screen.findByRole('region', { name: 'Preparing' });
    expect(within(preparing).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['WK-AAAAAA', 'WK-BBBBBB']);
    expect(within(screen.getByRole('region', { name: 'Ready for collection' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['WK-CCCCCC']);

    await waitFor(() => expect(connections.some((url) => url.endsWith('/storefront'))).toBe(true));
    await waitFor(() => expect(handlers.get('board.changed')?.size).toBe(1));
    answerApi('GET', '/api/board', { body: { preparing: ['WK-AAAAAA'], ready: ['WK-CCCCCC', 'WK-BBBBBB'] } });
    const before = boardRequests();
    act(() => serverSays('board.changed', {}));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Ready for collection' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['WK-CCCCCC', 'WK-BBBBBB']));
    expect(boardRequests()).toBe(before + 1);

    // Turned off while open: the settings message brings the board's answer again.
    answerApi('GET', '/api/board', { status: 404, body: { error: { code: 'COLLECTION_BOARD_OFF', message: 'The collection board is off.' } } });
    act(() => serverSays('settings.changed', { key: 'collection_board' }));
    expect(await screen.findByText('The collection board is off.')).toBeInTheDocument();
  });
});
