import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { serverStateHydrated } from '../api/api';
import { endWaitsForMove } from '../shared/lazy/hydrate-near-screen';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotion-cache';
import { HydratedMark } from './HydratedMark';
import { AppRouter } from './router/AppRouter';
import { loadMatchedRoutes } from './router/lazy-route';
import { routes } from './router/routes';
import { takeServerState } from './server-state';
import { makeStore } from './store';

/**
 * Hydrates the server's HTML (or, under the Vite dev server, which sends none, mounts the app).
 * `onHydrated` runs once it has (entry-client.tsx replays a form submitted before that).
 */
export async function startApp({ onHydrated }: { onHydrated?: () => void } = {}): Promise<void> {
  const store = makeStore();
  const serverState = takeServerState();
  // The cache the server rendered with: the first render matches the HTML and nothing is refetched.
  if (serverState) store.dispatch(serverStateHydrated(serverState));

  await loadMatchedRoutes(routes, window.location.pathname);
  const history = createBrowserHistory({ v5Compat: true });
  const app = (
    <StrictMode>
      <AppProviders store={store} emotionCache={createEmotionCache()} renderedAt={serverState?.renderedAt}>
        <AppRouter history={history} routes={routes} onMove={endWaitsForMove} />
      </AppProviders>
      <HydratedMark onHydrated={onHydrated} />
    </StrictMode>
  );

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The Vite dev server serves index.html without a server render: mount instead of hydrating.
  if (container.firstElementChild) {
    // As a transition, hydration yields to the visitor's input instead of blocking the first tap.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
