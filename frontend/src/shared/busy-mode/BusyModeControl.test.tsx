import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { answerApi, sentRequests } from '../../test/fake-api';
import { BusyModeControl } from './BusyModeControl';

const CALM = { collection: null, delivery: null, prepTime: null };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const london = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

function renderControl() {
  return render(
    <Provider store={makeStore()}>
      <BusyModeControl />
    </Provider>,
  );
}

describe('the busy-mode control', () => {
  it('pauses collection for 30 minutes in two taps, shows the end time, and reopens', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/busy-mode', { body: CALM });
    const until = inMinutes(30);
    answerApi('PUT', '/api/admin/busy-mode/pause', { body: { ...CALM, collection: { until } } });
    answerApi('PUT', '/api/admin/busy-mode/reopen', { body: CALM });
    renderControl();

    await user.click(await screen.findByRole('button', { name: 'Busy mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Busy mode' });
    expect(within(dialog).getByText('Taking online orders as usual.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Collection' }));
    await user.click(within(dialog).getByRole('button', { name: '30 min' }));
    await waitFor(() => expect(sentRequests.find((request) => request.method === 'PUT')).toMatchObject({ path: '/api/admin/busy-mode/pause', body: { types: 'collection', minutes: 30 } }));
    expect(await within(dialog).findByText(`Collection orders paused until ${london(until)}`)).toBeInTheDocument();
    // The app-bar button (hidden behind the open dialog) says it too.
    expect(screen.getByRole('button', { name: `Collection paused until ${london(until)}`, hidden: true })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reopen now' }));
    await waitFor(() => expect(sentRequests.filter((request) => request.method === 'PUT').at(-1)).toMatchObject({ path: '/api/admin/busy-mode/reopen', body: { types: 'both' } }));
    expect(await within(dialog).findByText('Taking online orders as usual.')).toBeInTheDocument();
  });

  it('adds prep time until ended, and ends it; every choice is a large, keyboard-reachable button', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/busy-mode', { body: CALM });
    answerApi('PUT', '/api/admin/busy-mode/prep-time', { body: { ...CALM, prepTime: { minutes: 20, until: null } } });
    answerApi('DELETE', '/api/admin/busy-mode/prep-time', { body: CALM });
    renderControl();

    screen.getByRole('button', { name: 'Busy mode' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Busy mode' });
    await user.click(within(dialog).getByRole('button', { name: '+20 min' }));
    await waitFor(() => expect(sentRequests.find((request) => request.method === 'PUT')).toMatchObject({ path: '/api/admin/busy-mode/prep-time', body: { minutes: 20 } }));
    expect(await within(dialog).findByText('Extra prep time: 20 minutes until ended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+20 min prep', hidden: true })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'End extra time' }));
    await waitFor(() => expect(sentRequests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/admin/busy-mode/prep-time' }));
    expect(await within(dialog).findByText('Taking online orders as usual.')).toBeInTheDocument();
  });

  it('shows a pause ended by itself as over, without a reload', async () => {
    answerApi('GET', '/api/busy-mode', { body: { ...CALM, delivery: { until: new Date(Date.now() + 1_000).toISOString() } } });
    renderControl();
    expect(await screen.findByRole('button', { name: /^Delivery paused until/ })).toBeInTheDocument();
    answerApi('GET', '/api/busy-mode', { body: CALM });
    expect(await screen.findByRole('button', { name: 'Busy mode' }, { timeout: 5_000 })).toBeInTheDocument();
  });
});
