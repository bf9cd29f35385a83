import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const jo = { id: 'u1', email: 'jo@example.com', fullName: 'Jo Bloggs', isAdmin: false, emailConfirmed: true };
const resets = () => sentRequests.filter((request) => request.method === 'POST' && request.path === '/api/auth/password/reset');

/** Opens the e-mailed link as a browser does: the fragment stays in the address bar, the router sees the path. */
async function openLink(href: string) {
  answerApi('GET', '/api/auth/session', { body: { user: null } });
  window.history.replaceState(null, '', href);
  const url = new URL(href, 'http://localhost');
  return renderApp({ path: url.pathname + url.search });
}

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('ResetPasswordPage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads the token from the fragment, takes it out of the address bar, and posts it with the new password typed twice', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('POST', '/api/auth/password/reset', { body: { user: jo } });
    const { router } = await openLink('/auth/reset-password#token=reset-token-1');
    const form = await screen.findByRole('form', { name: 'New password' });
    await waitFor(() => expect(window.location.href).toBe('http://localhost/auth/reset-password'));

    await fill(user, within(form).getByLabelText(/^New password/), 'too short');
    await user.click(within(form).getByRole('button', { name: 'Set New Password' }));
    expect(within(form).getByText('Password must be at least 12 characters long.')).toBeInTheDocument();

    await fill(user, within(form).getByLabelText(/^New password/), 'gravy on the side please');
    await fill(user, within(form).getByLabelText(/^Repeat new password/), 'gravy on the side');
    await user.click(within(form).getByRole('button', { name: 'Set New Password' }));
    expect(within(form).getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(resets()).toEqual([]);

    await fill(user, within(form).getByLabelText(/^Repeat new password/), 'gravy on the side please');
    await user.click(within(form).getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(resets().map((request) => request.body)).toEqual([{ token: 'reset-token-1', password: 'gravy on the side please' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the server's reasons for a common password and keeps the link usable", async () => {
    const user = userEvent.setup({ delay: null });
    const reasons = ['This password is too common or too easy to guess.', 'This is similar to a commonly used password.'];
    answerApi('POST', '/api/auth/password/reset', { status: 422, body: { error: { code: 'WEAK_PASSWORD', message: reasons.join(' '), details: { reasons } } } });
    await openLink('/auth/reset-password#token=reset-token-2');
    const form = await screen.findByRole('form', { name: 'New password' });
    await fill(user, within(form).getByLabelText(/^New password/), 'password1234');
    await fill(user, within(form).getByLabelText(/^Repeat new password/), 'password1234');
    await user.click(within(form).getByRole('button', { name: 'Set New Password' }));
    expect(await within(form).findByText(reasons.join(' '))).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Set New Password' })).toBeEnabled();
  });

  it('says a used link is used, with the way back to sign in', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('POST', '/api/auth/password/reset', { status: 410, body: { error: { code: 'LINK_USED', message: 'This link has already been used. Please request a new one.' } } });
    await openLink('/auth/reset-password#token=used');
    const form = await screen.findByRole('form', { name: 'New password' });
    await fill(user, within(form).getByLabelText(/^New password/), 'gravy on the side please');
    await fill(user, within(form).getByLabelText(/^Repeat new password/), 'gravy on the side please');
    await user.click(within(form).getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('link', { name: 'Go to Sign In' })).toBeInTheDocument();
  });

  it('says a link without a token is not valid', async () => {
    await openLink('/auth/reset-password');
    expect(await screen.findByRole('link', { name: 'Go to Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New password' })).not.toBeInTheDocument();
  });
});
