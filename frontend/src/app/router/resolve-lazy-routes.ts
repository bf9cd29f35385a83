import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes that match the current URL before hydration, so the first browser render
 * has the same components as the server's HTML instead of an empty fallback.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
