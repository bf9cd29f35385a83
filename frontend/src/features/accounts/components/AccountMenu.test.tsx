import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

// Loaded up front: signing out lands on /auth, a lazy route, whose first load in a busy Jest worker
// can take longer than a find's default second.
await import('./AuthPage');

const signedIn = {
  user: { id: 'u1', email: 'jo@example.com', fullName: 'Jo Bloggs', isAdmin: false, role: 'customer', emailConfirmed: true },
};

describe('AccountMenu', () => {
  it('offers a Sign In link to a guest', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: null } });
    await renderApp({ path: '/' });

    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('shows the e-mail, Order History, Your Account and Sign Out to a signed-in user', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/auth/session', { body: signedIn });
    await renderApp({ path: '/' });

    await user.click(await screen.findByRole('button', { name: 'Jo Bloggs' }));

    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['jo@example.com', 'Order History', 'Your Account', 'Sign Out']);
    expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    expect(items[1]).toHaveAttribute('href', '/order-history');
    expect(items[2]).toHaveAttribute('href', '/account');
  });

  it('labels the button with the part of the e-mail before the @ when there is no name', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: { ...signedIn.user, fullName: null } } });
    await renderApp({ path: '/' });

    expect(await screen.findByRole('button', { name: 'jo' })).toBeInTheDocument();
  });

  it('asks an unconfirmed user to confirm their e-mail before ordering', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/auth/session', { body: { user: { ...signedIn.user, emailConfirmed: false } } });
    await renderApp({ path: '/' });

    await user.click(await screen.findByRole('button', { name: 'Jo Bloggs' }));

    expect(within(await screen.findByRole('menu')).getByText('Please confirm your e-mail to place orders')).toBeInTheDocument();
  });

  it('signs out and goes to /auth', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/auth/session', { body: signedIn });
    answerApi('POST', '/api/auth/sign-out', { status: 204 });
    const { router } = await renderApp({ path: '/' });

    await user.click(await screen.findByRole('button', { name: 'Jo Bloggs' }));
    answerApi('GET', '/api/auth/session', { body: { user: null } });
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(sentRequests.some((sent) => sent.method === 'POST' && sent.path === '/api/auth/sign-out')).toBe(true);
  });

  it('treats a session that already ended as signed out', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/auth/session', { body: signedIn });
    answerApi('POST', '/api/auth/sign-out', {
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } },
    });
    const { router } = await renderApp({ path: '/' });

    await user.click(await screen.findByRole('button', { name: 'Jo Bloggs' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(screen.queryByText('Sign out failed')).not.toBeInTheDocument();
  });

  it("says 'Sign out failed' when the server refuses", async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/auth/session', { body: signedIn });
    answerApi('POST', '/api/auth/sign-out', {
      status: 403,
      body: { error: { code: 'CSRF_REJECTED', message: 'Your session has expired. Please reload the page and try again.' } },
    });
    await renderApp({ path: '/' });

    await user.click(await screen.findByRole('button', { name: 'Jo Bloggs' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
    expect(screen.getByText('Your session has expired. Please reload the page and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jo Bloggs' })).toBeInTheDocument();
  });
});
