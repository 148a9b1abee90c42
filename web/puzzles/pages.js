// @ts-check
// The puzzle pages as the app shell opens them: the list, and a puzzle in
// play. Both need the puzzle sets, which load on demand; the page frame
// shows at once and fills in when they are there (and, for a puzzle, the
// engine joins when it is up).

import { h, replaceChildren } from '../dom.js';
import { t } from '../i18n.js';
import { findPuzzle, loadPuzzles } from './data.js';

// The pages' own code loads with the puzzle sets, not with the site.
const listModule = () => import('./list.js');
const pageModule = () => import('./page.js');

/** @typedef {import('../types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('../url.js').Route} Route */
/** @typedef {import('../engine.js').Engine} Engine */

/**
 * @param {Object} opts
 * @param {CatalogEntry[]} opts.games
 * @param {string} opts.tag
 * @param {(route: Route) => string} opts.href
 * @param {(route: Route) => void} opts.navigate
 * @param {(note: import('../url.js').Note) => void} opts.note
 * @returns {{ element: HTMLElement, destroy: () => void }}
 */
export function createPuzzleListPage(opts) {
  const body = h('div', { class: 'puzzle-list-body' }, h('p', { class: 'status' }, t('status.loading')));
  const element = h(/** @type {'main'} */ (opts.tag), { class: 'puzzles-page', id: 'main' },
    h('h1', { tabindex: -1 }, t('puzzle.heading')),
    h('p', { class: 'puzzle-intro' }, t('puzzle.intro')),
    body);
  Promise.all([loadPuzzles(), listModule()]).then(([all, { puzzleList }]) => replaceChildren(body, puzzleList({ ...opts, all })), (err) => {
    opts.note({ key: 'note.puzzlesFailed', vars: { message: err instanceof Error ? err.message : String(err) } });
  });
  return { element, destroy() {} };
}

/**
 * A puzzle page that fills in once the puzzle sets have loaded.
 * @param {Omit<import('./page.js').PuzzlePageOptions, 'puzzle' | 'all'> & { id: string }} opts
 */
export function createPuzzlePage(opts) {
  const element = h('div', { class: 'puzzle-holder' }, h('p', { class: 'status' }, t('status.loading')));
  /** @type {import('./page.js').PuzzlePage | null} */
  let page = null;
  /** @type {Engine | null} */
  let engine = null;
  let gone = false;
  Promise.all([loadPuzzles(), pageModule()]).then(([all, { PuzzlePage }]) => {
    if (gone) return;
    const puzzle = findPuzzle(all, opts.entry.id, opts.id);
    if (!puzzle) {
      opts.note({ key: 'note.unknownPuzzle', vars: { value: opts.id } });
      opts.navigate({ page: 'puzzles', game: opts.entry.id });
      return;
    }
    page = new PuzzlePage({ ...opts, puzzle, all });
    element.replaceWith(page.element);
    if (engine) page.attachEngine(engine);
  }, (err) => opts.note({ key: 'note.puzzlesFailed', vars: { message: err instanceof Error ? err.message : String(err) } }));
  return {
    element,
    /** @param {Engine} up */
    attachEngine(up) {
      engine = up;
      page?.attachEngine(up);
    },
    options: () => page?.options() ?? null,
    /** @param {import('../embed.js').OptionChange} change */
    setOptions: (change) => page?.setOptions(change),
    newGame: () => page?.newGame(),
    /** @param {boolean} paused */
    setPaused: (paused) => page?.setPaused(paused),
    destroy() {
      gone = true;
      page?.destroy();
    },
  };
}
