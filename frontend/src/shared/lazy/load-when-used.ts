import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** A component kept out of the first download, fetched when the visitor is about to use it. */
export interface LoadedWhenUsed<Props> {
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts the download (once); the component then renders without waiting. */
  preload: () => Promise<unknown>;
  /** Spread on the control that opens it: a hover, a focus or a touch starts the download. */
  preloadHandlers: { onMouseEnter: () => void; onFocus: () => void; onTouchStart: () => void };
}

/**
 * Splits a drawer, menu or dialog into a chunk of its own: nothing is fetched until `preload`
 * runs or the component first renders. A failed download is tried again on the next use.
 */
export function loadWhenUsed<Props>(load: () => Promise<ComponentType<Props>>): LoadedWhenUsed<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const start = () => void preload().catch(() => undefined);
  return { Component: lazy(preload), preload, preloadHandlers: { onMouseEnter: start, onFocus: start, onTouchStart: start } };
}

/**
 * True from the first render where `active` is, and from then on: a panel is mounted when first
 * opened and stays mounted, so that closing it still plays its transition and returns focus.
 */
export function useOnceTrue(active: boolean): boolean {
  const [seen, setSeen] = useState(active);
  if (active && !seen) setSeen(true);
  return seen || active;
}

/**
 * Starts the download at the first of `events` on the window: for what a visitor is about to need
 * (the menu's add dialog once they scroll the menu, the toast once they first tap or type), so that
 * it is there before the tap that shows it, instead of that tap waiting for its download and
 * evaluation before anything paints. A visitor who only lands on the page downloads nothing more.
 */
export function usePreloadOnFirst(component: Pick<LoadedWhenUsed<never>, 'preload'>, events: readonly (keyof WindowEventMap)[]): void {
  useEffect(() => {
    const start = () => {
      stop();
      void component.preload().catch(() => undefined);
    };
    const stop = () => {
      for (const type of events) window.removeEventListener(type, start, { capture: true });
    };
    for (const type of events) window.addEventListener(type, start, { capture: true, passive: true });
    return stop;
  }, [component, events]);
}
