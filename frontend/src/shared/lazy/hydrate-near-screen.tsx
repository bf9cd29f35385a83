import { Suspense, useEffect, useRef, type ReactNode } from 'react';

/** How far below (or above) the screen a part starts to hydrate: about a phone's screen ahead. */
const AHEAD_PX = 800;

/** Parts may wait while the page is the one the server rendered, showing what the server rendered (`useWaitsEnd`). */
let waiting = typeof window !== 'undefined';
const approaching = new Map<string, { promise: Promise<void>; resolve(): void; near: boolean }>();

/** What comes first of a tap or a click (on any device), a key, and a focus moved by Tab. */
const FIRST_INPUTS = ['pointerdown', 'click', 'keydown', 'focusin'] as const;

/** Ends every wait: the parts still waiting hydrate (at a low priority, in slices), and parts rendered from then on render at once. */
function endWaits(): void {
  waiting = false;
  for (const wait of approaching.values()) wait.resolve();
  for (const type of FIRST_INPUTS) document.removeEventListener(type, endWaitWhereInputLands, { capture: true });
}

/**
 * A tap can land in a waiting part before its observer has said it is near (a phone scrolls a
 * card in and is tapped within a frame). Heard on the document before React's listeners on the
 * root: the part stops waiting first, so that React, finding the tap's target not yet hydrated,
 * hydrates it at once and handles the tap (a part still waiting then would drop the tap).
 */
function endWaitWhereInputLands(event: Event): void {
  if (!(event.target instanceof Node)) return;
  for (const [id, wait] of approaching) {
    if (!wait.near && document.getElementById(id)?.contains(event.target)) wait.resolve();
  }
}

/**
 * Ends the waits when a move within the app starts, before React renders it: a move reaches every
 * part still waiting, and one that waited then would hold the move back for good. The app's router
 * calls it (app/router/AppRouter.tsx).
 */
export function endWaitsForMove(): void {
  if (waiting) endWaits();
}

/**
 * For the component above the parts: the waits end once `shown`, what the parts show, is no longer
 * what the server rendered. They end before the parts render, so that React hydrates a waiting part
 * with the server's props before it applies the change, rather than drop its HTML for the empty
 * fallback. (A move within the app has ended them already: `endWaitsForMove`.)
 */
export function useWaitsEnd(shown: unknown): void {
  const first = useRef(shown);
  if (waiting && shown !== first.current) endWaits();
}

/**
 * Settles when the element comes within AHEAD_PX of the screen (one promise per id; once near, a
 * part stays so, wherever the visitor has scrolled since).
 */
function approach(id: string, element: Element): Promise<void> {
  const known = approaching.get(id);
  if (known) return known.promise;
  const wait = { near: false, resolve: () => {}, promise: Promise.resolve() };
  wait.promise = new Promise<void>((settle) => {
    wait.resolve = () => {
      wait.near = true;
      observer.disconnect();
      settle();
    };
  });
  // One element per observer: its one entry says whether the element is within reach.
  const observer = new IntersectionObserver(([entry]) => {
    if (entry.isIntersecting) wait.resolve();
  }, { rootMargin: `${AHEAD_PX}px 0px` });
  if (approaching.size === 0) {
    for (const type of FIRST_INPUTS) document.addEventListener(type, endWaitWhereInputLands, { capture: true, passive: true });
  }
  approaching.set(id, wait);
  observer.observe(element);
  return wait.promise;
}

function isNear(id: string, element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return approaching.get(id)?.near ?? (top < window.innerHeight + AHEAD_PX && bottom > -AHEAD_PX);
}

/**
 * While it hydrates the server's page, waits (suspends) as long as the server's element `id` is
 * far from the screen; React keeps the server's HTML in place meanwhile. Once it has shown its
 * children it never waits again (an update, such as the allergen filter, renders at once).
 */
function WaitUntilNear({ id, children }: { id: string; children: ReactNode }) {
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
  });
  if (waiting && !shown.current) {
    const element = document.getElementById(id);
    // Thrown rather than read with `use`: once the waits end, a retry renders at once, in the same
    // render as an update (`use` would wait for the settled promise's own callback, a tick later).
    if (element && !isNear(id, element)) throw approach(id, element);
  }
  return children;
}

/**
 * A part of a server-rendered page, such as a category of the menu, that React hydrates only when
 * it comes near the screen: on arrival the browser then runs the code of what the visitor sees, not
 * of the whole page, and the main thread stays free for their first tap. Until then its server
 * HTML shows as it is (links work, text reads), and React hydrates a part before it handles a tap
 * or a key in it (`endWaitWhereInputLands`). An update to what the
 * parts show ends the waits first (`useWaitsEnd`): React then hydrates them with the
 * server's props before it applies the update. On a page reached within the app it renders at once.
 * `id` is the id of the part's outer element, which `children` render.
 */
export function HydrateNearScreen({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitUntilNear id={id}>{children}</WaitUntilNear>
    </Suspense>
  );
}
