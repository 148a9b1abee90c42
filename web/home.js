// @ts-check
// The home page: the four games, each with a small drawing of its board, a
// line about it and the ways to play it; games not built yet are shown as
// coming soon. A link leads to the player's statistics.

import { h } from './dom.js';
import { howToLink } from './howto/link.js';
import { t } from './i18n.js';
import { illustration } from './illustrations.js';
import { presentation } from './games/registry.js';

/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./types.js').Mode} Mode */
/** @typedef {import('./url.js').Route} Route */

/**
 * @typedef {Object} HomeOptions
 * @property {CatalogEntry[]} catalog
 * @property {(id: string) => boolean} playable   whether the page can show the game yet
 * @property {(route: Route) => string} href      the address of a route
 * @property {(route: Route) => void} navigate
 * @property {string} tag                          'main' or 'div' (when the host is already a <main>)
 */

/**
 * @param {HomeOptions} opts
 * @returns {{ element: HTMLElement, destroy: () => void }}
 */
export function createHomePage(opts) {
  /**
   * A real link (it can be opened in a new tab) that navigates in place.
   * @param {CatalogEntry} entry
   * @param {Mode} mode
   * @param {string} label
   * @param {string} cls
   */
  const playLink = (entry, mode, label, cls) => {
    /** @type {Route} */
    const route = { page: 'game', game: entry.id, mode };
    return h('a', {
      class: `btn ${cls}`,
      href: opts.href(route),
      'data-action': 'play',
      'data-target-game': entry.id,
      'data-target-mode': mode,
      onclick: (/** @type {Event} */ e) => {
        const me = /** @type {MouseEvent} */ (e);
        if (me.button !== 0 || me.ctrlKey || me.metaKey || me.shiftKey || me.altKey) return;
        e.preventDefault();
        opts.navigate(route);
      },
    }, label);
  };

  const cards = opts.catalog.map((entry) => {
    const name = t(`game.${entry.id}.name`);
    const headingId = `home-${entry.id}`;
    const available = opts.playable(entry.id);
    return h('li', { class: `card${available ? '' : ' soon'}`, 'data-home-game': entry.id },
      h('article', { 'aria-labelledby': headingId },
        illustration(entry.id, presentation(entry.id)?.drawing),
        h('div', { class: 'card-text' },
          h('h2', { id: headingId }, name),
          h('p', { class: 'origin' }, t(`game.${entry.id}.origin`)),
          h('p', {}, t(`game.${entry.id}.blurb`)),
          available
            ? h('div', { class: 'card-actions' },
              playLink(entry, 'ai', t('home.playComputer'), 'primary'),
              playLink(entry, 'local', t('home.playTwo'), ''),
              howToLink(entry.id, opts))
            : h('p', { class: 'badge' }, t('home.comingSoon')))));
  });

  /** @type {Route} */
  const puzzles = { page: 'puzzles' };
  /** @type {Route} */
  const stats = { page: 'stats' };
  const element = h(/** @type {'main'} */ (opts.tag), { class: 'home-page', id: 'main' },
    h('div', { class: 'home-intro' },
      h('h1', {}, t('app.name')),
      h('p', {}, t('home.intro'))),
    h('p', { class: 'home-stats' }, h('a', {
      href: opts.href(stats),
      'data-action': 'stats',
      onclick: (/** @type {MouseEvent} */ e) => {
        if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        opts.navigate(stats);
      },
    }, t('home.statsLink'))),
    h('ul', { class: 'cards' }, ...cards),
    h('section', { class: 'home-more', 'aria-labelledby': 'home-puzzles' },
      h('h2', { id: 'home-puzzles' }, t('puzzle.heading')),
      h('p', {}, t('home.puzzles')),
      h('a', { class: 'btn primary', href: opts.href(puzzles), 'data-action': 'puzzles', onclick: (/** @type {Event} */ e) => {
        const me = /** @type {MouseEvent} */ (e);
        if (me.button !== 0 || me.ctrlKey || me.metaKey || me.shiftKey || me.altKey) return;
        e.preventDefault();
        opts.navigate(puzzles);
      } }, t('action.puzzles'))));

  return { element, destroy() {} };
}
