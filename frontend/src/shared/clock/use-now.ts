import { useContext, useEffect, useState } from 'react';
import { RenderClockContext } from './render-clock-context';

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
