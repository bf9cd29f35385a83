import createCache from '@emotion/cache';
import { EMOTION_CACHE_KEY } from '../app/emotion-cache';

/**
 * The tests' style cache: Emotion's rules go into a detached element, not the document. jsdom's
 * getComputedStyle matches every rule of the document's style sheets against the element and each
 * ancestor it inherits from, on every call, and Testing Library's role queries and MUI's autosizing
 * textarea call it for each node they look at: with the app's 500-odd rules a role query or a key
 * typed cost ten times as much (the New order screen's tests took 114 s, now 25). jsdom ignores the
 * rules' media queries and lays nothing out either way; what is hidden is hidden by attributes and
 * inline styles (MUI's transitions), which stay, and the journeys see the real page.
 */
export function createTestEmotionCache() {
  return createCache({ key: EMOTION_CACHE_KEY, container: document.createElement('div') });
}
