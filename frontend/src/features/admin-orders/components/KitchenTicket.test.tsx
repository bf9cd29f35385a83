import { render, screen } from '@testing-library/react';
import { adminOrder } from '../../../test/admin-order';
import { KitchenTicketBody } from './KitchenTicket';

const order = adminOrder({
  orderNumber: 'WK-TICKET',
  slotTime: '12:15',
  deliveryType: 'delivery',
  deliveryAddress: '12 Bolton Road, M28 3BX',
  specialInstructions: 'Ring twice',
  status: 'preparing',
  paymentMethod: 'online',
  isPaid: true,
  paidAt: '2031-01-14T12:02:00.000Z',
  items: [
    { id: 'i1', menuItemId: 'm-smash', name: 'Classic Smash', size: 'Double', quantity: 2, unitPricePence: 949, totalPricePence: 1898, specialInstructions: 'No onions', allergens: ['gluten', 'milk', 'sesame'], choices: [] },
    { id: 'i2', menuItemId: 'm-fries', name: 'House Fries', size: 'Regular', quantity: 1, unitPricePence: 299, totalPricePence: 299, specialInstructions: '', allergens: [], choices: [] },
  ],
  subtotalPence: 2197,
  deliveryFeePence: 250,
  totalPence: 2447,
  createdAt: '2031-01-14T12:01:00.000Z',
});

describe('KitchenTicketBody', () => {
  it('prints each line with its instructions and the allergens as ordered, and asks about allergens when none were recorded', () => {
    render(<KitchenTicketBody order={order} />);
    expect(screen.getByText('WK-TICKET')).toBeTruthy();
    expect(screen.getByText('» No onions')).toBeTruthy();
    expect(screen.getByText(/Allergens: .*Milk/)).toBeTruthy();
    expect(screen.getByText('Allergens: Ask us about allergens')).toBeTruthy();
    expect(screen.getByText('12 Bolton Road, M28 3BX')).toBeTruthy();
  });

  it('prints each choice on a line of its own under the item, as the printed ticket does: item, choices, instructions, allergens', () => {
    const choices = [
      { group: 'Choose your sauce', name: 'BBQ', pricePence: 0, half: null },
      { group: 'Extras', name: 'Extra cheese', pricePence: 80, half: null },
    ];
    render(<KitchenTicketBody order={{ ...order, items: [{ ...order.items[0], choices }, order.items[1]] }} />);
    const [smash, fries] = screen.getAllByRole('listitem');
    expect(smash.firstElementChild).toHaveTextContent('2 × Classic Smash');
    expect([...smash.querySelectorAll('div')].map((line) => line.textContent)).toEqual(['+ BBQ', '+ Extra cheese', '» No onions', 'Allergens: Cereals containing gluten, Milk, Sesame']);
    // A line without choices prints none.
    expect(fries).not.toHaveTextContent('+');
  });

  it('says what a change left to collect on a paid order, large, under the payment line, as the printed ticket does', () => {
    const { rerender } = render(<KitchenTicketBody order={{ ...order, balanceDuePence: 300 }} />);
    const owed = screen.getByText('£3.00 TO COLLECT');
    expect(owed.previousElementSibling).toHaveTextContent('£24.47 · Paid (Online) · Online');
    expect(owed).toHaveStyle({ fontWeight: '700', fontSize: '1.3em' });
    rerender(<KitchenTicketBody order={{ ...order, balanceDuePence: 0 }} />);
    expect(screen.queryByText(/TO COLLECT/)).toBeNull();
  });

  it('says the day, large, on an order placed for a later day, as the printed ticket does (issue 28)', () => {
    const { container, rerender } = render(<KitchenTicketBody order={{ ...order, orderDate: '2031-01-19' }} />);
    expect(container.querySelectorAll('p')[1]).toHaveTextContent('FOR SUN 19 JAN');
    rerender(<KitchenTicketBody order={order} />);
    expect(container.textContent).not.toContain('FOR ');
  });
});

