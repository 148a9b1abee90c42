// @ts-check
// The game page's face towards a parent page (embed.js): the options as
// events report them, and a command's options split into what shapes play
// (opponent, level, side, coordinates) and the game's start options.

import { isSide } from '../catalog.js';
import { language } from '../i18n.js';

/** @typedef {import('../types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./session.js').SessionState} SessionState */
/** @typedef {import('./session.js').Play} Play */
/** @typedef {import('../embed.js').OptionChange} OptionChange */
/** @typedef {import('../embed.js').OptionsReport} OptionsReport */

/**
 * @param {SessionState} s
 * @param {boolean} coords
 * @returns {OptionsReport}
 */
export function optionsReport(s, coords) {
  return {
    mode: s.play.mode,
    level: s.play.level,
    levelName: s.entry.levels[s.play.level - 1] ?? '',
    level2: s.play.level2 ?? s.play.level,
    level2Name: s.entry.levels[(s.play.level2 ?? s.play.level) - 1] ?? '',
    side: s.play.human,
    first: s.live.first,
    lang: language(),
    coords,
  };
}

/**
 * The options before the engine is up (a parent page hears `ready` then):
 * the opening choices, and the first mover the start options name.
 * @param {CatalogEntry} entry
 * @param {Play} play
 * @param {Record<string, string>} startOptions
 * @param {boolean} coords
 * @returns {OptionsReport}
 */
export function openingReport(entry, play, startOptions, coords) {
  return {
    mode: play.mode,
    level: play.level,
    levelName: entry.levels[play.level - 1] ?? '',
    level2: play.level2 ?? play.level,
    level2Name: entry.levels[(play.level2 ?? play.level) - 1] ?? '',
    side: play.human,
    first: startOptions.first ?? entry.first,
    lang: language(),
    coords,
  };
}

/**
 * What a command (already checked against the game) asks of play.
 * @param {CatalogEntry} entry
 * @param {OptionChange} change
 * @returns {Partial<Play>}
 */
export function playChange(entry, change) {
  /** @type {Partial<Play>} */
  const next = {};
  if (change.mode !== undefined) next.mode = change.mode;
  if (change.level !== undefined) next.level = change.level;
  if (change.level2 !== undefined) next.level2 = change.level2;
  if (change.side !== undefined && isSide(entry, change.side)) next.human = change.side;
  return next;
}

/**
 * The game's start options a command names (first, size, start), as text.
 * @param {CatalogEntry} entry
 * @param {OptionChange} change
 * @returns {Record<string, string>}
 */
export function startOptionsOf(entry, change) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const spec of entry.options) {
    const value = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (change))[spec.name];
    if (value !== undefined) out[spec.name] = String(value);
  }
  return out;
}
