import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { isRoutedPath, unroutedHrefs } from '../../test/routed-path';

const STRAPLINE = 'Fried Chicken, Pizza and Smash Burgers for Walkden and surrounding areas';

describe('HomePage', () => {
  it('states what, when and where', async () => {
    await renderApp({ path: '/' });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: STRAPLINE,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Available for Eat-In or Takeaway')).toBeInTheDocument();
    expect(screen.getByText('Tues-Sun 9-2')).toBeInTheDocument();
    expect(screen.getByText('Thurs-Sun 5-9')).toBeInTheDocument();
    expect(screen.getAllByText('Bolton Road, Walkden, Manchester M28 3AX').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: '0161 496 0123' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'hello@walkdenfriedchicken.co.uk' }).length).toBeGreaterThan(0);
  });

  it('links to the menu and the booking page from the hero, and only to pages that exist', async () => {
    await renderApp({ path: '/' });

    const hero = within(await screen.findByRole('region', { name: STRAPLINE }));
    expect(hero.getByRole('link', { name: 'View Our Menu' })).toHaveAttribute('href', '/menu');
    expect(hero.getByRole('link', { name: 'Book a Table' })).toHaveAttribute('href', '/booking');
    expect(isRoutedPath('/menu')).toBe(true);
    expect(isRoutedPath('/booking')).toBe(true);
    expect(unroutedHrefs(screen.getAllByRole('link'))).toEqual([]);
  });
});
