// @ts-check
// A page whose code loads the first time it is opened (how to play, the
// statistics): its frame and heading show at once, so focus and the
// address work as for any page, and the page itself takes the frame's
// place when its module has arrived. Keeps the first download of a game
// page to what a game needs.

import { h } from '../dom.js';
import { t } from '../i18n.js';

/** @typedef {import('../engine.js').Engine} Engine */

/**
 * What a loaded page offers the app shell.
 * @typedef {Object} LoadedPage
 * @property {HTMLElement} element
 * @property {HTMLElement | null} [heading]
 * @property {() => void} destroy
 * @property {(engine: Engine) => void} [attachEngine]
 */

/**
 * @param {Object} opts
 * @param {string} opts.tag      'main' or 'div' (when the host is already a <main>)
 * @param {string} opts.title    the heading shown while the page loads
 * @param {() => Promise<LoadedPage>} opts.load
 * @param {(err: unknown) => void} opts.failed   the module could not be fetched (offline without it)
 */
export function lazyPage(opts) {
  const heading = h('h1', { tabindex: -1 }, opts.title);
  const element = h(/** @type {'main'} */ (opts.tag), { class: 'lazy-page', id: 'main', 'aria-busy': 'true' },
    heading, h('p', { class: 'status' }, t('status.loading')));
  /** @type {LoadedPage | null} */
  let page = null;
  /** @type {Engine | null} */
  let engine = null;
  let gone = false;
  opts.load().then((loaded) => {
    if (gone) {
      loaded.destroy();
      return;
    }
    page = loaded;
    const focused = document.activeElement === heading;
    element.replaceWith(loaded.element);
    if (engine) loaded.attachEngine?.(engine);
    const next = loaded.heading ?? loaded.element.querySelector('h1');
    if (focused && next) {
      next.setAttribute('tabindex', '-1');
      next.focus({ preventScroll: true });
    }
  }, (err) => {
    if (!gone) opts.failed(err);
  });
  return {
    element,
    heading,
    destroy() {
      gone = true;
      page?.destroy();
    },
    /** @param {Engine} up */
    attachEngine(up) {
      engine = up;
      page?.attachEngine?.(up);
    },
  };
}
