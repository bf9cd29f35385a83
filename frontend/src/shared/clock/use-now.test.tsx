import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RenderClockContext } from './render-clock-context';
import { useNow } from './use-now';

/** The server's instant: years away from the test machine's clock, so the two never agree by chance. */
const SERVER = '2031-01-14T18:30:00.000Z';

function Clock() {
  return <p>{useNow(60_000).toISOString()}</p>;
}

const page = (renderedAt: string | undefined) => (
  <RenderClockContext.Provider value={renderedAt}>
    <Clock />
  </RenderClockContext.Provider>
);

let container: HTMLElement;
let root: Root | undefined;
let recoverable: unknown[];

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  recoverable = [];
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  delete document.documentElement.dataset.hydrated;
});

/** Hydrates the HTML the server rendered at SERVER (the text its clock showed), in this browser, at its own time. */
async function hydrate(renderedAt: string | undefined) {
  container.innerHTML = `<p>${SERVER}</p>`;
  await act(async () => {
    root = hydrateRoot(container, page(renderedAt), { onRecoverableError: (error) => recoverable.push(error) });
  });
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('useNow and the server render instant', () => {
  it("hydrates the server's minutes as they were (no mismatch), then moves to the browser's clock at once", async () => {
    await hydrate(SERVER);
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe(SERVER);

    await tick();
    expect(Math.abs(Date.parse(container.textContent!) - Date.now())).toBeLessThan(5_000);
  });

  it("without the server's instant, the browser's first render differs from the HTML and React throws the server's page away", async () => {
    await hydrate(undefined);
    expect(recoverable).not.toEqual([]);
  });

  it("uses the browser's clock for anything mounted once the page has hydrated", async () => {
    document.documentElement.dataset.hydrated = 'true';
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    await act(async () => root!.render(page(SERVER)));
    expect(Math.abs(Date.parse(container.textContent!) - Date.now())).toBeLessThan(5_000);
  });
});
