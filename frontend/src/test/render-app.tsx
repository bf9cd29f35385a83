import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createTestEmotionCache } from './emotion-cache';
import { resolveLazyRoutes } from '../app/router/resolve-lazy-routes';
import { routes as appRoutes } from '../app/router/routes';
import { makeStore, type AppStore, type RootState } from '../app/store';

interface RenderAppOptions {
  path?: string;
  routes?: RouteObject[];
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders the app (or the given routes) at a path the way app/start-app does: lazy routes resolved first. */
export async function renderApp({ path = '/', routes = appRoutes, preloadedState, store }: RenderAppOptions = {}) {
  await resolveLazyRoutes(routes, new URL(path, 'http://localhost').pathname);
  store ??= makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders store={store} emotionCache={createTestEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router };
}
