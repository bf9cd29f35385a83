import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';

describe('ContactPage', () => {
  it('states the hours of the opening sessions and the trader details, in the page and in the footer', async () => {
    await renderApp({ path: '/contact' });

    expect(await screen.findByText('Tuesday to Sunday, 9:00-14:00')).toBeInTheDocument();
    expect(screen.getByText('Thursday to Sunday, 17:00-21:00')).toBeInTheDocument();
    expect(screen.getByText('Closed Mondays')).toBeInTheDocument();
    const company = within(screen.getByRole('heading', { name: 'Company Details' }).closest('.MuiCard-root') as HTMLElement);
    expect(company.getByText(/Walkden Kitchen Ltd, registered in England and Wales, company number 12345678/)).toBeInTheDocument();
    expect(company.getByText(/VAT registration number GB 123 4567 89/)).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByTestId('trader-details')).toHaveTextContent('Registered office: Bolton Road, Walkden, Manchester M28 3AX');
    for (const title of ['Accessibility', 'Parking', 'Private Events']) expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('loads the OpenStreetMap map only when the visitor asks for it', async () => {
    const user = userEvent.setup();
    const { container } = await renderApp({ path: '/contact' });

    expect(await screen.findByRole('img', { name: /Map showing Walkden Fried Chicken & Pizza/ })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load interactive map' }));
    const frame = screen.getByTitle('OpenStreetMap showing Walkden Fried Chicken & Pizza');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&marker=53\.52330%2C-2\.39970$/);
  });
});
