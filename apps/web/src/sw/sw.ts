/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { handleNavigation, PRIVATE_CACHES, API_CACHE, keptApi } from './offline';
import { openFromNotification, showPush } from './push';

/*
 * Stride's service worker (built by vite-plugin-pwa's injectManifest, issue 13):
 * - precaches the app shell: index.html, the JavaScript and CSS of every page and every translation
 *   chunk, the icons (the list is injected at build time; the map chunk loads on first use instead);
 * - keeps what the runner opened for offline reading: event pages and My Events, with their data;
 * - answers any other page with the offline page when there is no connection;
 * - shows web push notifications and opens their link (modules/notifications on the server sends them).
 * A new version waits until the runner accepts the 'update available' prompt (features/pwa).
 */
declare const self: ServiceWorkerGlobalScope;

cleanupOutdatedCaches();
// Page loads go through handleNavigation (the network first), not straight to the precached shell.
// oxlint-disable-next-line no-underscore-dangle -- the name injectManifest replaces with the precache list
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
clientsClaim();

// The prompt's "Reload" (virtual:pwa-register's updateSW) asks the waiting worker to take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Page loads, but not API addresses opened as pages (OAuth redirects, calendar downloads).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
  handleNavigation,
);

// Data of the pages kept for offline reading: the network first, the last answer without it.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && keptApi(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86_400 })],
  }),
);

// Hashed build files not precached (the map chunk): they never change under one name.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'stride-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 86_400 })],
  }),
);

// Signing in or out ends what was kept for the last runner on this device.
self.addEventListener('fetch', (event) => {
  const { pathname } = new URL(event.request.url);
  if (event.request.method === 'POST' && /^\/api\/auth\/(login|logout)$/.test(pathname)) {
    event.waitUntil(Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name))));
  }
});

self.addEventListener('push', (event) => event.waitUntil(showPush(self.registration, event.data)));
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(self, event.notification.data));
});
