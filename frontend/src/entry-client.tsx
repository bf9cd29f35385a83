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

/**
 * The app's modules arrive in parallel but are evaluated in three tasks rather than one: React DOM,
 * then Redux Toolkit with the api's cache, then the rest of the app. Each import() evaluates its
 * modules once they have arrived, the smaller sets first, so that on a slow phone no single task
 * holds the main thread for the whole evaluation (a 240 ms task at 4x became tasks of 50 to 150).
 */
function loadApp() {
  const reactDom = import('react-dom/client');
  const apiCache = import('./api/api');
  return Promise.all([reactDom, apiCache, import('./app/start-app')]).then(([, , app]) => app);
}

void afterFirstPaint()
  .then(loadApp)
  .then(({ startApp }) => startApp({ onHydrated: () => earlySubmits.release() }));
