import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import type { CartLine, CartResponse } from '../../../shared/cart/cart-types';
import type { GuestCartLine } from '../../../shared/cart/guest-cart';
import { chosenChoices } from '../../../shared/menu/choice-selection';
import { EXTRAS, SAUCES } from '../../../test/test-menu';

const signedIn = { user: { id: 'u1', email: 'jo@example.com', fullName: 'Jo Bloggs', isAdmin: false, role: 'customer', emailConfirmed: true } };

const menuItem = (
  id: string,
  name: string,
  options: { id: string; name: string; pricePence: number; displayOrder: number; allergens?: string[] }[] = [{ id: `${id}-o`, name: 'Regular', pricePence: 375, displayOrder: 1 }],
  allergens: string[] = [],
) => ({
  id,
  name,
  description: '',
  imageUrl: null,
  isAvailable: true,
  allergens,
  options,
});

function guestLine(overrides: Partial<GuestCartLine> = {}): GuestCartLine {
  return {
    id: 'guest-1',
    menuItem: menuItem('pizza', 'Margherita Pizza', [
      { id: 'p10', name: '10"', pricePence: 899, displayOrder: 1 },
      { id: 'p12', name: '12"', pricePence: 1099, displayOrder: 2, allergens: ['sesame'] },
    ], ['milk', 'gluten']),
    quantity: 2,
    optionId: 'p12',
    optionName: '12"',
    choices: [],
    specialInstructions: 'Extra basil',
    unitPricePence: 1099,
    ...overrides,
  };
}

function accountLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 'l1',
    menuItemId: 'pizza',
    itemName: 'Margherita Pizza',
    optionId: 'p12',
    optionName: '12"',
    size: '12"',
    choices: [],
    quantity: 2,
    unitPricePence: 1099,
    lineTotalPence: 2198,
    specialInstructions: '',
    allergens: ['gluten', 'milk'],
    available: true,
    unavailableReason: null,
    ...overrides,
  };
}

const cartOf = (lines: CartLine[]): CartResponse => ({
  lines,
  totalPence: lines.filter((line) => line.available).reduce((total, line) => total + line.lineTotalPence, 0),
  count: lines.reduce((count, line) => count + line.quantity, 0),
  hasUnavailable: lines.some((line) => !line.available),
});

