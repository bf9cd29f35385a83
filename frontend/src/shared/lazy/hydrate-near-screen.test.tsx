import { jest } from '@jest/globals';

/**
 * Each test hydrates a page of three parts with its own copy of React and of the module (the waits
 * are the page's, module state). Part "far" is laid out 5,000 px down; jsdom lays nothing out, so
 * its box is given, and IntersectionObserver is a fake the test drives.
 */
async function freshPage() {
  jest.resetModules();
  const React = await import('react');
  const { hydrateRoot, createRoot } = await import('react-dom/client');
  // React's server build for browsers schedules its work through a MessageChannel, which jsdom lacks.
  Object.assign(globalThis, { MessageChannel: (await import('node:worker_threads')).MessageChannel });
  const { renderToString } = await import('react-dom/server');
  const { MemoryRouter, Route, Routes, useNavigate } = await import('react-router-dom');
  const near = await import('./hydrate-near-screen');
  const hydrated: string[] = [];
  let navigate: (to: string) => void = () => {};

  function Part({ id, label }: { id: string; label: string }) {
    React.useEffect(() => {
      hydrated.push(id);
    }, [id]);
    return React.createElement('section', { id }, label);
  }
  function Parts({ labels }: { labels: Record<string, string> }) {
    near.useWaitsEnd(labels);
    navigate = useNavigate();
    return React.createElement(
      'div',
      null,
      ...['top', 'middle', 'far'].map((id) => React.createElement(near.HydrateNearScreen, { key: id, id, children: React.createElement(Part, { id, label: labels[id] }) })),
    );
  }
  /** /menu and /takeaway: the same parts (the same ids) on two pages. */
  const Page = ({ labels }: { labels: Record<string, string> }) =>
    React.createElement(
      MemoryRouter,
      { initialEntries: ['/menu'] },
      React.createElement(
        Routes,
        null,
        ...['/menu', '/takeaway'].map((path) => React.createElement(Route, { key: path, path, element: React.createElement(Parts, { key: path, labels }) })),
      ),
    );
  return { React, hydrateRoot, createRoot, renderToString, near, Page, hydrated, navigate: (to: string) => navigate(to) };
}

let observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback });
  }
  disconnect() {
    observed = observed.filter((entry) => entry.callback !== this.callback);
  }
}

