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

/**
 * Called by the script Trunk writes into index.html, with the hashed names
 * of the wasm-bindgen glue and the wasm binary.
 * @param {{ js: string, wasm: string }} urls
 */
export async function boot(urls) {
  const root = document.getElementById('app');
  if (!root) return;
  try {
    const engine = await startEngine(urls);
    const { start } = await import('./app.js');
    const app = start(engine, root);
    engine.thinker.warm();
    startServiceWorker({ onUpdateReady: (apply) => app.offerUpdate(apply) });
  } catch (error) {
    errors.push(String(error));
    root.textContent = 'Tabuleiro could not start in this browser. Please reload the page.';
    throw error;
  }
}
