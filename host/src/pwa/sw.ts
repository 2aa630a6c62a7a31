/// <reference lib="webworker" />
import { precacheAndRoute, createHandlerBoundToURL, cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The shell: host scripts, index.html, manifest and icons.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app path is the single-page shell; served from the precache so it opens offline.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));

// Runtime config must be fresh when online, yet available offline.
registerRoute(({ url }) => url.origin === self.location.origin && /\/(config|remotes)\.json$/.test(url.pathname), new NetworkFirst({ cacheName: 'dure-config' }));

// Remote chunks carry content hashes: cache them as they are used.
registerRoute(
  ({ request, url }) => request.destination === 'script' && url.origin !== self.location.origin && /\/chunks\//.test(url.pathname),
  new StaleWhileRevalidate({ cacheName: 'dure-remote-chunks' }),
);

// The update banner asks the waiting worker to take over (SPEC §2).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
