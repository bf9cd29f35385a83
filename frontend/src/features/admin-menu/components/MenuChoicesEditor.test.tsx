import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { answerApi, sentRequests } from '../../../test/fake-api';
import type { AdminChoice, AdminChoiceGroup, AdminMenuItem, AdminMenuOption } from '../admin-menu-types';
import { MenuItemDialog } from './MenuItemDialog';

const savedChoice = (id: string, name: string, pricePence: number, allergens: AdminChoice['ownAllergens'] = []): AdminChoice => ({
  id,
  name,
  pricePence,
  allergens,
  ownAllergens: allergens,
  menuItemId: null,
  menuItemOptionId: null,
  soldOut: false,
});
const SAUCES: AdminChoiceGroup = {
  id: 'g-sauce',
  name: 'Choose your sauce',
  minChoices: 1,
  maxChoices: 2,
  half: null,
  choices: [savedChoice('c-bbq', 'BBQ', 0), savedChoice('c-garlic', 'Garlic mayo', 50, ['eggs'])],
};
const EXTRAS: AdminChoiceGroup = { id: 'g-extras', name: 'Extras', minChoices: 0, maxChoices: 1, half: null, choices: [savedChoice('c-cheese', 'Extra cheese', 80, ['milk'])] };

const size = (id: string, name: string, displayOrder = 1): AdminMenuOption => ({ id, name, pricePence: 150, displayOrder, allergens: [], soldOut: false, soldOutUntil: null });
const menuItem = (id: string, name: string, overrides: Partial<AdminMenuItem> = {}): AdminMenuItem => ({
  id,
  categoryId: 'c1',
  name,
  description: '',
  imageUrl: null,
  image: null,
  isAvailable: true,
  availableForTakeaway: true,
  displayOrder: 1,
  options: [size(`o-${id}`, 'Regular')],
  lowestPricePence: 150,
  allergens: [],
  dietaryLabels: [],
  soldOut: false,
  soldOutUntil: null,
  choiceGroups: [],
  halfPriceRule: 'dearer',
  kitchen: { stationId: null, stationUnits: 1, sizes: [], choices: [] },
  ...overrides,
});
const wings = (choiceGroups: AdminChoiceGroup[], overrides: Partial<AdminMenuItem> = {}): AdminMenuItem => menuItem('wings', 'Wings', { choiceGroups, ...overrides });

// The rest of the menu, which a meal deal's choice may be: a drink in two sizes, fries in one, and
// a pizza that asks for its own choices (a meal cannot offer it).
const CANS = menuItem('cans', 'Canned Soft Drink', { displayOrder: 2, options: [size('o-coke', 'Coca-Cola', 1), size('o-fanta', 'Fanta', 2)] });
const FRIES = menuItem('fries', 'Fries', { displayOrder: 3 });
const PIZZA = menuItem('pizza', 'Margherita', { displayOrder: 4, choiceGroups: [{ ...SAUCES, id: 'g-base', name: 'Base' }] });

const CATEGORIES = [{ id: 'c1', name: 'sides', displayName: 'Sides', displayOrder: 1, isActive: true, itemCount: 1 }];
const PATH = '/api/admin/menu/items/wings/choice-groups';

function renderDialog(item: AdminMenuItem, rest: AdminMenuItem[] = [CANS, FRIES, PIZZA]) {
  const onClose = jest.fn();
  const store = makeStore();
  const dialog = (shown: AdminMenuItem) => (
    <Provider store={store}>
      <MenuItemDialog item={shown} categories={CATEGORIES} menuItems={[shown, ...rest]} onClose={onClose} onCreated={() => undefined} />
    </Provider>
  );
  const { rerender } = render(dialog(item));
  // The menu as refetched (the admin socket says it changed): the item the dialog is given again.
  const refetched = (shown: AdminMenuItem) => rerender(dialog(shown));
  return { onClose, store, refetched, editor: screen.getByRole('region', { name: 'Choices of Wings' }) };
}

