import createCache from '@emotion/cache';

// The server and the browser must use the same key so the browser adopts the server's <style> tags.
export const EMOTION_CACHE_KEY = 'css';

export function createEmotionCache() {
  return createCache({ key: EMOTION_CACHE_KEY });
}
