import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import { api } from './api/api';
import { AppProviders } from './app/AppProviders';
import { createEmotionCache } from './app/emotion-cache';
import { HydratedMark } from './app/HydratedMark';
import { AppRoutes } from './app/router/AppRouter';
import { loadRoutes } from './app/router/lazy-route';
import { pageHead, pageHeadHtml } from './app/head/page-head';
import { seedPrefetched, type Prefetched } from './app/prefetched';
import { accessRedirect, type RouteHandle } from './app/router/route-handle';
import { routePaths } from './app/router/route-paths';
import { routes } from './app/router/routes';
import type { ServerState } from './app/server-state';
import { makeStore } from './app/store';
import { ErrorFallback } from './components/ErrorFallback';

export type { Prefetched } from './app/prefetched';
export type { ServerState } from './app/server-state';
export { renderStateScript } from './app/server-state';

export interface RenderResult {
  /** Markup for <!--app-html--> inside <div id="root">. */
  html: string;
  /** The page's critical MUI/Emotion <style> tags, for <!--app-head-->. */
  head: string;
  /** For <!--app-state-->: serialise with renderStateScript(state). */
  state: ServerState;
  /** 200, 404 for the not-found page, 500 when the page failed, or a redirect status. */
  statusCode: number;
  /** Set with a 3xx statusCode when a route redirects; html is then empty. */
  redirectTo?: string;
}

/**
 * Renders one page for the api. `url` is the request's path and query (e.g. '/contact?utm_source=x').
 * The matched routes' code is loaded before rendering (once: it stays loaded for the next request),
 * so the HTML always carries the page's content.
 */
export async function render(url: string, prefetched: Prefetched = {}): Promise<RenderResult> {
  const store = makeStore();
  await seedPrefetched(store, prefetched);
  const state: ServerState = { [api.reducerPath]: store.getState()[api.reducerPath], renderedAt: prefetched.now };

  const { pathname } = new URL(url, 'http://localhost');
  const matches = matchRoutes(routes, pathname) ?? [];
  const handles = matches.map(({ route }) => route.handle as RouteHandle | undefined);

  // A parent's rule covers its children: /admin/orders is as closed as /admin.
  const session = prefetched.session;
  const visitor = session ? session.user && { role: session.user.role, twoStep: session.twoStep } : undefined;
  const redirectTo =
    handles.map((handle) => accessRedirect(handle, visitor)).find(Boolean) ?? null;
  if (redirectTo) return { html: '', head: '', state, statusCode: 302, redirectTo };

  const emotionCache = createEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);
  let statusCode = handles.at(-1)?.statusCode ?? 200;
  let html: string;
  try {
    await loadRoutes(matches);
    // The browser's root (app/start-app.tsx): the same shape, so that React's generated ids (useId) are the same.
    html = renderToString(
      <StrictMode>
        <AppProviders store={store} emotionCache={emotionCache} renderedAt={prefetched.now}>
          <StaticRouter location={url}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </AppProviders>
        <HydratedMark />
      </StrictMode>,
    );
  } catch (error) {
    // Error boundaries do not run on the server (nor does a chunk that failed to load); the browser renders the route's boundary.
    console.error(`Server render of ${url} failed`, error);
    statusCode = 500;
    html = renderToString(
      <AppProviders store={store} emotionCache={emotionCache} renderedAt={prefetched.now}>
        <ErrorFallback />
      </AppProviders>,
    );
  }

  const notFound = matches.some((match) => match.route.id === 'not-found');
  const tags = pageHeadHtml(pageHead(pathname, { restaurant: prefetched.restaurant, menu: prefetched.menu?.view === 'menu' ? prefetched.menu.data : undefined, notFound }));
  const head = tags + serverStyleTags(emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html)));
  // Drop cache-expiry timers: this store is thrown away after the response.
  store.dispatch(api.util.resetApiState());
  return { html, head, state, statusCode };
}

/**
 * The page's critical CSS, marked as already placed (`data-s`): Emotion's default cache, made when
 * the browser loads it, otherwise moves every unmarked server <style> tag to the end of <head>, and
 * the browser parses the 64 KB again and restyles the page while it hydrates. The app's own cache
 * adopts the tags where they are (app/emotion-cache.ts).
 */
function serverStyleTags(styleTags: string): string {
  return styleTags.replace(/<style data-emotion="/g, '<style data-s="" data-emotion="');
}

/** The site's pages for the build checks and journeys that sweep them all (e2e/support/route-table.ts). */
export const ROUTE_PATHS = routePaths(routes);
