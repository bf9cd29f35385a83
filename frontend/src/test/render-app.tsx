import { render } from '@testing-library/react';
import { act } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject, type To } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createTestEmotionCache } from './emotion-cache';
import { AppRouter } from '../app/router/AppRouter';
import { loadMatchedRoutes } from '../app/router/lazy-route';
import { routes as appRoutes } from '../app/router/routes';
import { makeStore, type AppStore, type RootState } from '../app/store';

interface RenderAppOptions {
  path?: string;
  routes?: RouteObject[];
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/**
 * Renders the app (or the given routes) at a path the way app/start-app does: the matched routes'
 * code loaded first. `router` is its history: where the app has moved (`state.location`), and a move.
 */
export async function renderApp({ path = '/', routes = appRoutes, preloadedState, store }: RenderAppOptions = {}) {
  await loadMatchedRoutes(routes, new URL(path, 'http://localhost').pathname);
  store ??= makeStore(preloadedState);
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router = {
    state: {
      get location() {
        return history.location;
      },
    },
    navigate: (to: To) => act(async () => history.push(to)),
  };
  const result = render(
    <AppProviders store={store} emotionCache={createTestEmotionCache()}>
      <AppRouter history={history} routes={routes} />
    </AppProviders>,
  );
  return { ...result, store, router };
}
