import createCache from '@emotion/cache';

// The server and the browser must use the same key so the browser adopts the server's <style> tags.
export const EMOTION_CACHE_KEY = 'wk';

/**
 * The page's style cache. In the browser it adopts the server's <style> tags where they are: its
 * insertion point is the node just before the first of them, so Emotion's hydration re-inserts each
 * tag in its own place (a no-op) and later rules go right after them. By default Emotion moves them
 * to the end of <head>, and the browser parses the page's 64 KB of critical CSS again and restyles
 * the whole page while it hydrates (the server marks them, see entry-server.tsx).
 */
export function createEmotionCache() {
  const serverStyles = typeof document === 'undefined' ? null : document.querySelector(`style[data-emotion^="${EMOTION_CACHE_KEY} "]`);
  const before = serverStyles?.previousSibling as HTMLElement | null | undefined;
  return createCache({ key: EMOTION_CACHE_KEY, ...(before ? { insertionPoint: before } : {}) });
}
