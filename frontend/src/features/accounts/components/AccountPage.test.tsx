import { jest } from '@jest/globals';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

jest.setTimeout(60_000);
// The account page is a lazy route: reached from the menu, its chunk loads first.
configure({ asyncUtilTimeout: 10_000 });

const jo = { id: 'u1', email: 'jo@example.com', fullName: 'Jo Bloggs', isAdmin: false, emailConfirmed: true };
const session = (id: string, browser: string, current: boolean) => ({
  id,
  browser,
  ip: '203.0.113.7',
  signedInAt: '2031-01-14T09:00:00.000Z',
  lastSeenAt: '2031-01-14T10:30:00.000Z',
  current,
});

function sent(method: string, path: string) {
  return sentRequests.filter((request) => request.method === method && request.path === path);
}

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function openAccountPage() {
  answerApi('GET', '/api/auth/session', { body: { user: jo } });
  answerApi('GET', '/api/account/sessions', {
    body: { sessions: [session('s1', 'Chrome on Windows', true), session('s2', 'Safari on iPhone', false), session('s3', 'Firefox on Linux', false)] },
  });
  await renderApp({ path: '/account' });
  await screen.findByRole('heading', { level: 1, name: 'Your account' });
}

describe('AccountPage', () => {
  it('is reached from the account menu', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('GET', '/api/auth/session', { body: { user: jo } });
    answerApi('GET', '/api/account/sessions', { body: { sessions: [session('s1', 'Chrome on Windows', true)] } });
    await renderApp({ path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Jo Bloggs' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Your Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  });

  it('lists the sessions with browser, IP and times, signs one out, and signs out everywhere else', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('DELETE', '/api/account/sessions/s2', { body: { message: 'Signed out', ended: 1 } });
    answerApi('POST', '/api/account/sessions/sign-out-others', { body: { message: 'Signed out everywhere else', ended: 1 } });
    await openAccountPage();

    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome on Windows');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[1]).toHaveTextContent('203.0.113.7 · signed in 14 Jan 2031, 09:00 · last seen 14 Jan 2031, 10:30');
    expect(within(items[0]).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();

    await user.click(within(items[1]).getByRole('button', { name: /Sign out Safari on iPhone/ }));
    await waitFor(() => expect(sent('DELETE', '/api/account/sessions/s2')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Sign Out Everywhere Else' }));
    await waitFor(() => expect(sent('POST', '/api/account/sessions/sign-out-others')).toHaveLength(1));
  });

  it('changes the password with the current one and the new one twice', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('POST', '/api/account/password', { body: { message: 'Your password is changed. Every other device is signed out.' } });
    await openAccountPage();
    const form = screen.getByRole('form', { name: 'Change password' });

    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(within(form).getByText('Please enter your current password.')).toBeInTheDocument();
    expect(sent('POST', '/api/account/password')).toEqual([]);

    await fill(user, within(form).getByLabelText(/^Current password/), 'old passphrase');
    await fill(user, within(form).getByLabelText(/^New password/), 'gravy on the side please');
    await fill(user, within(form).getByLabelText(/^Repeat new password/), 'gravy on the side please');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('Your password is changed. Every other device is signed out.')).toBeInTheDocument();
    expect(sent('POST', '/api/account/password').map((request) => request.body)).toEqual([{ currentPassword: 'old passphrase', newPassword: 'gravy on the side please' }]);
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('POST', '/api/account/password', { status: 422, body: { error: { code: 'WRONG_CURRENT_PASSWORD', message: 'Your current password is not right.' } } });
    await openAccountPage();
    const form = screen.getByRole('form', { name: 'Change password' });
    await fill(user, within(form).getByLabelText(/^Current password/), 'not it at all');
    await fill(user, within(form).getByLabelText(/^New password/), 'gravy on the side please');
    await fill(user, within(form).getByLabelText(/^Repeat new password/), 'gravy on the side please');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('Your current password is not right.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Current password/)).toBeInvalid();
  });
});
