import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../app/AppProviders';
import { createTestEmotionCache } from '../../../test/emotion-cache';
import { Notifier } from '../../../app/layout/Notifier';
import { makeStore } from '../../../app/store';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { UsersPanel } from './UsersPanel';
import { VisitorsPanel } from './VisitorsPanel';

const ann = { id: 'u1', fullName: 'Ann Smith', email: 'ann@example.com', joinedAt: '2031-01-10T10:00:00Z', lastLogin: null, orderCount: 2, isAdmin: false, role: 'customer' };
const sam = { id: 'u2', fullName: null, email: 'sam@example.com', joinedAt: '2031-01-02T10:00:00Z', lastLogin: null, orderCount: 0, isAdmin: true, role: 'administrator' };

function renderWith(node: React.ReactNode) {
  return render(
    <AppProviders store={makeStore()} emotionCache={createTestEmotionCache()}>
      {node}
      <Notifier />
    </AppProviders>,
  );
}

/** The query strings the panel asked for (the fake api matches on the path alone). */
function askedUrls(): string[] {
  const asked: string[] = [];
  const fakeFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    asked.push((input instanceof Request ? input : new Request(input, init)).url);
    return fakeFetch(input, init);
  };
  return asked;
}

beforeEach(() => {
  answerApi('GET', '/api/admin/users/stats', { body: { total: 41, admins: 1, staff: 2, averageOrdersPerUser: 0.75, activeLast30Days: 12, newThisMonth: 3 } });
  answerApi('GET', '/api/admin/users', { body: { items: [ann, sam], page: 1, pageSize: 20, total: 41, pageCount: 3 } });
  answerApi('GET', '/api/admin/visits/charts', {
    body: {
      range: { preset: 'this-week', from: '2031-01-13', to: '2031-01-14', days: 2 },
      totalVisits: 2,
      visitsByDay: [
        { date: '2031-01-13', visits: 0 },
        { date: '2031-01-14', visits: 2 },
      ],
      topPages: [{ path: '/menu', visits: 1 }, { path: '/', visits: 1 }],
      topSources: [{ source: 'facebook', visits: 1 }, { source: 'Direct', visits: 1 }],
      internalVisits: 0,
      conversionBySource: [],
      conversion: { visitors: 2, convertedVisitors: 0, share: 0 },
    },
  });
  answerApi('GET', '/api/admin/visits/stats', { body: { total: 50, uniqueIps: 7, last24Hours: 5, last7Days: 20, dailyAverage: 2.5 } });
  answerApi('GET', '/api/admin/visits', {
    body: {
      items: [
        { id: '2', visitedAt: '2031-01-14T12:00:00Z', path: '/menu?utm_source=facebook', referrer: 'https://facebook.com/', ipAddress: '10.0.0.1', utmSource: 'facebook' },
        { id: '1', visitedAt: '2031-01-14T11:00:00Z', path: '/', referrer: null, ipAddress: '10.0.0.2', utmSource: null },
      ],
      page: 1,
      pageSize: 10,
      total: 2,
      pageCount: 1,
    },
  });
});

