// @ts-check
// The service worker body. The build's post_build hook (scripts/precache.mjs)
// writes dist/sw.js as `self.TABULEIRO_PRECACHE = { version, assets };`
// followed by this file, so the precache list always names the build's
// hashed files and each build gets its own cache.

/** @type {any} */
const sw = self;
/** @type {{ version: string, assets: string[] }} */
const { version: VERSION, assets: ASSETS } = sw.TABULEIRO_PRECACHE;
const CACHE = `tabuleiro-${VERSION}`;
const SHELL = './index.html';

sw.addEventListener('install', (/** @type {any} */ event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)));
});

sw.addEventListener('activate', (/** @type {any} */ event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('tabuleiro-') && name !== CACHE) await caches.delete(name);
      }
      await sw.clients.claim();
    })(),
  );
});

// The page asks the waiting worker to take over when the player accepts
// the "new version" prompt.
sw.addEventListener('message', (/** @type {any} */ event) => {
  if (event.data && event.data.type === 'skip-waiting') sw.skipWaiting();
});

sw.addEventListener('fetch', (/** @type {any} */ event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== sw.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      if (request.mode === 'navigate') {
        // Every page of the app is the same shell; its state is in the URL.
        const shell = await cache.match(SHELL);
        if (shell) return shell;
        return fetch(request);
      }
      const cached = await cache.match(request, { ignoreSearch: true });
      return cached || fetch(request);
    })(),
  );
});
