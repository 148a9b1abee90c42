// @ts-check
// The games as the engine describes them (web/generated/catalog.js, written
// by `tabuleiro describe`), and the questions the page asks of that
// description: is this a side of the game, is this value allowed for this
// option, what does the board look like before the engine is up. The page
// keeps no rule or range of its own: everything here reads the description.
// Pure functions, no DOM (tested with node --test).

import { CATALOG } from './generated/catalog.js';

/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./types.js').Side} Side */
/** @typedef {import('./types.js').GameOptions} GameOptions */
/** @typedef {import('./types.js').StartView} StartView */
/** @typedef {import('./types.js').Geometry} Geometry */

/** @returns {CatalogEntry[]} every game, in the home page's order */
export function catalog() {
  return CATALOG;
}

/**
 * @param {unknown} id
 * @returns {CatalogEntry | null}
 */
export function gameEntry(id) {
  return typeof id === 'string' ? CATALOG.find((g) => g.id === id) ?? null : null;
}

/**
 * @param {CatalogEntry} entry
 * @param {unknown} value
 * @returns {value is Side}
 */
export function isSide(entry, value) {
  return typeof value === 'string' && entry.sides.some((s) => s.id === value);
}

/**
 * The side that is not `side`.
 * @param {CatalogEntry} entry
 * @param {Side} side
 * @returns {Side}
 */
export function otherSide(entry, side) {
  return entry.sides.find((s) => s.id !== side)?.id ?? side;
}

/**
 * @param {CatalogEntry} entry
 * @param {unknown} level
 * @returns {level is number} whether `level` is one of the game's levels (1-based)
 */
export function isLevel(entry, level) {
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= entry.levels.length;
}

/**
 * @param {CatalogEntry} entry
 * @param {string} name
 * @returns {import('./types.js').OptionSpec | null}
 */
export function optionSpec(entry, name) {
  return entry.options.find((o) => o.name === name) ?? null;
}

/**
 * An option value as the engine reads it (trimmed, lower case) if the game
 * allows it given the options settled before it, else null — the same
 * check as the engine's `options::check_options`.
 * @param {CatalogEntry} entry
 * @param {string} name
 * @param {unknown} raw
 * @param {GameOptions} settled   options earlier in the game's list
 * @returns {string | null}
 */
export function checkOption(entry, name, raw, settled) {
  const spec = optionSpec(entry, name);
  if (!spec || (typeof raw !== 'string' && typeof raw !== 'number')) return null;
  const value = String(raw).trim().toLowerCase();
  if (spec.menu.includes(value)) return value;
  const more = spec.more;
  if (!more) return null;
  const key = settled[more.by] ?? optionSpec(entry, more.by)?.default ?? '';
  const list = Object.prototype.hasOwnProperty.call(more.values, key) ? more.values[key] : [];
  return list.includes(value) ? value : null;
}

/**
 * Every option of the game: the given value where it is allowed, else the
 * default. `rejected` names the given values that were not allowed.
 * @param {CatalogEntry} entry
 * @param {Record<string, unknown>} given
 * @returns {{ options: GameOptions, rejected: Array<{ name: string, value: string }> }}
 */
export function completeOptions(entry, given) {
  /** @type {GameOptions} */
  const options = {};
  /** @type {Array<{ name: string, value: string }>} */
  const rejected = [];
  for (const spec of entry.options) {
    const raw = Object.prototype.hasOwnProperty.call(given, spec.name) ? given[spec.name] : undefined;
    if (raw === undefined || raw === null) {
      options[spec.name] = spec.default;
      continue;
    }
    const value = checkOption(entry, spec.name, raw, options);
    if (value === null) {
      rejected.push({ name: spec.name, value: String(raw) });
      options[spec.name] = spec.default;
    } else {
      options[spec.name] = value;
    }
  }
  return { options, rejected };
}

/**
 * The start position for these (complete) options, to draw before the
 * engine is up: exact when the description has it, else the same board
 * without pieces (say, a start square the menus don't list).
 * @param {CatalogEntry} entry
 * @param {GameOptions} options
 * @returns {{ geometry: Geometry, start: StartView | null }}
 */
export function startView(entry, options) {
  const same = (/** @type {StartView} */ s) => entry.options.every((o) => s.options[o.name] === options[o.name]);
  const exact = entry.starts.find(same);
  if (exact) return { geometry: entry.geometries[exact.geometry], start: exact };
  // The board depends on the options whose values the menus list (Rastros'
  // size); a value outside them (a start square) changes only the position.
  const near = entry.starts.find((s) => entry.options.every((o) =>
    !o.menu.includes(options[o.name]) || s.options[o.name] === options[o.name]));
  return { geometry: entry.geometries[(near ?? entry.starts[0]).geometry], start: null };
}
