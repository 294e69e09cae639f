/*
 * Nearbite service worker, served at /service-worker.js (a classic script). The build
 * (vite.config.ts, plugin "nearbite:service-worker") writes it to dist/ with this line first:
 *   self.__NB_PRECACHE_MANIFEST__ = { version: "<content hash>", urls: ["/index.html", "/assets/…"] };
 *
 * - install: precaches the app shell (index.html, every built script and style sheet, public files),
 *   then activates at once;
 * - activate: drops the caches of older versions and takes control of open pages (which then
 *   reload once: src/shared/lib/service-worker.ts);
 * - navigations: network first, the cached index.html when the network fails (offline);
 * - precached files: from the cache (their names carry a content hash);
 * - API calls (/apis/…), the console (/console/…), other origins and anything else: untouched, never cached.
 */
const manifest = self.__NB_PRECACHE_MANIFEST__ || { version: 'dev', urls: [] };
const CACHE_PREFIX = 'nearbite-shell-';
const CACHE_NAME = `${CACHE_PREFIX}${manifest.version}`;
const SHELL_URL = '/index.html';
const precached = new Set(manifest.urls);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) =>
        // index.html is revalidated; hashed files may come from the HTTP cache the page just filled.
        cache.addAll(
          manifest.urls.map((url) => new Request(url, { cache: url === SHELL_URL ? 'no-cache' : 'default' })),
        ),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function offlineShell() {
  return caches.match(SHELL_URL, { cacheName: CACHE_NAME }).then((cached) => cached || Response.error());
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/apis/')) return;
  // The console (/console) is another app: its pages are never answered with the diner app's shell.
  if (url.pathname === '/console' || url.pathname.startsWith('/console/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(offlineShell));
    return;
  }
  if (precached.has(url.pathname)) {
    event.respondWith(
      caches.match(url.pathname, { cacheName: CACHE_NAME }).then((cached) => cached || fetch(request)),
    );
  }
});