const saves = () => sentRequests.filter((request) => request.method === 'PUT' && request.path === PATH);
const group = (editor: HTMLElement, name: string) => within(within(editor).getByRole('list', { name: 'Choice groups' })).getByRole('listitem', { name });
const choice = (groupRow: HTMLElement, name: string) => within(within(groupRow).getByRole('list', { name: /^Choices in / })).getByRole('listitem', { name });

/** Cleared and pasted into: one change rather than one a key, as the whole dialog renders on each. */
async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

/** A select opened and one of its options taken; its list (over the dialog) is gone after. */
async function pick(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, option: string) {
  await user.click(field);
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await listClosed();
}
const listClosed = () => waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

describe('the choices of a menu item', () => {
  it('adds a group and its choices and sends them with their prices in pence; a second save keeps the ids the server gave', async () => {
    const user = userEvent.setup({ delay: null });
    const { editor, store } = renderDialog(wings([]));
    expect(editor).toHaveTextContent('No choices: customers add the item as it is.');

    await user.click(within(editor).getByRole('button', { name: 'Add a choice group' }));
    const added = group(editor, 'New group');
    await waitFor(() => expect(within(added).getByRole('textbox', { name: 'Group name' })).toHaveFocus());
    await user.paste('Choose your sauce');
    const sauces = group(editor, 'Choose your sauce');
    await retype(user, within(sauces).getByRole('spinbutton', { name: 'Customer may choose at most' }), '2');
    expect(sauces).toHaveTextContent('Customers see “Choose 1 to 2”.');
    // The group starts with one choice to fill in.
    const first = choice(sauces, 'New choice');
    await retype(user, within(first).getByRole('textbox', { name: 'Choice name' }), 'BBQ');
    await retype(user, within(first).getByRole('textbox', { name: 'Price (£)' }), '0');

    await user.click(within(sauces).getByRole('button', { name: 'Add a choice to Choose your sauce' }));
    await waitFor(() => expect(within(choice(sauces, 'New choice')).getByRole('textbox', { name: 'Choice name' })).toHaveFocus());
    await user.paste('Garlic mayo');
    const garlic = choice(sauces, 'Garlic mayo');
    await retype(user, within(garlic).getByRole('textbox', { name: 'Price (£)' }), '0.5');
    await user.click(within(garlic).getByRole('checkbox', { name: 'Eggs' }));

    answerApi('PUT', PATH, { body: wings([SAUCES]) });
    await user.click(within(editor).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toEqual({
      groups: [
        {
          name: 'Choose your sauce',
          minChoices: 1,
          maxChoices: 2,
          choices: [
            { name: 'BBQ', pricePence: 0, allergens: [] },
            { name: 'Garlic mayo', pricePence: 50, allergens: ['eggs'] },
          ],
        },
      ],
    });
    await waitFor(() => expect(store.getState().notifications.queue.map((toast) => toast.title)).toContain('Choices saved'));

    await user.click(within(editor).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1].body).toMatchObject({ groups: [{ id: 'g-sauce', choices: [{ id: 'c-bbq' }, { id: 'c-garlic' }] }] });
  });

  it('keeps the ids of the groups and choices it had and sends the order they were moved to, by the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const { editor } = renderDialog(wings([SAUCES, EXTRAS]));
    expect(within(editor).getByRole('button', { name: 'Move group Choose your sauce up' })).toBeDisabled();

    act(() => within(editor).getByRole('button', { name: 'Move group Extras up' }).focus());
    await user.keyboard('{Enter}');
    expect(within(within(editor).getByRole('list', { name: 'Choice groups' })).getAllByRole('textbox', { name: 'Group name' }).map((field) => (field as HTMLInputElement).value)).toEqual([
      'Extras',
      'Choose your sauce',
    ]);
    // At the top, its up arrow is off: the focus stays on the row, on its other arrow.
    await waitFor(() => expect(within(editor).getByRole('button', { name: 'Move group Extras down' })).toHaveFocus());

    const sauces = group(editor, 'Choose your sauce');
    await user.click(within(sauces).getByRole('button', { name: 'Move choice BBQ in Choose your sauce down' }));
    await retype(user, within(choice(sauces, 'BBQ')).getByRole('textbox', { name: 'Choice name' }), 'Smoky BBQ');
    await retype(user, within(choice(sauces, 'Garlic mayo')).getByRole('textbox', { name: 'Price (£)' }), '1.20');

    answerApi('PUT', PATH, { body: wings([EXTRAS, SAUCES]) });
    await user.click(within(editor).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toEqual({
      groups: [
        { id: 'g-extras', name: 'Extras', minChoices: 0, maxChoices: 1, choices: [{ id: 'c-cheese', name: 'Extra cheese', pricePence: 80, allergens: ['milk'] }] },
        {
          id: 'g-sauce',
          name: 'Choose your sauce',
          minChoices: 1,
          maxChoices: 2,
          choices: [
            { id: 'c-garlic', name: 'Garlic mayo', pricePence: 120, allergens: ['eggs'] },
            { id: 'c-bbq', name: 'Smoky BBQ', pricePence: 0, allergens: [] },
          ],
        },
      ],
    });
  });

  it('leaves a removed group or choice out of what it sends', async () => {
    const user = userEvent.setup({ delay: null });
    const { editor } = renderDialog(wings([SAUCES, EXTRAS]));
    await user.click(within(editor).getByRole('button', { name: 'Remove group Extras' }));
    await waitFor(() => expect(within(editor).getByRole('button', { name: 'Add a choice group' })).toHaveFocus());
    await user.click(within(editor).getByRole('button', { name: 'Remove choice BBQ in Choose your sauce' }));

    answerApi('PUT', PATH, { body: wings([]) });
    await user.click(within(editor).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toEqual({ groups: [{ id: 'g-sauce', name: 'Choose your sauce', minChoices: 1, maxChoices: 2, choices: [{ id: 'c-garlic', name: 'Garlic mayo', pricePence: 50, allergens: ['eggs'] }] }] });
  });

  it('says the server’s refusal beside the Save button, with the changes kept', async () => {
    const user = userEvent.setup({ delay: null });
    const { editor } = renderDialog(wings([SAUCES]));
    const refused = '"Choose your sauce" asks for 4 but offers only 2.';
    answerApi('PUT', PATH, { status: 422, body: { error: { code: 'MENU_CHOICE_GROUPS_INVALID', message: refused } } });
    await retype(user, within(group(editor, 'Choose your sauce')).getByRole('spinbutton', { name: 'Customer may choose at most' }), '4');
    await retype(user, within(group(editor, 'Choose your sauce')).getByRole('spinbutton', { name: 'Customer must choose at least' }), '4');
    const save = within(editor).getByRole('button', { name: 'Save choices' });
    await user.click(save);

    expect(await within(editor).findByRole('alert')).toHaveTextContent(refused);
    expect(save).toHaveAccessibleDescription(refused);
    expect(within(group(editor, 'Choose your sauce')).getByRole('spinbutton', { name: 'Customer must choose at least' })).toHaveValue(4);
  });

  it('refuses at least more than at most before sending, saying so and marking the field', async () => {
    const user = userEvent.setup({ delay: null });
    const { editor } = renderDialog(wings([SAUCES]));
    const sauces = group(editor, 'Choose your sauce');
    await retype(user, within(sauces).getByRole('spinbutton', { name: 'Customer must choose at least' }), '3');
    await user.click(within(editor).getByRole('button', { name: 'Save choices' }));

    expect(within(editor).getByRole('alert')).toHaveTextContent('"Choose your sauce": the least a customer must choose (3) cannot be more than the most (2).');
    const least = within(sauces).getByRole('spinbutton', { name: 'Customer must choose at least' });
    expect(least).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(least).toHaveFocus());
    expect(saves()).toEqual([]);
  });

  it('asks before closing with choices not saved, and keeps them when staff stay', async () => {
    const user = userEvent.setup({ delay: null });
    const { editor, onClose } = renderDialog(wings([SAUCES]));
    await retype(user, within(group(editor, 'Choose your sauce')).getByRole('textbox', { name: 'Group name' }), 'Pick a sauce');
    expect(editor).toHaveTextContent('Changes not saved yet');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    const question = screen.getByRole('dialog', { name: 'Leave without saving the choices?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(group(editor, 'Pick a sauce')).getByRole('textbox', { name: 'Group name' })).toHaveValue('Pick a sauce');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Leave without saving the choices?' })).getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('follows another administrator’s save while nothing is changed here, and keeps what is being changed', async () => {
    const user = userEvent.setup({ delay: null });
    const { editor, refetched } = renderDialog(wings([SAUCES]));
    refetched(wings([SAUCES, EXTRAS]));
    expect(group(editor, 'Extras')).toBeVisible();

    await retype(user, within(group(editor, 'Extras')).getByRole('textbox', { name: 'Group name' }), 'Sides');
    refetched(wings([SAUCES]));
    expect(within(group(editor, 'Sides')).getByRole('textbox', { name: 'Group name' })).toHaveValue('Sides');
    expect(editor).toHaveTextContent('Changes not saved yet');
  });

  it('makes a choice a menu item, or one size of it, named after it until staff rename it, and sends the item and size', async () => {
    const user = userEvent.setup({ delay: null });
    const { editor } = renderDialog(wings([EXTRAS]));
    await user.click(within(editor).getByRole('button', { name: 'Add a choice group' }));
    await waitFor(() => expect(within(group(editor, 'New group')).getByRole('textbox', { name: 'Group name' })).toHaveFocus());
    await user.paste('Your drink');
    const drinks = group(editor, 'Your drink');
    const itemField = within(choice(drinks, 'New choice')).getByRole('combobox', { name: 'Menu item (meal deal)' });
    expect(itemField).toHaveTextContent('None');
    expect(within(choice(drinks, 'New choice')).queryByRole('combobox', { name: 'Size' })).toBeNull();

    // Every other item of the menu; one that asks for its own choices cannot be a meal's.
    await user.click(itemField);
    const items = await screen.findByRole('listbox', { name: 'Menu item (meal deal)' });
    expect(within(items).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'Canned Soft Drink', 'Fries', 'Margherita (asks for its own choices)']);
    expect(within(items).getByRole('option', { name: 'Margherita (asks for its own choices)' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(items).getByRole('option', { name: 'Canned Soft Drink' }));
    await listClosed();

    // The empty name took the item's, and takes the size's once one is chosen.
    const cans = choice(drinks, 'Canned Soft Drink');
    expect(cans).toHaveTextContent('Allergens and sold out follow Canned Soft Drink (any size).');
    const sizeField = within(cans).getByRole('combobox', { name: 'Size' });
    expect(sizeField).toHaveTextContent('Any size');
    await pick(user, sizeField, 'Coca-Cola');
    const coke = choice(drinks, 'Canned Soft Drink (Coca-Cola)');
    expect(within(coke).getByRole('combobox', { name: 'Menu item (meal deal)' })).toHaveAccessibleDescription('Allergens and sold out follow Canned Soft Drink (Coca-Cola).');
    await retype(user, within(coke).getByRole('textbox', { name: 'Choice name' }), 'Coca-Cola');

    // An item of one size has no size to choose.
    const extras = group(editor, 'Extras');
    await user.click(within(extras).getByRole('button', { name: 'Add a choice to Extras' }));
    await pick(user, within(choice(extras, 'New choice')).getByRole('combobox', { name: 'Menu item (meal deal)' }), 'Fries');
    const fries = choice(extras, 'Fries');
    expect(within(fries).queryByRole('combobox', { name: 'Size' })).toBeNull();
    expect(fries).toHaveTextContent('Allergens and sold out follow Fries.');

    answerApi('PUT', PATH, { body: wings([EXTRAS]) });
    await user.click(within(editor).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toEqual({
      groups: [
        {
          id: 'g-extras',
          name: 'Extras',
          minChoices: 0,
          maxChoices: 1,
          choices: [
            { id: 'c-cheese', name: 'Extra cheese', pricePence: 80, allergens: ['milk'] },
            { name: 'Fries', pricePence: 0, allergens: [], menuItemId: 'fries', menuItemOptionId: null },
          ],
        },
        { name: 'Your drink', minChoices: 1, maxChoices: 1, choices: [{ name: 'Coca-Cola', pricePence: 0, allergens: [], menuItemId: 'cans', menuItemOptionId: 'o-coke' }] },
      ],
    });
  });

  it('shows a saved meal deal’s choice with its item and size and its own allergens, and unlinks it', async () => {
    const user = userEvent.setup({ delay: null });
    // `allergens` is what customers see (the can's sulphites too); the choice itself has none.
    const coke: AdminChoice = { ...savedChoice('c-coke', 'Coca-Cola', 0), allergens: ['sulphites'], ownAllergens: [], menuItemId: 'cans', menuItemOptionId: 'o-coke' };
    const { editor } = renderDialog(wings([{ id: 'g-drink', name: 'Your drink', minChoices: 1, maxChoices: 1, half: null, choices: [coke] }]));
    const row = choice(group(editor, 'Your drink'), 'Coca-Cola');
    expect(within(row).getByRole('combobox', { name: 'Menu item (meal deal)' })).toHaveTextContent('Canned Soft Drink');
    expect(within(row).getByRole('combobox', { name: 'Size' })).toHaveTextContent('Coca-Cola');
    expect(row).toHaveTextContent('Allergens and sold out follow Canned Soft Drink (Coca-Cola).');
    expect(within(row).getByRole('checkbox', { name: 'Sulphur dioxide/sulphites' })).not.toBeChecked();

    // Another size is a change; the same again is none. A name staff chose stays.
    await pick(user, within(row).getByRole('combobox', { name: 'Size' }), 'Fanta');
    expect(editor).toHaveTextContent('Changes not saved yet');
    expect(within(row).getByRole('textbox', { name: 'Choice name' })).toHaveValue('Coca-Cola');
    await pick(user, within(row).getByRole('combobox', { name: 'Size' }), 'Coca-Cola');
    expect(editor).not.toHaveTextContent('Changes not saved yet');

    await pick(user, within(row).getByRole('combobox', { name: 'Menu item (meal deal)' }), 'None');
    expect(within(row).queryByRole('combobox', { name: 'Size' })).toBeNull();
    expect(row).not.toHaveTextContent('Allergens and sold out follow');
    answerApi('PUT', PATH, { body: wings([]) });
    await user.click(within(editor).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toEqual({ groups: [{ id: 'g-drink', name: 'Your drink', minChoices: 1, maxChoices: 1, choices: [{ id: 'c-coke', name: 'Coca-Cola', pricePence: 0, allergens: [] }] }] });
  });

  it('makes groups the halves of a half-and-half, refusing one half alone, and sends how the halves are priced', async () => {
    const user = userEvent.setup({ delay: null });
    const { editor } = renderDialog(wings([SAUCES, EXTRAS]));
    expect(within(editor).queryByRole('combobox', { name: 'Price the halves at' })).toBeNull();

    // By the keyboard: the down arrow opens the list at "Whole item", the next is taken with Enter.
    const sauceHalf = within(group(editor, 'Choose your sauce')).getByRole('combobox', { name: 'Half' });
    expect(sauceHalf).toHaveTextContent('Whole item');
    act(() => sauceHalf.focus());
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox', { name: 'Half' });
    await user.keyboard('{ArrowDown}{Enter}');
    await listClosed();
    expect(sauceHalf).toHaveTextContent('1st half');

    await user.click(within(editor).getByRole('button', { name: 'Save choices' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent('A half-and-half needs a group for each half: add one for the 2nd half.');
    const sauceName = within(group(editor, 'Choose your sauce')).getByRole('textbox', { name: 'Group name' });
    expect(sauceName).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(sauceName).toHaveFocus());
    expect(saves()).toEqual([]);

    await pick(user, within(group(editor, 'Extras')).getByRole('combobox', { name: 'Half' }), '2nd half');
    const rule = within(editor).getByRole('combobox', { name: 'Price the halves at' });
    expect(rule).toHaveTextContent('The dearer half');
    await pick(user, rule, 'The average of the two');

    answerApi('PUT', PATH, { body: wings([{ ...SAUCES, half: 1 }, { ...EXTRAS, half: 2 }], { halfPriceRule: 'average' }) });
    await user.click(within(editor).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toEqual({
      groups: [
        { id: 'g-sauce', name: 'Choose your sauce', minChoices: 1, maxChoices: 2, half: 1, choices: [{ id: 'c-bbq', name: 'BBQ', pricePence: 0, allergens: [] }, { id: 'c-garlic', name: 'Garlic mayo', pricePence: 50, allergens: ['eggs'] }] },
        { id: 'g-extras', name: 'Extras', minChoices: 0, maxChoices: 1, half: 2, choices: [{ id: 'c-cheese', name: 'Extra cheese', pricePence: 80, allergens: ['milk'] }] },
      ],
      halfPriceRule: 'average',
    });
    await waitFor(() => expect(within(editor).getByRole('combobox', { name: 'Price the halves at' })).toHaveTextContent('The average of the two'));
    expect(editor).not.toHaveTextContent('Changes not saved yet');
  });

  it('gives a plain choice a kitchen station and its units, says whose station a meal deal’s choice uses, and shows none on a half', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('GET', '/api/admin/stations', { body: [{ id: 's-grill', name: 'Grill', unitsPerSlot: 6 }, { id: 's-fryer', name: 'Fryer', unitsPerSlot: 10 }] });
    const fries = { ...FRIES, kitchen: { ...FRIES.kitchen, stationId: 's-fryer' } };
    const side: AdminChoiceGroup = { id: 'g-side', name: 'Your side', minChoices: 1, maxChoices: 1, half: null, choices: [{ ...savedChoice('c-fries', 'Fries', 0), menuItemId: 'fries' }] };
    const { editor } = renderDialog(wings([EXTRAS, side]), [CANS, fries, PIZZA]);

    const cheese = choice(group(editor, 'Extras'), 'Extra cheese');
    const cookedAt = within(cheese).getByRole('combobox', { name: 'Cooked at' });
    expect(cookedAt).toHaveTextContent('None');
    expect(within(cheese).queryByRole('spinbutton', { name: 'Units' })).toBeNull();
    await pick(user, cookedAt, 'Grill');
    const units = within(cheese).getByRole('spinbutton', { name: 'Units' });
    expect(units).toHaveValue(1);
    await retype(user, units, '2');

    const friesRow = choice(group(editor, 'Your side'), 'Fries');
    expect(within(friesRow).queryByRole('combobox', { name: 'Cooked at' })).toBeNull();
    await waitFor(() => expect(friesRow).toHaveTextContent('Uses Fries’ station (Fryer)'));

    answerApi('PUT', PATH, { body: wings([EXTRAS, side]) });
    await user.click(within(editor).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toEqual({
      groups: [
        { id: 'g-extras', name: 'Extras', minChoices: 0, maxChoices: 1, choices: [{ id: 'c-cheese', name: 'Extra cheese', pricePence: 80, allergens: ['milk'], stationId: 's-grill', stationUnits: 2 }] },
        { id: 'g-side', name: 'Your side', minChoices: 1, maxChoices: 1, choices: [{ id: 'c-fries', name: 'Fries', pricePence: 0, allergens: [], menuItemId: 'fries', menuItemOptionId: null }] },
      ],
    });

    // A half's choices are the pizza the oven cooks: they have no station of their own.
    await pick(user, within(group(editor, 'Extras')).getByRole('combobox', { name: 'Half' }), '1st half');
    expect(within(choice(group(editor, 'Extras'), 'Extra cheese')).queryByRole('combobox', { name: 'Cooked at' })).toBeNull();
  });

  it('closes without asking when the choices are as saved', async () => {
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderDialog(wings([SAUCES]));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving the choices?' })).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
