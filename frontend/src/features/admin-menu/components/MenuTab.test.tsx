import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import type { AdminMenu, AdminMenuItem } from '../admin-menu-types';
import { MenuTab } from './MenuTab';

function item(id: string, name: string, displayOrder: number, overrides: Partial<AdminMenuItem> = {}): AdminMenuItem {
  return {
    id,
    name,
    description: '',
    categoryId: 'c1',
    imageUrl: null,
    image: null,
    isAvailable: true,
    availableForTakeaway: true,
    displayOrder,
    options: [{ id: `${id}-o`, name: 'Regular', pricePence: 500, displayOrder: 1, allergens: [], soldOut: false, soldOutUntil: null }],
    lowestPricePence: 500,
    allergens: [],
    dietaryLabels: [],
    soldOut: false,
    soldOutUntil: null,
    choiceGroups: [],
    halfPriceRule: 'dearer',
    kitchen: { stationId: null, stationUnits: 1, sizes: [], choices: [] },
    ...overrides,
  };
}

const MENU: AdminMenu = {
  categories: [{ id: 'c1', name: 'breakfast', displayName: 'Breakfast', displayOrder: 1, isActive: true, itemCount: 3 }],
  items: [item('b', 'Bacon Barm', 2, { allergens: ['gluten'] }), item('a', 'Full English', 1), item('p', 'Pancakes', 3, {
      choiceGroups: [
        {
          id: 'g1',
          name: 'Toppings',
          minChoices: 0,
          maxChoices: 2,
          half: null,
          choices: [{ id: 'c1', name: 'Syrup', pricePence: 0, allergens: [], ownAllergens: [], menuItemId: null, menuItemOptionId: null, soldOut: false }],
        },
      ],
    })],
};

const renderTab = () => renderApp({ routes: [{ path: '/', element: <MenuTab /> }] });
const rows = () => within(screen.getByRole('region', { name: 'Breakfast' })).getAllByRole('listitem').map((row) => row.getAttribute('aria-label'));

describe('the admin Menu tab', () => {
  it('lists items by category in display order with their price, choice groups and allergens', async () => {
    answerApi('GET', '/api/admin/menu', { body: MENU });
    await renderTab();
    expect(await screen.findByRole('heading', { name: 'Menu Management' })).toBeInTheDocument();
    expect(rows()).toEqual(['Full English', 'Bacon Barm', 'Pancakes']);
    expect(within(screen.getByRole('listitem', { name: 'Bacon Barm' })).getByText('£5.00 · 1 option · Allergens: Cereals containing gluten')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Pancakes' })).getByText('£5.00 · 1 option · 1 choice group · Allergens: Ask us about allergens')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Full English up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Pancakes down' })).toBeDisabled();
  });

  it('moves an item up with the keyboard-operable button: the whole new order is sent', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/admin/menu', { body: MENU });
    answerApi('PUT', '/api/admin/menu/items/order', { status: 204 });
    await renderTab();
    await screen.findByRole('heading', { name: 'Menu Management' });
    screen.getByRole('button', { name: 'Move Pancakes up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sentRequests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(sentRequests.find((request) => request.method === 'PUT')).toMatchObject({ path: '/api/admin/menu/items/order', body: { categoryId: 'c1', itemIds: ['a', 'p', 'b'] } });
  });

  it('offers the other items of the menu to a choice of the item being edited', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/admin/menu', { body: MENU });
    await renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Pancakes' }));
    const toppings = within(screen.getByRole('region', { name: 'Choices of Pancakes' })).getByRole('listitem', { name: 'Toppings' });
    await user.click(within(toppings).getByRole('combobox', { name: 'Menu item (meal deal)' }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'Full English', 'Bacon Barm']);
  });

  it("says 'Failed to update menu item order' and puts the old order back when the server refuses", async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/admin/menu', { body: MENU });
    answerApi('PUT', '/api/admin/menu/items/order', { status: 409, body: { error: { code: 'MENU_ORDER_STALE', message: 'The list changed since it was loaded. Please reload and try again.' } } });
    const { store } = await renderTab();
    await screen.findByRole('heading', { name: 'Menu Management' });
    await user.click(screen.getByRole('button', { name: 'Move Bacon Barm up' }));
    await waitFor(() => expect(store.getState().notifications.queue.map((toast) => toast.title)).toContain('Failed to update menu item order'));
    expect(store.getState().notifications.queue[0].message).toBe('The list changed since it was loaded. Please reload and try again.');
    expect(rows()).toEqual(['Full English', 'Bacon Barm', 'Pancakes']);
  });

  it('asks before deleting an item', async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/admin/menu', { body: MENU });
    answerApi('DELETE', '/api/admin/menu/items/p', { status: 204 });
    await renderTab();
    await screen.findByRole('heading', { name: 'Menu Management' });
    await user.click(screen.getByRole('button', { name: 'Delete Pancakes' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete menu item?' });
    expect(sentRequests.filter((request) => request.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sentRequests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/api/admin/menu/items/p']));
  });

  it("says 'Failed to fetch menu items' when the menu cannot be loaded", async () => {
    answerApi('GET', '/api/admin/menu', { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } });
    const { store } = await renderTab();
    await waitFor(() => expect(store.getState().notifications.queue.map((toast) => toast.title)).toContain('Failed to fetch menu items'));
  });
});
