// @ts-check
// Installs the service worker (offline play) and notices when a new build
// is waiting, so the app can offer "new version — reload" at a moment that
// suits the player. Service workers may be unavailable (an iframe with
// storage blocked, an insecure origin): then the app simply stays online-only.

/**
 * @param {{ onUpdateReady: (apply: () => void) => void }} hooks
 *   `apply` activates the waiting version; the page reloads once it has
 *   taken over (the app saves the game in progress before calling it).
 */
export async function startServiceWorker(hooks) {
  if (!('serviceWorker' in navigator)) return;
  /** @type {ServiceWorkerRegistration | undefined} */
  let registration;
  try {
    registration = await navigator.serviceWorker.register('./sw.js', { scope: './' });
  } catch {
    return;
  }
  // Some browsers (and test harnesses that block service workers) answer
  // without a registration: the app stays online-only then too.
  if (!registration) return;
  const reg = registration;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install also takes control; only a replaced version reloads.
    if (!hadController || reloading) return;
    reloading = true;
    location.reload();
  });

  /** @param {ServiceWorker} worker */
  const offer = (worker) => {
    hooks.onUpdateReady(() => worker.postMessage({ type: 'skip-waiting' }));
  };
  if (reg.waiting && hadController) offer(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing;
    if (!installing) return;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
    });
  });
  // Look for a new build whenever the player comes back to the tab.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') reg.update().catch(() => {});
  });
}
