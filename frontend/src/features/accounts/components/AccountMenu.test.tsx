import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const signedIn = {
  user: { id: 'u1', email: 'jo@example.com', fullName: 'Jo Bloggs', isAdmin: false, emailConfirmed: true },
};

describe('AccountMenu', () => {
  it('signs out and goes to /auth', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/auth/session', { body: signedIn });
    answerApi('POST', '/api/auth/sign-out', { status: 204 });
    const { router } = await renderApp({ path: '/' });

    await user.click(await screen.findByRole('button', { name: 'Jo Bloggs' }));
    answerApi('GET', '/api/auth/session', { body: { user: null } });
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(sentRequests.some((sent) => sent.method === 'POST' && sent.path === '/api/auth/sign-out')).toBe(true);
  });

  it("says 'Sign out failed' when the server refuses", async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/auth/session', { body: signedIn });
    answerApi('POST', '/api/auth/sign-out', { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } });
    await renderApp({ path: '/' });

    await user.click(await screen.findByRole('button', { name: 'Jo Bloggs' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jo Bloggs' })).toBeInTheDocument();
  });
});
