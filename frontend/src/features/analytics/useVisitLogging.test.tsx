import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sentRequests } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

describe('visit logging', () => {
  it('posts a visit for the first page and for each route change', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/?utm_source=flyer' });

    await waitFor(() => expect(visits()).toHaveLength(1));
    expect(visits()[0]).toEqual({ path: '/?utm_source=flyer', referrer: null });

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contact' }));
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await waitFor(() => expect(visits()).toHaveLength(2));
    expect(visits()[1]).toEqual({ path: '/contact', referrer: 'http://localhost/?utm_source=flyer' });
  });

  it('records the path and utm_* parameters only, never an e-mailed link\'s token', async () => {
    await renderApp({ path: '/auth/confirm?token=s3cret-token&utm_source=mail' });

    await waitFor(() => expect(visits()).toHaveLength(1));
    expect(visits()[0]).toEqual({ path: '/auth/confirm?utm_source=mail', referrer: null });
    expect(JSON.stringify(sentRequests.map((sent) => [sent.path, sent.body]))).not.toContain('s3cret-token');
  });

  it('sends the csrf cookie back as a header', async () => {
    document.cookie = 'csrf_token=abc123';
    await renderApp({ path: '/' });

    await waitFor(() => expect(visits()).toHaveLength(1));
    const request = sentRequests.find((sent) => sent.path === '/api/visits');
    expect(request?.headers.get('x-csrf-token')).toBe('abc123');
    document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});

function visits() {
  return sentRequests.filter((sent) => sent.method === 'POST' && sent.path === '/api/visits').map((sent) => sent.body);
}
