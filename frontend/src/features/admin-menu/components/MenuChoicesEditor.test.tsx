import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { answerApi, sentRequests } from '../../../test/fake-api';
import type { AdminChoiceGroup, AdminMenuItem } from '../admin-menu-types';
import { MenuItemDialog } from './MenuItemDialog';

const SAUCES: AdminChoiceGroup = {
  id: 'g-sauce',
  name: 'Choose your sauce',
  minChoices: 1,
  maxChoices: 2,
  choices: [
    { id: 'c-bbq', name: 'BBQ', pricePence: 0, allergens: [] },
    { id: 'c-garlic', name: 'Garlic mayo', pricePence: 50, allergens: ['eggs'] },
  ],
};
const EXTRAS: AdminChoiceGroup = { id: 'g-extras', name: 'Extras', minChoices: 0, maxChoices: 1, choices: [{ id: 'c-cheese', name: 'Extra cheese', pricePence: 80, allergens: ['milk'] }] };

const wings = (choiceGroups: AdminChoiceGroup[]): AdminMenuItem => ({
  id: 'wings',
  categoryId: 'c1',
  name: 'Wings',
  description: '',
  imageUrl: null,
  image: null,
  isAvailable: true,
  availableForTakeaway: true,
  displayOrder: 1,
  options: [{ id: 'o-wings', name: 'Regular', pricePence: 799, displayOrder: 1, allergens: [], soldOut: false, soldOutUntil: null }],
  lowestPricePence: 799,
  allergens: [],
  dietaryLabels: [],
  soldOut: false,
  soldOutUntil: null,
  choiceGroups,
});

const CATEGORIES = [{ id: 'c1', name: 'sides', displayName: 'Sides', displayOrder: 1, isActive: true, itemCount: 1 }];
const PATH = '/api/admin/menu/items/wings/choice-groups';

function renderDialog(item: AdminMenuItem) {
  const onClose = jest.fn();
  const store = makeStore();
  const dialog = (shown: AdminMenuItem) => (
    <Provider store={store}>
      <MenuItemDialog item={shown} categories={CATEGORIES} onClose={onClose} onCreated={() => undefined} />
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

  it('closes without asking when the choices are as saved', async () => {
    const user = userEvent.setup({ delay: null });
    const { onClose } = renderDialog(wings([SAUCES]));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving the choices?' })).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
