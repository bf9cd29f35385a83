/* global self */
/*
 * The order notifications' service worker (issue 27): shows the message the restaurant's server
 * pushes when an order is ready, even with the page closed, and opens the order on a tap.
 */
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(message.title || 'Your order', {
      body: message.body || '',
      tag: message.tag,
      icon: '/favicon.svg',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  // Only this site's pages: the message names the order's own link.
  if (url && new URL(url).origin === self.location.origin) event.waitUntil(self.clients.openWindow(url));
});
