/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The shell only (shellPrecache.cjs): the entry, the login, the signed-in frame, the host's own pages and the
// libraries they take. The worker is registered after sign-in, when these are in the HTTP cache already.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app path is the single-page shell; served from the precache so it opens offline.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));

// Runtime config must be fresh when online, yet available offline.
registerRoute(({ url }) => url.origin === self.location.origin && /\/(config|remotes)\.json$/.test(url.pathname), new NetworkFirst({ cacheName: 'dure-config' }));

/** webpack's `[contenthash:8]` names (tools/serve/policy.mjs HASHED_FILE): never changed under the same name. */
const HASHED = /\.[0-9a-f]{8}\.(?:js|css|png|svg|webp|ico|woff2?)$/;

// A remote's manifest and entry name its current files: asked for each time, the cached copy only offline.
registerRoute(
  ({ url }) => url.origin !== self.location.origin && /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname),
  new NetworkFirst({ cacheName: 'dure-remote-entries', plugins: [new CacheableResponsePlugin({ statuses: [0, 200] })] }),
);

// Content-hashed files outside the precache (the remotes' and the host's other chunks): cached on first use.
// Federation loads remote scripts without CORS, so their responses are opaque (status 0); a hashed name
// that ever answered is that file.
registerRoute(
  ({ url }) => HASHED.test(url.pathname),
  new CacheFirst({ cacheName: 'dure-chunks', plugins: [new CacheableResponsePlugin({ statuses: [0, 200] })] }),
);

// Remote chunks were kept apart before 'dure-chunks' took every hashed file.
self.addEventListener('activate', (event) => event.waitUntil(caches.delete('dure-remote-chunks')));

// The update banner asks the waiting worker to take over (SPEC §2).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
