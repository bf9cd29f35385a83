import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choiceGroup, EXTRAS, menuChoice, SAUCES } from '../../test/test-menu';
import { ChoiceGroups } from './ChoiceGroups';
import type { MenuChoiceGroup } from './menu-types';

/** The picker with the state a dialog would hold, the ids shown for the test to read. */
function Picker({ groups, attempts = 0 }: { groups: MenuChoiceGroup[]; attempts?: number }) {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <>
      <ChoiceGroups groups={groups} chosenIds={chosen} onChange={setChosen} attempts={attempts} />
      <output aria-label="Chosen">{chosen.join(',')}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: 'Chosen' }).textContent;
const group = (name: string) => screen.getByRole('group', { name });

describe('the choice picker', () => {
  it('gives a group of several checkboxes, disabling the rest once it is full and saying so', async () => {
    const user = userEvent.setup();
    render(<Picker groups={[SAUCES]} />);
    const sauces = group('Choose your sauce');
    expect(sauces.tagName).toBe('FIELDSET');
    expect(sauces).toHaveAccessibleDescription('Choose 1 to 2');
    expect(within(sauces).queryAllByRole('radio')).toHaveLength(0);

    await user.click(within(sauces).getByRole('checkbox', { name: /BBQ/ }));
    await user.click(within(sauces).getByRole('checkbox', { name: /Garlic mayo/ }));
    expect(chosen()).toBe('c-bbq,c-mayo');
    expect(within(sauces).getByRole('checkbox', { name: /Hot/ })).toBeDisabled();
    expect(sauces).toHaveAccessibleDescription('Choose 1 to 2 · limit reached');

    await user.click(within(sauces).getByRole('checkbox', { name: /BBQ/ }));
    expect(within(sauces).getByRole('checkbox', { name: /Hot/ })).toBeEnabled();
    expect(chosen()).toBe('c-mayo');
  });

  it('gives a group of one radios: with None, chosen at first, when it is optional; without, and nothing chosen, when it is required', async () => {
    const user = userEvent.setup();
    const dips = choiceGroup('g-dip', 'Choose your dip', 1, 1, [menuChoice('c-ranch', 'Ranch', 0), menuChoice('c-salsa', 'Salsa', 0)]);
    render(<Picker groups={[EXTRAS, dips]} />);
    const extras = group('Extras');
    expect(within(extras).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(extras).getByRole('radio', { name: 'None' })).toBeChecked();
    expect(within(group('Choose your dip')).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Ranch', 'Salsa']);
    expect(within(group('Choose your dip')).getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);

    await user.click(within(group('Choose your dip')).getByRole('radio', { name: 'Ranch' }));
    await user.click(within(extras).getByRole('radio', { name: /Blue cheese dip/ }));
    await user.click(within(extras).getByRole('radio', { name: /Celery sticks/ }));
    expect(chosen()).toBe('c-ranch,c-celery');
    await user.click(within(extras).getByRole('radio', { name: 'None' }));
    expect(chosen()).toBe('c-ranch');
  });

  it('shows what a choice adds to the price, when it costs, and what it contains', () => {
    render(<Picker groups={[SAUCES]} />);
    expect(screen.getByRole('checkbox', { name: /Garlic mayo/ }).closest('label')).toHaveTextContent(/^Garlic mayoContains: Eggs\+£0\.50$/);
    expect(screen.getByRole('checkbox', { name: /BBQ/ }).closest('label')).toHaveTextContent(/^BBQ$/);
  });

  it('once Add was pressed, says what a group lacks beside it and takes the focus to it, until it is put right', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Picker groups={[EXTRAS, SAUCES]} />);
    expect(screen.queryByText(/choose at least/)).toBeNull();

    rerender(<Picker groups={[EXTRAS, SAUCES]} attempts={1} />);
    const sauces = group('Choose your sauce');
    expect(within(sauces).getByText('Choose your sauce: choose at least 1.')).toBeInTheDocument();
    expect(sauces).toHaveAccessibleDescription('Choose 1 to 2 Choose your sauce: choose at least 1.');
    expect(group('Extras')).toHaveAccessibleDescription('Optional, up to 1');
    expect(within(sauces).getByRole('checkbox', { name: /BBQ/ })).toHaveFocus();

    await user.click(within(sauces).getByRole('checkbox', { name: /Hot/ }));
    expect(screen.queryByText(/choose at least/)).toBeNull();
  });

  it("shows a meal's side that is sold out, and does not let it be picked", async () => {
    const user = userEvent.setup();
    const sides = choiceGroup('g-side', 'Your side', 1, 1, [menuChoice('c-fries', 'Fries', 0), menuChoice('c-rings', 'Onion Rings', 50, [], { soldOut: true })]);
    render(<Picker groups={[sides]} />);
    const rings = within(group('Your side')).getByRole('radio', { name: /Onion Rings/ });
    expect(rings).toBeDisabled();
    expect(within(group('Your side')).getByText('Sold out')).toBeVisible();
    await user.click(within(group('Your side')).getByRole('radio', { name: /Fries/ }));
    expect(chosen()).toBe('c-fries');
  });

  it('says how a half-and-half is priced, by its rule', () => {
    const half = (n: 1 | 2) => choiceGroup(`g-half-${n}`, `Half ${n}`, 1, 1, [menuChoice(`c-m-${n}`, 'Margherita', 0)], n);
    const { rerender } = render(<ChoiceGroups groups={[half(1), half(2)]} chosenIds={[]} onChange={() => {}} attempts={0} />);
    expect(screen.getByText('Two halves on one base. Priced at the dearer half.')).toBeVisible();
    rerender(<ChoiceGroups groups={[half(1), half(2)]} chosenIds={[]} onChange={() => {}} attempts={0} halfPriceRule="average" />);
    expect(screen.getByText('Two halves on one base. Each half costs half its price.')).toBeVisible();
    rerender(<ChoiceGroups groups={[SAUCES]} chosenIds={[]} onChange={() => {}} attempts={0} />);
    expect(screen.queryByText(/Two halves/)).toBeNull();
  });
});