async function openCart() {
  const user = userEvent.setup();
  await renderApp({ path: '/' });
  await user.click(await screen.findByRole('button', { name: /open cart/i }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Your Cart' }) };
}

describe('the cart panel', () => {
  it("shows a guest's lines with option, note, prices and total, and sends guests to sign in", async () => {
    window.localStorage.setItem(
      'guest-cart',
      JSON.stringify([guestLine(), guestLine({ id: 'guest-2', menuItem: menuItem('barm', 'Bacon Barm'), quantity: 1, optionId: null, optionName: null, specialInstructions: '', unitPricePence: 375 })]),
    );
    const { panel } = await openCart();

    const pizza = within(panel).getByRole('listitem', { name: 'Margherita Pizza' });
    expect(within(pizza).getByText('Option: 12"')).toBeInTheDocument();
    expect(within(pizza).getByText('Note: Extra basil')).toBeInTheDocument();
    expect(within(pizza).getByText('£21.98')).toBeInTheDocument();
    expect(within(pizza).getByText('£10.99 each')).toBeInTheDocument();
    expect(within(pizza).getByText('Allergens: Cereals containing gluten, Milk, Sesame')).toBeInTheDocument();
    const barm = within(panel).getByRole('listitem', { name: 'Bacon Barm' });
    expect(within(barm).getByText('Allergens: Ask us about allergens')).toBeInTheDocument();
    expect(within(barm).getByText('Size: Regular')).toBeInTheDocument();
    expect(within(barm).queryByText(/^Note:/)).not.toBeInTheDocument();

    expect(within(panel).getByTestId('cart-total')).toHaveTextContent('£25.73');
    expect(within(panel).getByLabelText('3 items')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Sign In to Place Order' })).toHaveAttribute('href', '/auth');
  });

  it("shows a guest line's choices under the item's name, and their allergens with the dish's", async () => {
    const wings = menuItem('wings', 'Chicken Wings', [{ id: 'w8', name: '8 pieces', pricePence: 749, displayOrder: 1 }], ['celery']);
    const choices = chosenChoices([SAUCES, EXTRAS], ['c-bbq', 'c-mayo']);
    window.localStorage.setItem('guest-cart', JSON.stringify([guestLine({ menuItem: wings, quantity: 1, optionId: 'w8', optionName: '8 pieces', choices, specialInstructions: '', unitPricePence: 799 })]));
    const { panel } = await openCart();

    const line = within(panel).getByRole('listitem', { name: 'Chicken Wings' });
    expect(within(line).getByText('BBQ, Garlic mayo')).toBeInTheDocument();
    expect(within(line).getByText('£7.99 each')).toBeInTheDocument();
    expect(within(line).getByText('Allergens: Celery, Eggs')).toBeInTheDocument();
  });

  it('changes guest quantities: minus sends quantity - 1 and at 0 the line goes', async () => {
    window.localStorage.setItem('guest-cart', JSON.stringify([guestLine()]));
    const { user, panel } = await openCart();

    await user.click(within(panel).getByRole('button', { name: 'Increase quantity of Margherita Pizza' }));
    expect(within(panel).getByLabelText('Quantity of Margherita Pizza')).toHaveTextContent('3');
    await user.click(within(panel).getByRole('button', { name: 'Decrease quantity of Margherita Pizza' }));
    await user.click(within(panel).getByRole('button', { name: 'Decrease quantity of Margherita Pizza' }));
    expect(within(panel).getByLabelText('Quantity of Margherita Pizza')).toHaveTextContent('1');
    expect(JSON.parse(window.localStorage.getItem('guest-cart')!)[0].quantity).toBe(1);

    await user.click(within(panel).getByRole('button', { name: 'Decrease quantity of Margherita Pizza' }));
    expect(await within(panel).findByText('Your cart is empty')).toBeInTheDocument();
    expect(window.localStorage.getItem('guest-cart')).toBeNull();
    expect(await screen.findByText('Item removed')).toBeInTheDocument();
  });

  it('shows the empty state with a way to the menu', async () => {
    const { panel } = await openCart();
    expect(within(panel).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Browse the Menu' })).toHaveAttribute('href', '/takeaway');
  });

  it("shows a signed-in user's server cart with unavailable lines, and offers checkout", async () => {
    answerApi('GET', '/api/auth/session', { body: signedIn });
    answerApi('GET', '/api/cart', {
      body: cartOf([
        accountLine({ choices: [{ id: 'c-hot', name: 'Hot', groupName: 'Choose your sauce', half: null, pricePence: 0 }] }),
        accountLine({ id: 'l2', itemName: 'Mac & Cheese Bites', available: false, unavailableReason: 'This item is currently unavailable.', lineTotalPence: 449, quantity: 1 }),
      ]),
    });
    const { panel } = await openCart();

    expect(await within(panel).findByRole('listitem', { name: 'Margherita Pizza' })).toBeInTheDocument();
    expect(within(panel).getByRole('listitem', { name: 'Margherita Pizza' })).toHaveTextContent('Allergens: Cereals containing gluten, Milk');
    expect(within(within(panel).getByRole('listitem', { name: 'Margherita Pizza' })).getByText('Hot')).toBeInTheDocument();
    const bites = within(panel).getByRole('listitem', { name: 'Mac & Cheese Bites' });
    expect(within(bites).getByText('Unavailable: This item is currently unavailable.')).toBeInTheDocument();
    expect(within(panel).getByTestId('cart-total')).toHaveTextContent('£21.98');
    expect(within(panel).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(within(panel).queryByRole('link', { name: 'Sign In to Place Order' })).not.toBeInTheDocument();
  });

  it('sends quantity - 1 for an account line, shows it at once, and takes the server answer', async () => {
    answerApi('GET', '/api/auth/session', { body: signedIn });
    answerApi('GET', '/api/cart', { body: cartOf([accountLine({ quantity: 3, lineTotalPence: 3297 })]) });
    answerApi('PATCH', '/api/cart/items/l1', { body: cartOf([accountLine({ quantity: 2, unitPricePence: 1149, lineTotalPence: 2298 })]) });
    const { user, panel } = await openCart();

    await user.click(await within(panel).findByRole('button', { name: 'Decrease quantity of Margherita Pizza' }));
    const patch = sentRequests.find((request) => request.method === 'PATCH');
    expect(patch).toMatchObject({ path: '/api/cart/items/l1', body: { quantity: 2 } });
    // The server re-priced the line: its answer replaces the optimistic one.
    await waitFor(() => expect(within(panel).getByTestId('cart-total')).toHaveTextContent('£22.98'));
    expect(within(panel).getByLabelText('Quantity of Margherita Pizza')).toHaveTextContent('2');
  });

  it("undoes a refused change and says 'Error updating cart'", async () => {
    answerApi('GET', '/api/auth/session', { body: signedIn });
    answerApi('GET', '/api/cart', { body: cartOf([accountLine()]) });
    answerApi('PATCH', '/api/cart/items/l1', { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } } });
    const { user, panel } = await openCart();

    await user.click(await within(panel).findByRole('button', { name: 'Increase quantity of Margherita Pizza' }));
    expect(await screen.findByText('Error updating cart')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByLabelText('Quantity of Margherita Pizza')).toHaveTextContent('2'));
  });

  it("shows 'Loading cart...' until the account cart arrives", async () => {
    answerApi('GET', '/api/auth/session', { body: signedIn });
    let release: () => void = () => undefined;
    const fakeFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === '/api/cart') await new Promise<void>((resolve) => (release = resolve));
      return fakeFetch(input, init);
    };
    const { panel } = await openCart();

    expect(within(panel).getByText('Loading cart...')).toBeInTheDocument();
    release();
    expect(await within(panel).findByText('Your cart is empty')).toBeInTheDocument();
  });
});
