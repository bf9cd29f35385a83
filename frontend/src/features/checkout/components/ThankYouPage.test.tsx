import { jest } from '@jest/globals';
import { configure, screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

async function whatsNextItems() {
  const list = await screen.findByRole('list', { name: "What's Next?" });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('ThankYouPage', () => {
  it('tells a collection customer paying on collection to come at the slot with payment ready', async () => {
    await renderApp({ path: '/thank-you?order=WK-7Q3K9D&type=collection&payment=later&slot=12:15' });

    expect(await screen.findByText('Your order has been placed successfully')).toBeInTheDocument();
    expect(screen.getByText('Order #WK-7Q3K9D')).toBeInTheDocument();
    expect(await whatsNextItems()).toEqual([
      'Come to Bolton Road, Walkden, Manchester M28 3AX at 12:15 today to collect your order.',
      'Please have your payment ready when you collect.',
      'A confirmation e-mail with your order details is on its way.',
    ]);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('main')).getByRole('link', { name: '0161 496 0123' })).toHaveAttribute('href', 'tel:+441614960123');
  });

  it('tells a delivery customer the driver brings it', async () => {
    await renderApp({ path: '/thank-you?order=WK-1&type=delivery&payment=later&slot=18:30' });

    expect(await whatsNextItems()).toEqual([
      'Our driver will bring your order to your address at 18:30 today.',
      'Please have your payment ready for the driver.',
      'A confirmation e-mail with your order details is on its way.',
    ]);
  });
});
