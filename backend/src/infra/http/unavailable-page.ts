/** Seconds a client is told to wait (Retry-After) while a dependency the request needs is down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 60;

export const UNAVAILABLE_MESSAGE = 'We are having trouble, please try again in a minute.';

/**
 * The page a visitor gets (503) while the database is down: plain HTML with no script, no asset
 * and no data, so nothing in it can fail too. It reloads itself after Retry-After.
 */
export function renderUnavailablePage(): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${UNAVAILABLE_RETRY_AFTER_SECONDS}">
<title>Please try again in a minute</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1.5rem;color:#222;line-height:1.5}h1{font-size:1.5rem}</style>
</head>
<body>
<main>
<h1>${UNAVAILABLE_MESSAGE}</h1>
<p>This page will try again by itself.</p>
</main>
</body>
</html>
`;
}
