import { use, type ComponentType } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from './route-handle';

/**
 * A route whose component is in a chunk of its own: `element` renders it, and `handle.load`
 * fetches it ahead (the router does before it shows the route). A chunk that failed to arrive
 * shows the error in the route's boundary, and is asked for again at the next visit.
 */
export function lazyRoute(load: () => Promise<ComponentType>, handle: RouteHandle = {}): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  let failed = false;
  const fetchComponent = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        failed = true;
        throw error;
      },
    ));
  const fetchAgainIfFailed = () => {
    if (loaded) return undefined;
    if (failed) [loading, failed] = [undefined, false];
    return fetchComponent();
  };
  function LazyRoute() {
    const Component = loaded ?? use(fetchComponent());
    return <Component />;
  }
  return { element: <LazyRoute />, handle: { ...handle, load: fetchAgainIfFailed } };
}

/**
 * Fetches the code of the routes that match `pathname` before they render: the first render then
 * has the same components as the server's HTML (hydration), the server's HTML has the page's
 * content, and a move shows the next page whole. Null when the code is already here.
 */
export function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<unknown> | null {
  return loadRoutes(matchRoutes(routes, pathname) ?? []);
}

/** `loadMatchedRoutes` for routes already matched (the server render has them for its access rules). */
export function loadRoutes(matches: readonly RouteMatch[]): Promise<unknown> | null {
  const loading = matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.load?.()).filter((load) => load !== undefined);
  return loading.length > 0 ? Promise.all(loading) : null;
}