describe('the Visitors tab', () => {
  it("shows the user stats and the table with 'N/A', each one's role and Page X of Y, and pages on", async () => {
    const user = userEvent.setup();
    const asked = askedUrls();
    renderWith(<VisitorsPanel />);
    expect(await screen.findByRole('region', { name: 'Avg Orders per User' })).toHaveTextContent('0.8');
    expect(screen.getByRole('region', { name: 'Total Users' })).toHaveTextContent('41');
    const rows = within(await screen.findByRole('table', { name: 'Users' })).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(0, 5).map((cell) => cell.textContent?.replace(/\u200b/g, '')))).toEqual([
      [],
      ['Ann Smith', 'ann@example.com', '10 Jan 2031', '2', 'Customer'],
      ['N/A', 'sam@example.com', '02 Jan 2031', '0', 'Admin'],
    ]);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.some((url) => url.endsWith('/api/admin/users?page=2'))).toBe(true));
  });

  it("lists a user's orders in a dialog, or 'No orders found.'", async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/admin/users/u1/orders', { body: [{ id: 'o1', orderNumber: 'WK-0001', orderDate: '2031-01-12', status: 'completed', createdAt: '2031-01-12T10:00:00Z' }] });
    answerApi('GET', '/api/admin/users/u2/orders', { body: [] });
    renderWith(<UsersPanel />);
    await user.click(await screen.findByRole('button', { name: 'View orders of ann@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Orders of ann@example.com' });
    expect(await within(dialog).findByText('WK-0001')).toBeInTheDocument();
    expect(within(dialog).getByText('12 Jan 2031')).toBeInTheDocument();
    expect(within(dialog).getByText('completed')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'View orders of sam@example.com' }));
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it("asks 'Delete user {email}?' and says 'User deleted'", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    answerApi('DELETE', '/api/admin/users/u1', { body: { id: 'u1', email: 'ann@example.com' } });
    renderWith(<UsersPanel confirm={(text) => (asked.push(text), true)} />);
    await user.click(await screen.findByRole('button', { name: 'Delete ann@example.com' }));
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(asked).toEqual(['Delete user ann@example.com?']);
    expect(sentRequests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/api/admin/users/u1']);
  });

  it("shows the server's refusal to delete the last administrator", async () => {
    const user = userEvent.setup();
    answerApi('DELETE', '/api/admin/users/u2', { status: 409, body: { error: { code: 'LAST_ADMIN', message: 'sam@example.com is the last administrator: promote someone else first.' } } });
    renderWith(<UsersPanel confirm={() => true} />);
    await user.click(await screen.findByRole('button', { name: 'Delete sam@example.com' }));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
    expect(screen.getByText('sam@example.com is the last administrator: promote someone else first.')).toBeInTheDocument();
  });

  it('does nothing when the deletion is not confirmed', async () => {
    const user = userEvent.setup();
    renderWith(<UsersPanel confirm={() => false} />);
    await user.click(await screen.findByRole('button', { name: 'Delete ann@example.com' }));
    expect(sentRequests.filter((request) => request.method === 'DELETE')).toEqual([]);
  });

  it('sets a user\'s role from the select, once confirmed', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    answerApi('PATCH', '/api/admin/users/u1/role', { body: { ...ann, role: 'staff' } });
    renderWith(<UsersPanel confirm={(text) => (asked.push(text), true)} />);
    await user.click(await screen.findByRole('combobox', { name: 'Role of ann@example.com' }));
    await user.click(await screen.findByRole('option', { name: 'Staff' }));
    expect(await screen.findByText('Role changed to Staff')).toBeInTheDocument();
    expect(asked).toEqual(['Make ann@example.com Staff? They will be signed out everywhere.']);
    expect(sentRequests.find((request) => request.method === 'PATCH')?.body).toEqual({ role: 'staff' });
  });

  it('changes no role when the change is not confirmed', async () => {
    const user = userEvent.setup();
    renderWith(<UsersPanel confirm={() => false} />);
    await user.click(await screen.findByRole('combobox', { name: 'Role of sam@example.com' }));
    await user.click(await screen.findByRole('option', { name: 'Customer' }));
    expect(sentRequests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it("says 'Failed to fetch users' when the list cannot be loaded", async () => {
    answerApi('GET', '/api/admin/users', { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } });
    renderWith(<UsersPanel />);
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
  });

  it("shows the visit stats and the log with the Source badge or 'Direct'", async () => {
    const user = userEvent.setup();
    renderWith(<VisitorsPanel />);
    await user.click(await screen.findByRole('tab', { name: 'Visits' }));
    expect(await screen.findByRole('region', { name: 'Daily Average' })).toHaveTextContent('2.5');
    expect(screen.getByRole('region', { name: 'Unique IPs' })).toHaveTextContent('7');
    const rows = within(await screen.findByRole('table', { name: 'Visits' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent))).toEqual([
      ['/menu?utm_source=facebook', 'https://facebook.com/', '10.0.0.1', 'facebook'],
      ['/', '', '10.0.0.2', 'Direct'],
    ]);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    // Above the log, the charts for this week (VisitChartsSection.test.tsx tests them).
    expect(await screen.findByRole('region', { name: 'Top pages' })).toBeInTheDocument();
  });
});
