import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';

describe('CookieNotice', () => {
  it('stores the acceptance and stays hidden afterwards', async () => {
    const user = userEvent.setup();
    const first = await renderApp({ path: '/' });

    const notice = await screen.findByRole('region', { name: 'Cookie notice' });
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(notice).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cookie-consent')).toBe('accepted');
    // The server's render reads the cookie, so the next page arrives without the notice.
    expect(document.cookie).toContain('cookie_consent=accepted');

    first.unmount();
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });
});
