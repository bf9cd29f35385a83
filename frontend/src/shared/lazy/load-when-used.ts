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
 * Starts the download when the visitor first scrolls the page. For what the page's main action
 * opens (the menu's add dialog): a visitor reading the page has it before their first tap, instead
 * of the tap waiting for its download and evaluation before anything paints. A visitor who only
 * lands on the page downloads nothing more.
 */
export function usePreloadOnFirstScroll(component: Pick<LoadedWhenUsed<never>, 'preload'>): void {
  useEffect(() => {
    const start = () => void component.preload().catch(() => undefined);
    window.addEventListener('scroll', start, { once: true, passive: true });
    return () => window.removeEventListener('scroll', start);
  }, [component]);
}
