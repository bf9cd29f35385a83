import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';

describe('the socials page', () => {
  it('links to both networks and loads a feed only after the click', async () => {
    const user = userEvent.setup();
    const { container } = await renderApp({ path: '/socials' });

    const facebook = await screen.findByRole('region', { name: 'Facebook' });
    const instagram = screen.getByRole('region', { name: 'Instagram' });
    expect(within(facebook).getByRole('link', { name: 'Open Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/walkdenfriedchicken');
    expect(within(instagram).getByRole('link', { name: 'Open Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/walkdenfriedchicken');
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(within(instagram).getByRole('button', { name: 'Load Instagram feed' }));
    const frame = within(instagram).getByTitle('Our Instagram feed');
    expect(frame).toHaveAttribute('src', 'https://www.instagram.com/walkdenfriedchicken/embed/');
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(within(facebook).getByRole('button', { name: 'Load Facebook feed' })).toBeInTheDocument();
  });
});
