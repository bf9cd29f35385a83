import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { adminOrder } from '../../../test/admin-order';
import { answerApi } from '../../../test/fake-api';
import { OrderDetailDialog } from './OrderDetailDialog';

const STAFF = { id: 's1', email: 'lee@example.com', fullName: 'Lee', isAdmin: false, role: 'staff' as const, emailConfirmed: true };

/** Collected and paid: wings with two sauces (one free, one at 50p, inside the £8.99 each) and fries with none. */
const ORDER = adminOrder({
  orderNumber: 'WK-WINGS',
  status: 'preparing',
  paymentMethod: 'online',
  isPaid: true,
  items: [
    {
      id: 'i1',
      menuItemId: 'm-wings',
      name: 'Wings',
      size: '8 pieces',
      quantity: 2,
      unitPricePence: 899,
      totalPricePence: 1798,
      specialInstructions: 'Extra crispy',
      allergens: ['eggs'],
      choices: [
        { group: 'Choose your sauce', name: 'BBQ', pricePence: 0, half: null },
        { group: 'Choose your sauce', name: 'Garlic mayo', pricePence: 50, half: null },
      ],
    },
    { id: 'i2', menuItemId: 'm-fries', name: 'Fries', size: null, quantity: 1, unitPricePence: 250, totalPricePence: 250, specialInstructions: '', allergens: [], choices: [] },
  ],
  subtotalPence: 2048,
  totalPence: 2048,
});

function renderDetail(variant: 'today' | 'history') {
  answerApi('GET', '/api/auth/session', { body: { user: STAFF } });
  answerApi('GET', '/api/admin/orders/o1', { body: ORDER });
  render(
    <Provider store={makeStore()}>
      <OrderDetailDialog order={ORDER} variant={variant} onClose={() => undefined} onPrint={() => undefined} onLabels={() => undefined} />
    </Provider>,
  );
  return screen.getByRole('dialog', { name: 'Order WK-WINGS' });
}

const linesOf = (list: HTMLElement) => within(list).getAllByRole('listitem').map((line) => line.textContent);

describe("an order's detail", () => {
  it('shows each choice of a line under it, one a line, before the line’s note', () => {
    const dialog = renderDetail('today');
    const choices = within(dialog).getByRole('list', { name: 'Choices for Wings' });
    expect(linesOf(choices)).toEqual(['+ BBQ', '+ Garlic mayo']);
    expect(choices.nextElementSibling).toHaveTextContent('Note: Extra crispy');
    expect(within(dialog).queryByRole('list', { name: 'Choices for Fries' })).toBeNull();
  });

  it('says in History what each chosen extra cost, as it was sold (already in the price each)', () => {
    const dialog = renderDetail('history');
    expect(linesOf(within(dialog).getByRole('list', { name: 'Choices for Wings' }))).toEqual(['+ BBQ', '+ Garlic mayo (+£0.50)']);
    expect(within(dialog).getByText('£8.99 each · £17.98')).toBeInTheDocument();
  });
});
