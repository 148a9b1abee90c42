// @ts-check
// The statistics page (?page=stats): results against the computer across
// games, levels and board sizes, the longest winning streak, the puzzles
// solved, and a way to clear it all (asked twice, in the page: a portal's
// frame may not allow confirm()). The figures come from stats-data.js.

import { h, replaceChildren } from './dom.js';
import { t } from './i18n.js';
import { clearAllResults, loadResults, loadStreaks } from './results.js';
import { clearSolved, solvedPuzzles } from './puzzles/store.js';
import { summarise } from './stats-data.js';

/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./url.js').Route} Route */
/** @typedef {import('./stats-data.js').GameStats} GameStats */
/** @typedef {import('./stats-data.js').Stats} Stats */

/**
 * @typedef {Object} StatsOptions
 * @property {CatalogEntry[]} catalog
 * @property {(id: string) => boolean} playable
 * @property {(route: Route) => string} href
 * @property {(route: Route) => void} navigate
 * @property {(text: string) => void} announce
 * @property {string} tag   'main' or 'div' (when the host is already a <main>)
 */

/**
 * @param {CatalogEntry[]} catalog
 * @returns {Stats}
 */
export function loadStats(catalog) {
  return summarise(catalog, loadResults(), loadStreaks(), [...solvedPuzzles()]);
}

/** Forgets results, streaks and solved puzzles. */
export function clearStats() {
  clearAllResults();
  clearSolved();
}

/**
 * A figure with its words: a big number over a label.
 * @param {string | number} value
 * @param {string} label
 * @param {Record<string, string | number>} hooks   data-* attributes for tests
 * @param {string | null} [more]   a line under the label
 */
function tile(value, label, hooks, more = null) {
  return h('li', { class: 'stat-tile', ...hooks },
    h('span', { class: 'stat-value' }, value),
    h('span', { class: 'stat-label' }, label),
    more ? h('span', { class: 'stat-more' }, more) : null);
}

/**
 * @param {Stats} stats
 * @returns {HTMLElement}
 */
function summary(stats) {
  const { total, streak } = stats;
  return h('section', { class: 'stats-summary', 'aria-labelledby': 'stats-all' },
    h('h2', { id: 'stats-all' }, t('stats.allGames')),
    h('ul', { class: 'stat-tiles' },
      tile(total.played, t('stats.played'), {
        'data-stats-total': '', 'data-played': total.played, 'data-won': total.won, 'data-drawn': total.drawn, 'data-lost': total.lost,
      }, t('stats.tally', { won: total.won, drawn: total.drawn, lost: total.lost })),
      tile(streak.longest, t('stats.streakLongest'), { 'data-stats-streak': '', 'data-longest': streak.longest, 'data-current': streak.current },
        t('stats.streakCurrent', { n: streak.current })),
      tile(stats.puzzles, t('stats.puzzles'), { 'data-stats-puzzles': '', 'data-solved': stats.puzzles })));
}

/**
 * @param {GameStats} game
 * @returns {HTMLTableElement}
 */
function table(game) {
  const name = t(`game.${game.id}.name`);
  const cells = (/** @type {{ won: number, drawn: number, lost: number }} */ x) =>
    [h('td', {}, x.won), h('td', {}, x.drawn), h('td', {}, x.lost)];
  return h('table', { class: 'results stats-table' },
    h('caption', { class: 'visually-hidden' }, t(game.bySize ? 'stats.captionBySize' : 'stats.caption', { game: name })),
    h('thead', {}, h('tr', {},
      h('th', { scope: 'col' }, t('results.level')),
      game.bySize ? h('th', { scope: 'col' }, t('option.size')) : null,
      h('th', { scope: 'col' }, t('results.won')),
      h('th', { scope: 'col' }, t('results.drawn')),
      h('th', { scope: 'col' }, t('results.lost')))),
    h('tbody', {}, ...game.rows.map((row) => h('tr', {
      'data-level': row.level, 'data-size': row.size, 'data-won': row.won, 'data-drawn': row.drawn, 'data-lost': row.lost,
    },
    h('th', { scope: 'row' }, t(`level.${row.level}`)),
    row.size === undefined ? null : h('td', {}, t(`option.size.${row.size}`)),
    ...cells(row)))),
    h('tfoot', {}, h('tr', {},
      h('th', { scope: 'row', colspan: game.bySize ? 2 : 1 }, t('stats.total')),
      ...cells(game.total))));
}

/**
 * @param {GameStats} game
 * @param {StatsOptions} opts
 * @returns {HTMLElement}
 */
function gameSection(game, opts) {
  const name = t(`game.${game.id}.name`);
  const headingId = `stats-${game.id}`;
  /** @type {Route} */
  const route = { page: 'game', game: game.id, mode: 'ai' };
  const facts = [t('stats.gameStreak', { n: game.streak.longest })];
  if (game.puzzles > 0) facts.push(t('stats.gamePuzzles', { n: game.puzzles }));
  return h('section', {
    class: 'stats-game', 'aria-labelledby': headingId, 'data-stats-game': game.id,
    'data-played': game.total.played, 'data-won': game.total.won, 'data-drawn': game.total.drawn, 'data-lost': game.total.lost,
  },
  h('h2', { id: headingId }, name),
  h('p', { class: 'stats-facts' }, facts.join(' · ')),
  game.rows.length > 0
    ? table(game)
    : h('p', { class: 'stats-empty' }, t('stats.noGames'), ' ',
      opts.playable(game.id)
        ? h('a', {
          href: opts.href(route),
          'data-action': 'play',
          'data-target-game': game.id,
          onclick: (/** @type {MouseEvent} */ e) => {
            if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            opts.navigate(route);
          },
        }, t('stats.play', { game: name }))
        : null));
}

/**
 * @param {StatsOptions} opts
 * @returns {{ element: HTMLElement, destroy: () => void }}
 */
export function createStatsPage(opts) {
  const body = h('div', { class: 'stats-body' });
  const clearBox = h('div', { class: 'stats-clear' });
  const element = h(/** @type {'main'} */ (opts.tag), { class: 'stats-page', id: 'main', 'data-stats': '' },
    h('h1', {}, t('stats.title')),
    h('p', { class: 'stats-intro' }, t('stats.intro')),
    body,
    clearBox);

  /** @returns {HTMLButtonElement} the first step: a button that asks */
  const offerClear = () => {
    const ask = h('button', { type: 'button', class: 'btn', 'data-action': 'clear-stats', onclick: () => askClear().focus() },
      t('stats.clear'));
    replaceChildren(clearBox, ask);
    return ask;
  };

  /** @returns {HTMLButtonElement} the second step, are you sure? — its safe answer */
  const askClear = () => {
    const keep = h('button', { type: 'button', class: 'btn', 'data-action': 'cancel-clear-stats', onclick: () => offerClear().focus() },
      t('stats.clearNo'));
    replaceChildren(clearBox,
      h('p', { id: 'stats-clear-question' }, t('stats.clearQuestion')),
      h('div', { class: 'stats-clear-actions', role: 'group', 'aria-labelledby': 'stats-clear-question' },
        h('button', { type: 'button', class: 'btn primary', 'data-action': 'confirm-clear-stats', onclick: () => {
          clearStats();
          draw();
          offerClear().focus();
          opts.announce(t('stats.cleared'));
        } }, t('stats.clearYes')),
        keep));
    return keep;
  };

  const draw = () => {
    const stats = loadStats(opts.catalog);
    replaceChildren(body, summary(stats), ...stats.games.map((g) => gameSection(g, opts)));
  };

  draw();
  offerClear();
  return { element, destroy() {} };
}
