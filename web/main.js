// @ts-check
// Boot: records page errors (tests read them) and starts the app shell,
// with the way to load a game's engine (web/engine.js).

import { start } from './app.js';
import { startEngine } from './engine.js';
import { startServiceWorker } from './pwa.js';
import { nextTask } from './tasks.js';

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

/** Called by index.html's boot line. */
export async function boot() {
  const root = document.getElementById('app');
  if (!root) return;
  try {
    // The page is drawn in a task of its own, not in the one that
    // evaluated the scripts and finished parsing the document: two shorter
    // tasks instead of one long one (on a slow phone, the long one held
    // the main thread for a third of a second).
    await nextTask();
    // The page is drawn from the engine's description at once; the wasm
    // compiles meanwhile, and the game starts when it is up.
    const app = await start((game) => startEngine(game, { onRestart: noteRestart }), root);
    // Neither is needed for the first picture: they wait until the page has
    // loaded and the browser is idle, so they don't compete with it.
    whenSettled(() => {
      startServiceWorker({ onUpdateReady: (apply) => app.offerUpdate(apply) });
    });
  } catch (error) {
    // Only the app's own modules failing to load ends here (the engine's
    // failures are notes on the page): say so plainly, with a way out.
    errors.push(String(error));
    showFatal(root);
    throw error;
  }
}

/** @type {Record<string, [string, string]>} */
const FATAL = {
  en: ['Tabuleiro could not load. Check your connection, then try again.', 'Try again'],
  pt: ['Não foi possível carregar o Tabuleiro. Verifique a ligação e tente de novo.', 'Tentar de novo'],
  zh: ['Tabuleiro 无法加载。请检查网络连接，然后重试。', '重试'],
};

/** @param {string} why */
function noteRestart(why) {
  errors.push(`engine restarted: ${why}`);
}

/**
 * The last resort: the page's own code could not load.
 * @param {HTMLElement} root
 */
function showFatal(root) {
  // The i18n tables are modules that may have failed to load too: the
  // three languages' words for this one moment live here.
  const lang = (navigator.language || 'en').slice(0, 2);
  const words = FATAL[lang] ?? FATAL.en;
  const p = document.createElement('p');
  p.className = 'fatal';
  p.textContent = words[0];
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'btn primary';
  retry.dataset.action = 'retry';
  retry.textContent = words[1];
  retry.addEventListener('click', () => location.reload());
  root.replaceChildren(p, retry);
}
