import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { serverStateHydrated } from './api/api';
import { adoptTypedValues } from './app/adopt-typed-values';
import { AppProviders } from './app/AppProviders';
import { createEmotionCache } from './app/emotion-cache';
import { resolveLazyRoutes } from './app/router/resolve-lazy-routes';
import { routes } from './app/router/routes';
import { takeServerState } from './app/server-state';
import { makeStore } from './app/store';

/**
 * Once React has hydrated the page: hands it the text a visitor typed before that, then marks the
 * document (`<html data-hydrated="true">`), from when the page's fields and buttons answer. Browser
 * journeys wait for the mark before they press keys; it renders nothing.
 */
function HydratedMark() {
  useEffect(() => {
    adoptTypedValues(document);
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function start() {
  const store = makeStore();
  const serverState = takeServerState();
  // The cache the server rendered with: the first render matches the HTML and nothing is refetched.
  if (serverState) store.dispatch(serverStateHydrated(serverState));

  await resolveLazyRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders store={store} emotionCache={createEmotionCache()}>
        <RouterProvider router={router} />
      </AppProviders>
      <HydratedMark />
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

void start();
