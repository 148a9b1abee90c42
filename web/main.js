// @ts-check
// Boot: records page errors (tests read them), loads the wasm once for the
// page and its search worker, then hands the engine to the app shell.

import { startEngine } from './engine.js';
import { startServiceWorker } from './pwa.js';

/** @type {string[]} */
const errors = [];
/** @type {any} */ (window).__tabuleiroErrors = errors;
window.addEventListener('error', (event) => {
  errors.push(String(event.message || event.error || 'error'));
});
window.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason;
  errors.push(String((reason && reason.message) || reason || 'unhandled rejection'));
});
document.addEventListener('securitypolicyviolation', (event) => {
  errors.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || '?'}:${event.lineNumber})`);
});

/**
 * Runs `task` once the page has loaded and the browser has a quiet moment.
 * @param {() => void} task
 */
function whenSettled(task) {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Called by the script Trunk writes into index.html, with the hashed names
 * of the wasm-bindgen glue and the wasm binary.
 * @param {{ js: string, wasm: string }} urls
 */
export async function boot(urls) {
  const root = document.getElementById('app');
  if (!root) return;
  try {
    // The app's modules load while the wasm compiles.
    const [engine, { start }] = await Promise.all([startEngine(urls), import('./app.js')]);
    const app = start(engine, root);
    // Neither is needed for the first picture: they wait until the page has
    // loaded and the browser is idle, so they don't compete with it.
    whenSettled(() => {
      engine.thinker.warm();
      startServiceWorker({ onUpdateReady: (apply) => app.offerUpdate(apply) });
    });
  } catch (error) {
    errors.push(String(error));
    root.textContent = 'Tabuleiro could not start in this browser. Please reload the page.';
    throw error;
  }
}
