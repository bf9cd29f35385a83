import { render, screen, within } from '@testing-library/react';
import type { AdminOrder } from '../../../shared/orders/admin-orders-api';
import { adminOrder } from '../../../test/admin-order';
import type { KitchenCard } from '../kitchen-cards';
import { KitchenOrderCard } from './KitchenOrderCard';

const wings = {
  id: 'i1',
  menuItemId: 'm-wings',
  name: 'Wings',
  size: '8 pieces',
  quantity: 1,
  unitPricePence: 899,
  totalPricePence: 899,
  specialInstructions: 'Extra crispy',
  allergens: ['eggs'],
  choices: [
    { group: 'Choose your sauce', name: 'BBQ', pricePence: 0, half: null },
    { group: 'Choose your sauce', name: 'Garlic mayo', pricePence: 50, half: null },
  ],
};

const card = (items: AdminOrder['items']): KitchenCard => ({
  order: adminOrder({ orderNumber: 'WK-WINGS', status: 'preparing', isPaid: true, items }),
  next: 'ready',
  late: false,
  minutesSincePlaced: 5,
  minutesToSlot: 10,
});

const renderCard = (items: AdminOrder['items']) => render(<KitchenOrderCard card={card(items)} busy={false} onAdvance={() => undefined} onCollected={() => undefined} onSoldOut={() => undefined} />);

describe('a kitchen card', () => {
  it('lists each choice of a line on its own, large, between the line and its instructions and allergens', () => {
    renderCard([wings]);
    const choices = screen.getByRole('list', { name: 'Choices for Wings' });
    expect(within(choices).getAllByRole('listitem').map((choice) => choice.textContent)).toEqual(['+ BBQ', '+ Garlic mayo']);
    expect(choices).toHaveStyle({ fontWeight: '700', fontSize: '1.15rem' });
    const line = choices.parentElement!;
    expect([...line.children].map((part) => part.textContent)).toEqual(['1 × Wings (8 pieces)Sold out', '+ BBQ+ Garlic mayo', 'Instructions: Extra crispy', 'Allergens: Eggs']);
  });

  it('shows no choices for a line without them', () => {
    renderCard([{ ...wings, choices: [] }]);
    expect(screen.queryByRole('list', { name: 'Choices for Wings' })).toBeNull();
    expect(screen.queryByText(/^\+ /)).toBeNull();
  });

  it("says which half of a half-and-half each choice is on", () => {
    const halves = [
      { group: '1st half', name: 'Margherita', pricePence: 0, half: 1 as const },
      { group: '2nd half', name: 'Meat Feast', pricePence: 250, half: 2 as const },
    ];
    renderCard([{ ...wings, name: 'Half & Half Pizza', choices: halves }]);
    const choices = screen.getByRole('list', { name: 'Choices for Half & Half Pizza' });
    expect(within(choices).getAllByRole('listitem').map((choice) => choice.textContent)).toEqual(['+ 1st half: Margherita', '+ 2nd half: Meat Feast']);
  });
});
