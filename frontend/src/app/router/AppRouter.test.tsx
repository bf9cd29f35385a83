import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Link, Outlet, UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject } from 'react-router-dom';
import { AppRouter, useRouteMatches } from './AppRouter';
import { lazyRoute, loadMatchedRoutes } from './lazy-route';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** A page's code that arrives when the test says so. */
function chunk(name: string) {
  let arrive: (component: ComponentType) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  const Page = () => <h1>{name}</h1>;
  return { load, arrive: () => act(async () => arrive(Page)), fail: (error: Error) => act(async () => fail(error)) };
}

const Home = () => (
  <>
    <h1>Home</h1>
    <Link to="/menu">Menu</Link>
  </>
);

function renderRouter(routes: RouteObject[], { path = '/', onMove }: { path?: string; onMove?: () => void } = {}) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(<AppRouter history={history} routes={routes} onMove={onMove} />);
  return history;
}

const scrollTo = jest.fn<(x: number, y: number) => void>();
let scrollY = 0;

beforeEach(() => {
  scrollTo.mockClear();
  scrollY = 0;
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  sessionStorage.clear();
});

describe('AppRouter', () => {
  it("keeps the page on screen until the next page's code has arrived, then shows it", async () => {
    const menu = chunk('Menu');
    const history = renderRouter([
      { path: '/', element: <Home /> },
      { path: '/menu', ...lazyRoute(menu.load) },
    ]);

    await act(async () => history.push('/menu'));
    expect(menu.load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();

    await menu.arrive();
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('tells of a move before the next page renders', async () => {
    const seen: string[] = [];
    const history = renderRouter(
      [
        { path: '/', element: <Home /> },
        { path: '/contact', element: <h1>Contact</h1> },
      ],
      { onMove: () => seen.push(screen.getByRole('heading').textContent ?? '') },
    );

    await act(async () => history.push('/contact'));

    expect(seen).toEqual(['Home']);
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  });

  it("shows a chunk's failure in the route's boundary, and asks for the chunk again on the next visit", async () => {
    const consoleError = console.error;
    console.error = () => undefined;
    try {
      const menu = chunk('Menu');
      const history = renderRouter([
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            { path: '/', element: <Home /> },
            { path: '/menu', ...lazyRoute(menu.load) },
          ],
        },
      ]);

      await act(async () => history.push('/menu'));
      await menu.fail(new Error('offline'));
      expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
      expect(menu.load).toHaveBeenCalledTimes(1);

      // A move elsewhere shows that page, not the error.
      await act(async () => history.push('/'));
      expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();

      await act(async () => history.push('/menu'));
      await menu.arrive();
      expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
      expect(menu.load).toHaveBeenCalledTimes(2);
    } finally {
      console.error = consoleError;
    }
  });

  it('opens a new page at its top, or at its anchor, and Back returns to where the page was', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const history = renderRouter([
      { path: '/', element: <Home /> },
      { path: '/menu', element: <h1 id="pizza">Menu</h1> },
    ]);
    expect(scrollTo).not.toHaveBeenCalled();

    scrollY = 640;
    await act(async () => history.push('/menu'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(async () => history.push('/menu#pizza'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Menu' }));

    await act(async () => history.go(-2));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('returns a reloaded page to where it was', async () => {
    // An entry the visitor moved to (the first entry of a tab is 'default', a fresh one).
    const history = createMemoryHistory({ initialEntries: ['/', '/menu'], initialIndex: 1, v5Compat: true });
    const routes = [
      { path: '/', element: <Home /> },
      { path: '/menu', element: <h1>Menu</h1> },
    ];
    const first = render(<AppRouter history={history} routes={routes} />);
    scrollY = 1200;
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    first.unmount();
    scrollTo.mockClear();

    // The same entry of the history, after a reload.
    render(<AppRouter history={history} routes={routes} />);
    expect(scrollTo).toHaveBeenCalledWith(0, 1200);
  });

  it('leaves a page opened afresh where the browser put it', async () => {
    sessionStorage.setItem('scroll-positions', JSON.stringify({ default: 900 }));
    renderRouter([{ path: '/', element: <Home /> }]);

    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('says which routes the location matched', async () => {
    const Matched = () => <p>{useRouteMatches().map((match) => match.route.id).join(' > ')}</p>;
    renderRouter([{ id: 'shell', element: <Outlet />, children: [{ id: 'not-found', path: '*', element: <Matched /> }] }], { path: '/nowhere' });

    expect(screen.getByText('shell > not-found')).toBeInTheDocument();
  });
});

describe('loadMatchedRoutes', () => {
  it('fetches the code of the routes at a path, and nothing once it is here', async () => {
    const shell = chunk('Shell');
    const page = chunk('Page');
    const other = chunk('Other');
    const routes: RouteObject[] = [{ path: '/admin', ...lazyRoute(shell.load), children: [{ path: 'orders', ...lazyRoute(page.load) }, { path: 'menu', ...lazyRoute(other.load) }] }];

    const loading = loadMatchedRoutes(routes, '/admin/orders');
    expect(loading).not.toBeNull();
    expect([shell.load.mock.calls.length, page.load.mock.calls.length, other.load.mock.calls.length]).toEqual([1, 1, 0]);
    await shell.arrive();
    await page.arrive();
    await loading;

    expect(loadMatchedRoutes(routes, '/admin/orders')).toBeNull();
    expect(loadMatchedRoutes(routes, '/nowhere')).toBeNull();
  });
});
