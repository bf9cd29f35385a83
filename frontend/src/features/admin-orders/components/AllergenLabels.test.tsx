import { jest } from '@jest/globals';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeAllergens } from '../../../shared/allergens';
import type { AdminOrderItem } from '../../../shared/orders/admin-orders-api';
import { adminOrder } from '../../../test/admin-order';
import { AllergenLabel, AllergenLabelsDialog, type LabelPaper } from './AllergenLabels';

const line = (overrides: Partial<AdminOrderItem>): AdminOrderItem => ({
  id: 'i1',
  menuItemId: 'm1',
  name: 'Classic Smash',
  size: null,
  quantity: 1,
  unitPricePence: 949,
  totalPricePence: 949,
  specialInstructions: '',
  allergens: [],
  choices: [],
  ...overrides,
});

const order = adminOrder({
  orderNumber: 'WK-LABELS',
  items: [
    line({ id: 'i1', name: 'Classic Smash', size: 'Double', quantity: 2, specialInstructions: 'No onions', allergens: ['gluten', 'milk', 'sesame'] }),
    line({ id: 'i2', name: 'House Fries', size: 'Regular', allergens: [] }),
    line({ id: 'i3', name: 'Old Favourite', allergens: null }),
  ],
});

/** The dialog with its paper held as OrdersTab holds it, so that a Print button's choice reaches the print copy. */
function LabelsDialog() {
  const [paper, setPaper] = useState<LabelPaper>('a4');
  return <AllergenLabelsDialog order={order} paper={paper} onPaperChange={setPaper} onClose={() => undefined} />;
}

const printCopy = () => document.querySelector<HTMLElement>('.allergen-labels-print');

afterEach(() => {
  jest.restoreAllMocks();
  document.getElementById('allergen-labels-page-size')?.remove();
});

describe('AllergenLabelsDialog', () => {
  it('previews one label per line: the order number, the line, its instructions and its allergens as ordered in bold', () => {
    render(<LabelsDialog />);
    const labels = within(screen.getByRole('list', { name: 'Labels' })).getAllByRole('listitem');
    expect(labels).toHaveLength(3);
    for (const label of labels) expect(label).toHaveTextContent(/^WK-LABELS/);
    expect(labels[0]).toHaveTextContent('2 × Classic Smash (Double)');
    expect(labels[0]).toHaveTextContent('» No onions');
    expect(within(labels[0]).getByText('Cereals containing gluten, Milk, Sesame').tagName).toBe('STRONG');
    expect(labels[1]).toHaveTextContent('1 × House Fries (Regular)');
    expect(labels[1]).not.toHaveTextContent('»');
    // The print copy holds the same labels.
    expect(printCopy()?.querySelectorAll('.allergen-label')).toHaveLength(3);
  });

  it('says what the kitchen ticket says when a line has no allergen data, empty or from before allergens were recorded', () => {
    render(<LabelsDialog />);
    const labels = within(screen.getByRole('list', { name: 'Labels' })).getAllByRole('listitem');
    for (const label of [labels[1], labels[2]]) {
      expect(label).toHaveTextContent(`Allergens: ${describeAllergens([])}`);
      expect(within(label).getByText(describeAllergens([])).tagName).toBe('STRONG');
    }
  });

  it('is titled and says how many labels it will print', () => {
    render(<LabelsDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Allergen labels' });
    expect(dialog).toHaveAccessibleDescription('3 labels');
  });

  it('prints on the 58 mm label printer: the paper on the print copy, a 58 mm page, then the print dialog', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<LabelsDialog />);
    expect(printCopy()).toHaveAttribute('data-paper', 'a4');
    await userEvent.click(screen.getByRole('button', { name: 'Print 58 mm' }));
    expect(printCopy()).toHaveAttribute('data-paper', '58mm');
    expect(document.getElementById('allergen-labels-page-size')?.textContent).toMatch(/@page \{ size: 58mm 40mm;/);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('prints an A4 sheet of labels on an A4 page', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<AllergenLabelsDialog order={order} paper="58mm" onPaperChange={() => undefined} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print A4 sheet' }));
    expect(document.getElementById('allergen-labels-page-size')?.textContent).toMatch(/@page \{ size: A4;/);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('keeps its print rules in the page only while open, as they would hide the kitchen ticket on paper', () => {
    // Emotion inserts its rules with insertRule: they are in each sheet's cssRules, not in the tags' text.
    const rules = () => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    const hidesOtherRoots = () => rules().some((rule) => rule.includes('body>*:not(.allergen-labels-print)'));
    const { rerender } = render(<AllergenLabelsDialog order={order} paper="58mm" onPaperChange={() => undefined} onClose={() => undefined} />);
    expect(hidesOtherRoots()).toBe(true);
    rerender(<AllergenLabelsDialog order={null} paper="58mm" onPaperChange={() => undefined} onClose={() => undefined} />);
    expect(hidesOtherRoots()).toBe(false);
    expect(printCopy()).toBeNull();
  });
});

describe('AllergenLabel', () => {
  it('says the sauces and extras chosen in one phrase under the line, above its instructions and allergens', () => {
    const choices = [
      { group: 'Choose your sauce', name: 'BBQ', pricePence: 0, half: null },
      { group: 'Choose your sauce', name: 'Garlic mayo', pricePence: 50, half: null },
    ];
    const { container } = render(<AllergenLabel orderNumber="WK-LABELS" item={line({ name: 'Wings', size: '8 pieces', choices, specialInstructions: 'Extra crispy', allergens: ['eggs'] })} />);
    expect([...container.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual(['WK-LABELS', '1 × Wings (8 pieces)', 'BBQ, Garlic mayo', '» Extra crispy', 'Allergens: Eggs']);
  });

  it('sets a long label in smaller type instead of leaving any allergen off', () => {
    const allergens = ['celery', 'gluten', 'crustaceans', 'eggs', 'fish', 'lupin', 'milk', 'molluscs', 'mustard', 'peanuts', 'sesame', 'soya', 'sulphites', 'tree_nuts'];
    const { container: short } = render(<AllergenLabel orderNumber="WK-LABELS" item={line({ allergens: ['milk'] })} />);
    const { container: long } = render(
      <AllergenLabel orderNumber="WK-LABELS" item={line({ specialInstructions: 'Cut in half, sauce on the side, no pickles, extra napkins please. '.repeat(3), allergens })} />,
    );
    expect(parseFloat(getComputedStyle(long.firstElementChild!).fontSize)).toBeLessThan(parseFloat(getComputedStyle(short.firstElementChild!).fontSize));
    expect(within(long).getByText(describeAllergens(allergens))).toHaveTextContent(/^Celery, .*Tree nuts$/);
  });
});