/** The far part comes into view: its observer is told so. */
function scrollToFar() {
  for (const { element, callback } of observed.filter((entry) => entry.element.id === 'far')) {
    callback([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

const LABELS = { top: 'Burgers', middle: 'Pizza', far: 'Desserts' };
let container: HTMLElement;
/** Where the far part is laid out. */
let farTop = 5000;

beforeEach(() => {
  observed = [];
  farTop = 5000;
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  container = document.createElement('div');
  document.body.append(container);
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.id === 'far' ? farTop : 0;
    return { top, bottom: top + 400, left: 0, right: 390, width: 390, height: 400, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
});

afterEach(() => {
  container.remove();
  jest.restoreAllMocks();
});

describe('HydrateNearScreen', () => {
  it('hydrates the parts near the screen at once and a far part only when it comes near, its server HTML shown meanwhile', async () => {
    const { React, hydrateRoot, renderToString, Page, hydrated } = await freshPage();
    container.innerHTML = renderToString(React.createElement(Page, { labels: LABELS }));

    await React.act(async () => {
      hydrateRoot(container, React.createElement(Page, { labels: LABELS }));
    });
    expect(hydrated.sort()).toEqual(['middle', 'top']);
    expect(container.querySelector('#far')?.textContent).toBe('Desserts');

    await React.act(async () => scrollToFar());
    expect(hydrated).toContain('far');
    expect(container.querySelector('#far')?.textContent).toBe('Desserts');
  });

  it('hydrates a waiting part with what the server showed, then shows the change, when what the parts show changes', async () => {
    const { React, hydrateRoot, renderToString, Page, hydrated } = await freshPage();
    container.innerHTML = renderToString(React.createElement(Page, { labels: LABELS }));
    let root!: ReturnType<typeof hydrateRoot>;
    await React.act(async () => {
      root = hydrateRoot(container, React.createElement(Page, { labels: LABELS }));
    });
    expect(hydrated).not.toContain('far');
    const far = container.querySelector('#far');

    await React.act(async () => root.render(React.createElement(Page, { labels: { ...LABELS, far: 'Desserts and shakes' } })));
    expect(hydrated).toContain('far');
    // The same element, hydrated and updated: not dropped for the empty fallback and drawn again.
    expect(container.querySelector('#far')).toBe(far);
    expect(far?.textContent).toBe('Desserts and shakes');
  });

  it('never waits again once a part has shown, wherever the visitor has scrolled', async () => {
    const { React, hydrateRoot, renderToString, Page, hydrated } = await freshPage();
    farTop = 0;
    container.innerHTML = renderToString(React.createElement(Page, { labels: LABELS }));
    let root!: ReturnType<typeof hydrateRoot>;
    await React.act(async () => {
      root = hydrateRoot(container, React.createElement(Page, { labels: LABELS }));
    });
    expect(hydrated).toContain('far');

    farTop = 5000;
    await React.act(async () => root.render(React.createElement(Page, { labels: LABELS })));
    // Not hidden behind the fallback (React hides a suspended part's children with display: none).
    const far = container.querySelector<HTMLElement>('#far');
    expect(far?.textContent).toBe('Desserts');
    expect(far?.style.display).toBe('');
  });

  it('lets the first move within the app through while a part with a link still waits', async () => {
    const { React, hydrateRoot, renderToString } = await freshPage();
    const { MemoryRouter, Routes, Route, Outlet, Link, UNSAFE_createMemoryHistory: createMemoryHistory, unstable_HistoryRouter: HistoryRouter } = await import(
      'react-router-dom'
    );
    const near = await import('./hydrate-near-screen');
    const layout = React.createElement(
      'div',
      null,
      React.createElement(Outlet),
      React.createElement(near.HydrateNearScreen, { id: 'far', children: React.createElement('section', { id: 'far' }, React.createElement(Link, { to: '/b' }, 'To B')) }),
    );
    const pages = [
      { path: '/a', element: React.createElement('p', null, 'Page A') },
      { path: '/b', element: React.createElement('p', null, 'Page B') },
    ];
    const routes = React.createElement(Routes, null, React.createElement(Route, { element: layout }, ...pages.map((page) => React.createElement(Route, { key: page.path, ...page }))));
    container.innerHTML = renderToString(React.createElement(MemoryRouter, { initialEntries: ['/a'] }, routes));
    // As the app's router does (app/router/AppRouter.tsx): the parts hear of a move before React renders it.
    const history = createMemoryHistory({ initialEntries: ['/a'], v5Compat: true });
    const listen = history.listen.bind(history);
    history.listen = (listener) =>
      listen((update) => {
        near.endWaitsForMove();
        listener(update);
      });
    await React.act(async () => {
      hydrateRoot(container, React.createElement(HistoryRouter, { history, children: routes }));
    });
    expect(observed.map((entry) => entry.element.id)).toEqual(['far']);

    await React.act(async () => history.push('/b'));
    expect(container.textContent).toContain('Page B');
  });

  it("handles a tap that lands in a waiting part before its observer has said it is near", async () => {
    const { React, hydrateRoot, renderToString, near } = await freshPage();
    const taps: string[] = [];
    const Page = () =>
      React.createElement(
        'div',
        null,
        React.createElement(near.HydrateNearScreen, {
          id: 'far',
          children: React.createElement('section', { id: 'far' }, React.createElement('button', { type: 'button', onClick: () => taps.push('Add to Cart') }, 'Add to Cart')),
        }),
      );
    container.innerHTML = renderToString(React.createElement(Page));
    await React.act(async () => {
      hydrateRoot(container, React.createElement(Page));
    });
    const button = container.querySelector('button');
    if (!button) throw new Error('no button');

    // Scrolled in and tapped within a frame: no IntersectionObserver callback yet.
    await React.act(async () => {
      button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(taps).toEqual(['Add to Cart']);
  });

  it('renders every part at once on a page the browser draws itself', async () => {
    const { React, createRoot, Page, hydrated } = await freshPage();
    await React.act(async () => createRoot(container).render(React.createElement(Page, { labels: LABELS })));
    expect(hydrated.sort()).toEqual(['far', 'middle', 'top']);
    expect(observed).toEqual([]);
  });

  it('renders every part at once once the visitor has moved within the app, though the last page left the same ids', async () => {
    const { React, hydrateRoot, renderToString, near, Page, hydrated, navigate } = await freshPage();
    farTop = 0;
    container.innerHTML = renderToString(React.createElement(Page, { labels: LABELS }));
    await React.act(async () => {
      hydrateRoot(container, React.createElement(Page, { labels: LABELS }));
    });
    expect(hydrated).toContain('far');

    // /takeaway is drawn while /menu's parts, scrolled far away, are still in the document.
    farTop = 5000;
    hydrated.length = 0;
    await React.act(async () => {
      // As the app's router does: the parts hear of a move before React renders it.
      near.endWaitsForMove();
      navigate('/takeaway');
    });
    expect(hydrated.sort()).toEqual(['far', 'middle', 'top']);
    // No part waited (on an element about to leave the document, which would never come near).
    expect(observed).toEqual([]);
    expect(container.querySelector<HTMLElement>('#far')?.style.display).toBe('');
  });
});
