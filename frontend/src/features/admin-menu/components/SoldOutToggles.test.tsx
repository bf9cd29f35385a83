import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { answerApi, sentRequests } from '../../../test/fake-api';
import type { AdminMenuItem } from '../admin-menu-types';
import { SoldOutToggles } from './SoldOutToggles';

const option = (id: string, name: string, soldOut = false) => ({ id, name, pricePence: 500, displayOrder: 1, allergens: [], soldOut, soldOutUntil: soldOut ? '2031-01-15T09:00:00.000Z' : null });
const burger = (overrides: Partial<AdminMenuItem> = {}): AdminMenuItem => ({
  id: 'burger',
  categoryId: 'c1',
  name: 'Classic Smash',
  description: '',
  imageUrl: null,
  image: null,
  isAvailable: true,
  availableForTakeaway: true,
  displayOrder: 1,
  options: [option('single', 'Single'), option('double', 'Double')],
  lowestPricePence: 500,
  allergens: [],
  dietaryLabels: [],
  soldOut: false,
  soldOutUntil: null,
  choiceGroups: [],
  halfPriceRule: 'dearer',
  kitchen: { stationId: null, stationUnits: 1, sizes: [], choices: [] },
  ...overrides,
});

const renderToggles = (item: AdminMenuItem) =>
  render(
    <Provider store={makeStore()}>
      <SoldOutToggles item={item} />
    </Provider>,
  );

describe('sold out today in the Menu tab', () => {
  it('marks the item sold out in one tap, and each option of an item with several', async () => {
    const user = userEvent.setup();
    answerApi('PUT', '/api/admin/menu/items/burger/sold-out', { body: { id: 'burger', soldOut: true, soldOutUntil: '2031-01-15T09:00:00.000Z' } });
    answerApi('PUT', '/api/admin/menu/options/double/sold-out', { body: { id: 'double', soldOut: true, soldOutUntil: '2031-01-15T09:00:00.000Z' } });
    renderToggles(burger());
    const item = screen.getByRole('button', { name: 'Classic Smash sold out today' });
    expect(item).toHaveAttribute('aria-pressed', 'false');
    await user.click(item);
    await waitFor(() => expect(sentRequests.find((request) => request.method === 'PUT')).toMatchObject({ path: '/api/admin/menu/items/burger/sold-out', body: { soldOut: true } }));
    // The toggles wait while a mark is being saved (a loaded machine answers after the request is seen).
    const option = screen.getByRole('button', { name: 'Classic Smash Double sold out today' });
    await waitFor(() => expect(option).toBeEnabled());
    await user.click(option);
    await waitFor(() => expect(sentRequests.filter((request) => request.method === 'PUT').at(-1)).toMatchObject({ path: '/api/admin/menu/options/double/sold-out', body: { soldOut: true } }));
  });

  it('puts a sold-out item back on sale with a second tap', async () => {
    const user = userEvent.setup();
    answerApi('PUT', '/api/admin/menu/items/burger/sold-out', { body: { id: 'burger', soldOut: false, soldOutUntil: null } });
    renderToggles(burger({ soldOut: true, soldOutUntil: '2031-01-15T09:00:00.000Z', options: [option('regular', 'Regular')] }));
    const item = screen.getByRole('button', { name: 'Classic Smash sold out today' });
    expect(item).toHaveAttribute('aria-pressed', 'true');
    // One option only: no option buttons.
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(item);
    await waitFor(() => expect(sentRequests.find((request) => request.method === 'PUT')).toMatchObject({ body: { soldOut: false } }));
  });
});
