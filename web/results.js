// @ts-check
// The player's record against the computer, by game and level, kept in
// localStorage: { achi: { easy: { won, drawn, lost }, … }, … }. Stored data
// is checked field by field on every read, so an old or edited record
// loses only the parts that make no sense. A game kept per board size
// (Rastros) stores its tallies under '<level>@<size>', e.g. '5@7'.
// Winning streaks are kept beside them under their own key, so older
// pages that read results.v1 see nothing new: { current, longest,
// games: { achi: { current, longest }, … } } — a win adds one to the
// current streak, a draw or a loss ends it.

import { h } from './dom.js';
import { t } from './i18n.js';
import { asRecord, readJSON, remove, writeJSON } from './storage.js';

const KEY = 'results.v1';
const STREAKS_KEY = 'streaks.v1';

/** @typedef {{ current: number, longest: number }} Streak */
/** @typedef {Streak & { games: Record<string, Streak> }} Streaks */

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
 * @param {unknown} raw
 * @returns {Streak}
 */
function cleanStreak(raw) {
  const r = asRecord(raw) ?? {};
  const current = count(r.current);
  return { current, longest: Math.max(current, count(r.longest)) };
}

/** @returns {Streaks} */
export function loadStreaks() {
  return readJSON(STREAKS_KEY, (raw) => {
    const r = asRecord(raw);
    if (!r) return null;
    /** @type {Record<string, Streak>} */
    const games = {};
    for (const [game, streak] of Object.entries(asRecord(r.games) ?? {})) games[game] = cleanStreak(streak);
    return { ...cleanStreak(r), games };
  }, { current: 0, longest: 0, games: {} });
}

/**
 * @param {Streak} streak
 * @param {ResultKind} result
 * @returns {Streak}
 */
function nextStreak(streak, result) {
  const current = result === 'won' ? streak.current + 1 : 0;
  return { current, longest: Math.max(streak.longest, current) };
}

/**
 * @param {string} game
 * @param {ResultKind} result
 */
function recordStreak(game, result) {
  const all = loadStreaks();
  const next = nextStreak(all, result);
  writeJSON(STREAKS_KEY, { ...next, games: { ...all.games, [game]: nextStreak(all.games[game] ?? { current: 0, longest: 0 }, result) } });
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
  recordStreak(game, result);
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
  const streaks = loadStreaks();
  delete streaks.games[game];
  writeJSON(STREAKS_KEY, streaks);
}

/** Forgets every game's record and every streak. */
export function clearAllResults() {
  remove(KEY);
  remove(STREAKS_KEY);
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
