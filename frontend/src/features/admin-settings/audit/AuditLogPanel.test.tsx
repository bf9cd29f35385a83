import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../app/AppProviders';
import { createTestEmotionCache } from '../../../test/emotion-cache';
import { makeStore } from '../../../app/store';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { SettingsTab } from '../components/SettingsTab';
import { AuditLogPanel } from './AuditLogPanel';

const entry = (overrides: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  actorId: crypto.randomUUID(),
  actorEmail: 'sam@walkden.test',
  area: 'settings',
  action: 'update',
  entityId: 'settings',
  before: { delivery_fee: '250', collections: 'true' },
  after: { delivery_fee: '300', collections: 'true' },
  createdAt: '2031-07-14T11:05:09.000Z',
  ...overrides,
});

const page = (entries: unknown[], total = entries.length) => ({ body: { entries, total, limit: 25, offset: 0 } });

function renderWith(element: React.ReactElement) {
  return render(
    <AppProviders store={makeStore()} emotionCache={createTestEmotionCache()}>
      {element}
    </AppProviders>,
  );
}

const auditQueries = () => sentRequests.filter((request) => request.method === 'GET' && request.path === '/api/admin/audit').map((request) => new URLSearchParams(request.search));

describe('the Audit log', () => {
  it('lists who changed what and when (London time), only the changed fields before → after', async () => {
    answerApi(
      'GET',
      '/api/admin/audit',
      page([entry({}), entry({ actorEmail: 'jo@walkden.test', area: 'day_off', action: 'delete', entityId: 'd-1', before: { date: '2031-07-20', reason: 'Flu' }, after: null, createdAt: '2031-01-02T09:00:00.000Z' })]),
    );
    renderWith(<AuditLogPanel />);

    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Who', 'Area', 'Action', 'What', 'Before → After']);
    // 11:05 UTC in July is 12:05 in London (BST); 09:00 UTC in January is 09:00 (GMT).
    expect(within(rows[1]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '14 Jul 2031, 12:05:09',
      'sam@walkden.test',
      'Settings',
      'update',
      'settings',
      'delivery_fee: "250" → "300"',
    ]);
    expect(within(rows[2]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '2 Jan 2031, 09:00:00',
      'jo@walkden.test',
      'Day off',
      'delete',
      'd-1',
      'date: "2031-07-20" → deletedreason: "Flu" → deleted',
    ]);
    expect(auditQueries().map((query) => Object.fromEntries(query))).toEqual([{ limit: '25', offset: '0' }]);
  });

  it('asks the server for the chosen area and person, and for the next page', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/admin/audit', page(Array.from({ length: 25 }, () => entry({})), 30));
    renderWith(<AuditLogPanel />);
    await screen.findByRole('table', { name: 'Audit log' });

    await user.click(screen.getByRole('combobox', { name: 'Area' }));
    await user.click(await screen.findByRole('option', { name: 'User' }));
    await waitFor(() => expect(Object.fromEntries(auditQueries().at(-1)!)).toEqual({ area: 'user', limit: '25', offset: '0' }));

    await user.type(screen.getByRole('textbox', { name: 'Person (e-mail)' }), ' sam@ ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(Object.fromEntries(auditQueries().at(-1)!)).toEqual({ area: 'user', actorEmail: 'sam@', limit: '25', offset: '0' }));

    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(Object.fromEntries(auditQueries().at(-1)!)).toEqual({ area: 'user', actorEmail: 'sam@', limit: '25', offset: '25' }));
  });

  it('says when nothing was recorded', async () => {
    answerApi('GET', '/api/admin/audit', page([]));
    renderWith(<AuditLogPanel />);
    expect(await screen.findByText('No changes recorded.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is a section of the Settings tab, loaded only when opened', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/admin/settings', { body: [] });
    answerApi('GET', '/api/admin/audit', page([entry({})]));
    renderWith(<SettingsTab />);
    expect(await screen.findByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
    expect(auditQueries()).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    expect(await screen.findByRole('table', { name: 'Audit log' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
  });
});
