import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { renderApp } from '../../test/render-app';
import { RouteErrorBoundary } from './RouteErrorBoundary';

describe('routes', () => {
  it('shows the not-found page for an unknown path', async () => {
    await renderApp({ path: '/no-such-page' });

    expect(await screen.findByRole('heading', { level: 1, name: '404 Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('loads a lazy page', async () => {
    await renderApp({ path: '/terms-of-service' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: October 2025')).toBeInTheDocument();
  });

  it('shows the error page when a page throws', async () => {
    const consoleError = console.error;
    console.error = () => undefined;
    const Broken = () => {
      throw new Error('boom');
    };
    const routes: RouteObject[] = [
      {
        path: '/',
        element: (
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        ),
      },
    ];
    try {
      await renderApp({ path: '/', routes });
      expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    } finally {
      console.error = consoleError;
    }
  });
});
