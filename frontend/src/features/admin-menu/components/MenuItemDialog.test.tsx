import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { answerApi, sentRequests } from '../../../test/fake-api';
import type { AdminKitchen, AdminMenuItem, AdminMenuOption } from '../admin-menu-types';
import { MenuItemDialog } from './MenuItemDialog';

const STATIONS = [
  { id: 's-oven', name: 'Pizza oven', unitsPerSlot: 8 },
  { id: 's-fryer', name: 'Fryer', unitsPerSlot: 10 },
];
const CATEGORIES = [{ id: 'c1', name: 'pizzas', displayName: 'Pizzas', displayOrder: 1, isActive: true, itemCount: 1 }];
const size = (id: string, name: string, displayOrder: number): AdminMenuOption => ({ id, name, pricePence: 999, displayOrder, allergens: [], soldOut: false, soldOutUntil: null });

// A margherita in two sizes: the 14-inch takes 2 units of the item's station, the 12-inch the item's.
const margherita = (kitchen: Partial<AdminKitchen>): AdminMenuItem => ({
  id: 'pizza',
  categoryId: 'c1',
  name: 'Margherita',
  description: '',
  imageUrl: null,
  image: null,
  isAvailable: true,
  availableForTakeaway: true,
  displayOrder: 1,
  options: [size('o-12', '12 inch', 1), size('o-14', '14 inch', 2)],
  lowestPricePence: 999,
  allergens: [],
  dietaryLabels: [],
  soldOut: false,
  soldOutUntil: null,
  choiceGroups: [],
  halfPriceRule: 'dearer',
  kitchen: { stationId: null, stationUnits: 1, sizes: [{ optionId: 'o-12', stationUnits: null }, { optionId: 'o-14', stationUnits: 2 }], choices: [], ...kitchen },
});

function renderDialog(item: AdminMenuItem) {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MenuItemDialog item={item} categories={CATEGORIES} menuItems={[item]} onClose={() => undefined} onCreated={() => undefined} />
    </Provider>,
  );
  return { store, kitchen: screen.getByRole('region', { name: 'Kitchen' }) };
}

const sent = (method: string, path: string) => sentRequests.filter((request) => request.method === method && request.path === path).map((request) => request.body);

async function pick(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, option: string) {
  await user.click(field);
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

beforeEach(() => answerApi('GET', '/api/admin/stations', { body: STATIONS }));

describe('the kitchen of a menu item', () => {
  it('saves the station that cooks the item and its units with the item', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('PATCH', '/api/admin/menu/items/pizza', { body: margherita({ stationId: 's-oven' }) });
    const { kitchen } = renderDialog(margherita({}));
    const cookedAt = within(kitchen).getByRole('combobox', { name: 'Cooked at' });
    expect(cookedAt).toHaveTextContent('None');
    const units = within(kitchen).getByRole('spinbutton', { name: 'Units' });
    expect(units).toBeDisabled();
    // Sizes take units of the item's station: without one they have none to override.
    expect(within(screen.getByRole('region', { name: 'Options of Margherita' })).queryByRole('spinbutton', { name: 'Units' })).toBeNull();

    await user.click(cookedAt);
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'Pizza oven', 'Fryer']);
    await user.click(screen.getByRole('option', { name: 'Pizza oven' }));
    await user.clear(units);
    await user.type(units, '101');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(units).toHaveAttribute('aria-invalid', 'true');
    expect(sent('PATCH', '/api/admin/menu/items/pizza')).toEqual([]);

    await user.clear(units);
    await user.type(units, '1');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(sent('PATCH', '/api/admin/menu/items/pizza')).toHaveLength(1));
    expect(sent('PATCH', '/api/admin/menu/items/pizza')[0]).toMatchObject({ name: 'Margherita', stationId: 's-oven', stationUnits: 1 });
  });

  it('sends no station, and no units, once the item is cooked at none', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('PATCH', '/api/admin/menu/items/pizza', { body: margherita({}) });
    const { kitchen } = renderDialog(margherita({ stationId: 's-oven', stationUnits: 3 }));
    await waitFor(() => expect(within(kitchen).getByRole('combobox', { name: 'Cooked at' })).toHaveTextContent('Pizza oven'));
    expect(within(kitchen).getByRole('spinbutton', { name: 'Units' })).toHaveValue(3);
    await pick(user, within(kitchen).getByRole('combobox', { name: 'Cooked at' }), 'None');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(sent('PATCH', '/api/admin/menu/items/pizza')).toHaveLength(1));
    const [body] = sent('PATCH', '/api/admin/menu/items/pizza') as Record<string, unknown>[];
    expect(body.stationId).toBeNull();
    expect(body).not.toHaveProperty('stationUnits');
  });

  it("saves a size's own units of the item's station, empty for the item's", async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('PATCH', '/api/admin/menu/options/o-12', { body: margherita({ stationId: 's-oven' }) });
    answerApi('PATCH', '/api/admin/menu/options/o-14', { body: margherita({ stationId: 's-oven' }) });
    renderDialog(margherita({ stationId: 's-oven' }));
    const twelve = screen.getByRole('group', { name: 'Option 12 inch' });
    const fourteen = screen.getByRole('group', { name: 'Option 14 inch' });
    expect(within(twelve).getByRole('spinbutton', { name: 'Units' })).toHaveValue(null);
    expect(within(twelve).getByRole('spinbutton', { name: 'Units' })).toHaveAttribute('placeholder', '1');
    expect(within(fourteen).getByRole('spinbutton', { name: 'Units' })).toHaveValue(2);

    await user.type(within(twelve).getByRole('spinbutton', { name: 'Units' }), '3');
    await user.click(within(twelve).getByRole('button', { name: 'Save' }));
    await user.clear(within(fourteen).getByRole('spinbutton', { name: 'Units' }));
    await user.click(within(fourteen).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('PATCH', '/api/admin/menu/options/o-14')).toHaveLength(1));
    expect(sent('PATCH', '/api/admin/menu/options/o-12')).toEqual([{ name: '12 inch', pricePence: 999, allergens: [], stationUnits: 3 }]);
    expect(sent('PATCH', '/api/admin/menu/options/o-14')).toEqual([{ name: '14 inch', pricePence: 999, allergens: [], stationUnits: null }]);
  });
});
