import { holdEarlySubmits } from './app/early-submits';

// The page's one script. A form submitted before the app runs is held, never sent by the browser.
const earlySubmits = holdEarlySubmits(document);

/**
 * The app is loaded only once the browser has painted the server's HTML, so that on a slow
 * connection the page's text, fonts and pictures are not queued behind the app's 200 KiB of
 * script (the first paint needs none of it). A tab opened in the background, which paints
 * nothing, loads it straight away.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    // A frame's callback runs before its paint; a task queued from it runs after.
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

void afterFirstPaint()
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp({ onHydrated: () => earlySubmits.release() }));
