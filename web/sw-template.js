// The service worker body. The build's post_build hook (scripts/precache.mjs)
// writes dist/sw.js as `const VERSION = …; const ASSETS = […];` followed by
// this file, so the precache list always names the build's hashed files.
/* global VERSION, ASSETS */

const CACHE = `tabuleiro-${VERSION}`;
const SHELL = './index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('tabuleiro-') && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

// The page asks the waiting worker to take over when the player accepts
// the "new version" prompt.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
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
