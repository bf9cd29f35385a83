import { createContext, useContext, useEffect, useState } from 'react';

/**
 * The instant the server rendered the page at (PageDataDto.now, by the api's clock), given to the
 * server's render and to the browser's hydration of it; undefined where the page has none. A screen
 * that shows minutes or the day ('placed 4 min ago', a refresh countdown, today's orders) renders
 * them from this instant in both places, so that the browser's first render matches the HTML.
 */
export const RenderClockContext = createContext<string | undefined>(undefined);

/** Whether React has hydrated the server's page (start-app's mark): from then on the server's instant is in the past. */
const pageHydrated = () => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';

/**
 * 'Now', moving on every `intervalMs`: the server's instant in the server's render and while the
 * browser hydrates it, the browser's own clock from the next task on (and for anything mounted later).
 */
export function useNow(intervalMs: number): Date {
  const renderedAt = useContext(RenderClockContext);
  const [now, setNow] = useState(() => (renderedAt !== undefined && !pageHydrated() ? new Date(renderedAt) : new Date()));
  useEffect(() => {
    const tick = () => setNow(new Date());
    // The server's instant gives way at once rather than a tick later (a minute, on some screens).
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, intervalMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
