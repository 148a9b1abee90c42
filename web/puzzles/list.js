// @ts-check
// The puzzle list: every game's puzzles (or one game's), grouped by how
// many moves the win takes, each a link to the puzzle with a mark when it
// has been solved.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { solvedPuzzles } from './store.js';

/** @typedef {import('./data.js').Puzzle} Puzzle */
/** @typedef {import('../url.js').Route} Route */
/** @typedef {import('../types.js').CatalogEntry} CatalogEntry */

/**
 * @param {Object} opts
 * @param {Record<string, Puzzle[]>} opts.all
 * @param {CatalogEntry[]} opts.games       the games to list, in order
 * @param {(route: Route) => string} opts.href
 * @param {(route: Route) => void} opts.navigate
 * @returns {HTMLElement}
 */
export function puzzleList(opts) {
  const solved = solvedPuzzles();
  const sections = opts.games.map((entry) => {
    const list = Object.prototype.hasOwnProperty.call(opts.all, entry.id) ? opts.all[entry.id] : [];
    /** @type {Map<number, Puzzle[]>} */
    const byN = new Map();
    for (const p of list) byN.set(p.n, [...(byN.get(p.n) ?? []), p]);
    const done = list.filter((p) => solved.has(p.id)).length;
    return h('section', { class: 'puzzle-game', 'data-puzzle-game': entry.id, 'aria-labelledby': `puzzles-${entry.id}` },
      h('h2', { id: `puzzles-${entry.id}` }, t(`game.${entry.id}.name`), ' ',
        h('span', { class: 'puzzle-count' }, t('puzzle.count', { done, total: list.length }))),
      ...[...byN.entries()].map(([n, puzzles]) => h('div', { class: 'puzzle-group' },
        h('h3', {}, t('puzzle.winIn', { n })),
        h('ul', { class: 'puzzle-links' }, ...puzzles.map((p) => link(opts, entry.id, p, solved.has(p.id)))))));
  });
  return h('div', { class: 'puzzle-list', 'data-puzzle-list': '' }, ...sections);
}

/**
 * @param {{ href: (route: Route) => string, navigate: (route: Route) => void }} opts
 * @param {string} game
 * @param {Puzzle} p
 * @param {boolean} done
 */
function link(opts, game, p, done) {
  /** @type {Route} */
  const route = { page: 'game', game, puzzle: p.id };
  const number = p.id.replace(/^.*-0*/, '');
  return h('li', {},
    h('a', {
      class: `puzzle-link${done ? ' solved' : ''}`,
      href: opts.href(route),
      'data-puzzle-id': p.id,
      'data-solved': String(done),
      'aria-label': t(done ? 'puzzle.linkSolved' : 'puzzle.link', { number, n: p.n }),
      onclick: (/** @type {MouseEvent} */ e) => {
        if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        opts.navigate(route);
      },
    }, done ? h('span', { class: 'check', 'aria-hidden': 'true' }, '✓') : null, number));
}
