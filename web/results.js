// @ts-check
// The player's record against the computer, by game and level, kept in
// localStorage: { achi: { easy: { won, drawn, lost }, … }, … }. Stored data
// is checked field by field on every read, so an old or edited record
// loses only the parts that make no sense. A game kept per board size
// (Rastros) stores its tallies under '<level>@<size>', e.g. '5@7'.

import { h } from './dom.js';
import { t } from './i18n.js';
import { asRecord, readJSON, writeJSON } from './storage.js';

const KEY = 'results.v1';

/** @typedef {{ won: number, drawn: number, lost: number }} Tally */
/** @typedef {Record<string, Record<string, Tally>>} Results */
/** @typedef {'won' | 'drawn' | 'lost'} ResultKind */

/**
 * @param {unknown} value
 * @returns {number}
 */
function count(value) {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
}

/**
 * @param {unknown} raw
 * @returns {Results | null}
 */
function clean(raw) {
  const games = asRecord(raw);
  if (!games) return null;
  /** @type {Results} */
  const out = {};
  for (const [game, levelsRaw] of Object.entries(games)) {
    const levels = asRecord(levelsRaw);
    if (!levels) continue;
    out[game] = {};
    for (const [level, tallyRaw] of Object.entries(levels)) {
      const tally = asRecord(tallyRaw);
      if (!tally) continue;
      out[game][level] = { won: count(tally.won), drawn: count(tally.drawn), lost: count(tally.lost) };
    }
  }
  return out;
}

/** @returns {Results} */
export function loadResults() {
  return readJSON(KEY, clean, {});
}

/**
 * Adds one finished game against the computer.
 * @param {string} game
 * @param {string} level  the level's name, e.g. 'hard'
 * @param {ResultKind} result  from the human's point of view
 * @param {string} [variant]  the board size, for a game kept per size
 */
export function recordResult(game, level, result, variant) {
  const all = loadResults();
  const byLevel = (all[game] ??= {});
  const tally = (byLevel[resultKey(level, variant)] ??= { won: 0, drawn: 0, lost: 0 });
  tally[result] += 1;
  writeJSON(KEY, all);
}

/**
 * @param {string} level
 * @param {string} [variant]
 * @returns {string}
 */
function resultKey(level, variant) {
  return variant === undefined ? level : `${level}@${variant}`;
}

/**
 * Forgets the record of one game.
 * @param {string} game
 */
export function clearResults(game) {
  const all = loadResults();
  delete all[game];
  writeJSON(KEY, all);
}

/**
 * The results table of one game: a row per level, columns won / drawn /
 * lost. The current level's row is marked.
 * @param {string} game
 * @param {string[]} levels  level names, weakest first
 * @param {string} currentLevel
 * @param {{ values: string[], current: string, label: string }} [variants]
 *   a table by variant (board size) × level instead: a row per level, a
 *   column per size, each cell "won–lost"
 * @returns {HTMLTableElement}
 */
export function renderResults(game, levels, currentLevel, variants) {
  const mine = loadResults()[game] ?? {};
  if (variants) {
    return h('table', { class: 'results by-variant', 'data-results': game },
      h('caption', { class: 'visually-hidden' }, t('results.captionBySize')),
      h('thead', {},
        h('tr', {},
          h('th', { scope: 'col' }, t('results.level')),
          ...variants.values.map((v) => h('th', { scope: 'col', 'aria-current': v === variants.current ? 'true' : false }, `${v}×${v}`)))),
      h('tbody', {},
        ...levels.map((level) => h('tr', { 'aria-current': level === currentLevel ? 'true' : false },
          h('th', { scope: 'row' }, t(`level.${level}`)),
          ...variants.values.map((v) => {
            const tally = mine[resultKey(level, v)] ?? { won: 0, drawn: 0, lost: 0 };
            return h('td', { 'data-size': v, 'data-level': level, title: t('results.cell', { won: tally.won, lost: tally.lost }) },
              `${tally.won}–${tally.lost}`);
          })))));
  }
  return h('table', { class: 'results', 'data-results': game },
    h('caption', { class: 'visually-hidden' }, t('results.caption')),
    h('thead', {},
      h('tr', {},
        h('th', { scope: 'col' }, t('results.level')),
        h('th', { scope: 'col' }, t('results.won')),
        h('th', { scope: 'col' }, t('results.drawn')),
        h('th', { scope: 'col' }, t('results.lost')))),
    h('tbody', {},
      ...levels.map((level) => {
        const tally = mine[level] ?? { won: 0, drawn: 0, lost: 0 };
        return h('tr', { 'aria-current': level === currentLevel ? 'true' : false },
          h('th', { scope: 'row' }, t(`level.${level}`)),
          h('td', {}, tally.won),
          h('td', {}, tally.drawn),
          h('td', {}, tally.lost));
      })));
}
