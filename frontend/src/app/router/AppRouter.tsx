import { createContext, startTransition, use, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  matchRoutes,
  Router,
  useLocation,
  useRoutes,
  type RouteMatch,
  type RouteObject,
  type UNSAFE_createBrowserHistory,
  type UNSAFE_createMemoryHistory,
} from 'react-router-dom';
import { loadMatchedRoutes } from './lazy-route';

/** The browser's history (or a memory history in tests), as React Router's own routers use it. */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory> | ReturnType<typeof UNSAFE_createMemoryHistory>;
type Location = History['location'];

/** Where each entry of this tab's history was scrolled to, by its key: kept over a reload. */
const SCROLL_STORAGE_KEY = 'scroll-positions';

function savedScrollPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

interface AppRouterProps {
  history: History;
  routes: RouteObject[];
  /** Hears of each move before React renders it. */
  onMove?: () => void;
}

/**
 * The route table over `history`, with React Router's declarative router (its data router, with
 * loaders and actions the site does not use, costs 16 KiB more in every first download). As the
 * data router does, a move shows the next page once its code has arrived (the page stays on
 * screen meanwhile), and restores scroll: a new page opens at its top (or at its #anchor); Back
 * and Forward, and a reload, return to where the page was.
 */
export function AppRouter({ history, routes, onMove }: AppRouterProps) {
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  const positions = useRef<Record<string, number> | null>(null);
  // Read when first needed: a browser's first look into sessionStorage costs a few ms of a page's start-up.
  const saved = () => (positions.current ??= savedScrollPositions());
  const leaving = useRef<Location>(history.location);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      saved()[leaving.current.key] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(saved()));
      } catch {
        // A full or refused storage only loses the position over a reload.
      }
    };
    const unlisten = history.listen(({ action, location }) => {
      onMove?.();
      remember();
      leaving.current = location;
      // A chunk that failed to arrive is asked for again as the page renders, and its error shown there.
      const show = () => {
        if (history.location.key === location.key) startTransition(() => setShown({ action, location }));
      };
      const loading = loadMatchedRoutes(routes, location.pathname);
      if (loading) loading.then(show, show);
      else show();
    });
    window.addEventListener('pagehide', remember);
    return () => {
      unlisten();
      window.removeEventListener('pagehide', remember);
    };
  }, [history, routes, onMove]);

  const first = useRef(true);
  useLayoutEffect(() => {
    const { action, location } = shown;
    const arrived = first.current;
    first.current = false;
    // An entry the browser opened afresh has no key of its own ('default'), so nothing to return to.
    const position = action === 'POP' && !(arrived && location.key === 'default') ? saved()[location.key] : undefined;
    if (position !== undefined) {
      window.scrollTo(0, position);
      return;
    }
    // On arrival the browser has placed the page itself (at the top, or at its #anchor).
    if (arrived) return;
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [shown]);

  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      <AppRoutes routes={routes} />
    </Router>
  );
}

const RouteMatchesContext = createContext<RouteMatch[]>([]);

/** The route table at the current location, with the routes it matched for `useRouteMatches`. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location.pathname) ?? [], [routes, location.pathname]);
  const page = useRoutes(routes, location);
  return <RouteMatchesContext value={matches}>{page}</RouteMatchesContext>;
}

/** The routes the current location matched, outermost first. */
export function useRouteMatches(): RouteMatch[] {
  return use(RouteMatchesContext);
}
