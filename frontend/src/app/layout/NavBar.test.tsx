import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { isRoutedPath, unroutedHrefs } from '../../test/routed-path';

function cartLine({ id, name, quantity }: { id: string; name: string; quantity: number }) {
  const menuItem = { id: `item-${id}`, name, description: '', imageUrl: null, isAvailable: true, options: [] };
  return { id, menuItem, quantity, optionId: null, optionName: null, unitPricePence: 550, specialInstructions: '' };
}

describe('NavBar', () => {
  it('and the footer link only to pages of the route table', async () => {
    await renderApp({ path: '/' });
    expect(isRoutedPath('/no-such-page')).toBe(false);
    expect(isRoutedPath('/contact')).toBe(true);
    expect(unroutedHrefs(screen.getAllByRole('link'))).toEqual([]);
  });

  it('shows the main links, the cart badge and a Sign In link for a guest', async () => {
    await renderApp({ path: '/' });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Menu | Order', '/takeaway'],
      ['Gallery', '/gallery'],
      ['Book Table', '/booking'],
      ['Reviews', '/reviews'],
      ['Socials', '/socials'],
      ['Contact', '/contact'],
    ]);
    expect(unroutedHrefs(links)).toEqual([]);
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();

    const cartButton = screen.getByRole('button', { name: 'Open cart, 0 items' });
    expect(within(cartButton).getByText('0')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it("counts the guest cart's items from localStorage", async () => {
    window.localStorage.setItem(
      'guest-cart',
      JSON.stringify([
        cartLine({ id: 'guest-1', name: 'Wings', quantity: 2 }),
        cartLine({ id: 'guest-2', name: 'Margherita', quantity: 1 }),
      ]),
    );
    await renderApp({ path: '/' });
    expect(await screen.findByRole('button', { name: 'Open cart, 3 items' })).toBeInTheDocument();
  });

  it('opens the cart panel with its empty state', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/' });

    await user.click(screen.getByRole('button', { name: /open cart/i }));

    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
    expect(within(panel).getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('shows the account menu and the admin link to a signed-in administrator', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/auth/session', {
      body: {
        user: { id: 'u1', email: 'sam.owner@example.com', fullName: null, isAdmin: true, role: 'administrator', emailConfirmed: true },
      },
    });
    await renderApp({ path: '/' });

    const accountButton = await screen.findByRole('button', { name: 'sam.owner' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');

    await user.click(accountButton);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('sam.owner@example.com')).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Order History' })).toHaveAttribute('href', '/order-history');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it("puts today's open-order count on the Admin link in red, only above 0 and only for an administrator", async () => {
    const admin = { id: 'u1', email: 'sam.owner@example.com', fullName: null, isAdmin: true, role: 'administrator', emailConfirmed: true };
    answerApi('GET', '/api/auth/session', { body: { user: admin } });
    answerApi('GET', '/api/admin/badges', { body: { openOrders: 3, pendingBookings: 0 } });
    const { unmount } = await renderApp({ path: '/' });
    const link = await screen.findByRole('link', { name: 'Admin' });
    const badge = await waitFor(() => {
      const found = link.querySelector('.MuiBadge-badge');
      expect(found).toHaveTextContent('3');
      return found;
    });
    expect(badge).toHaveClass('MuiBadge-colorError');
    expect(badge).not.toHaveClass('MuiBadge-invisible');
    unmount();

    answerApi('GET', '/api/admin/badges', { body: { openOrders: 0, pendingBookings: 0 } });
    await renderApp({ path: '/' });
    const quiet = await screen.findByRole('link', { name: 'Admin' });
    await waitFor(() => expect(sentRequests.filter((r) => r.path === '/api/admin/badges')).toHaveLength(2));
    await waitFor(() => expect(quiet.querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible'));
  });

  it('puts the booking requests waiting for an answer beside it, only above 0', async () => {
    const admin = { id: 'u1', email: 'sam.owner@example.com', fullName: null, isAdmin: true, role: 'administrator', emailConfirmed: true };
    answerApi('GET', '/api/auth/session', { body: { user: admin } });
    answerApi('GET', '/api/admin/badges', { body: { openOrders: 0, pendingBookings: 2 } });
    await renderApp({ path: '/' });
    const link = await screen.findByRole('link', { name: 'Admin' });
    await waitFor(() => expect(link.querySelector('[aria-label="2 booking requests waiting"]')).toHaveTextContent('2'));
    expect(link.querySelector('[aria-label="2 booking requests waiting"]')).not.toHaveClass('MuiBadge-invisible');
    expect(link.querySelector('[aria-label="0 open orders today"]')).toHaveClass('MuiBadge-invisible');
  });

  it('never asks a customer for the badges', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: { id: 'u2', email: 'kit@example.com', fullName: 'Kit', isAdmin: false, role: 'customer', emailConfirmed: true } } });
    await renderApp({ path: '/' });
    await screen.findByRole('button', { name: 'Kit' });
    expect(sentRequests.some((r) => r.path.startsWith('/api/admin/'))).toBe(false);
  });

  it('shows staff the Admin link with both badges', async () => {
    const staff = { id: 'u3', email: 'lee@example.com', fullName: 'Lee', isAdmin: false, role: 'staff' as const, emailConfirmed: true };
    answerApi('GET', '/api/auth/session', { body: { user: staff } });
    answerApi('GET', '/api/admin/badges', { body: { openOrders: 4, pendingBookings: 1 } });
    await renderApp({ path: '/' });
    const link = await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Admin' });
    expect(link).toHaveAttribute('href', '/admin');
    await waitFor(() => expect(link.querySelector('[aria-label="4 open orders today"]')).toHaveTextContent('4'));
    await waitFor(() => expect(link.querySelector('[aria-label="1 booking request waiting"]')).toHaveTextContent('1'));
  });
});
