// @ts-check
// The player's settings between visits: opponent, side, level per game and
// coordinates, in storage that may be blocked or hold garbage (both are
// normal: every field is checked on read, against the game's description
// where it concerns a game).

import { completeOptions, isLevel, isSide } from '../catalog.js';
import { asRecord, readJSON, writeJSON } from '../storage.js';

/** @typedef {import('../types.js').Mode} Mode */
/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../types.js').CatalogEntry} CatalogEntry */

const SETTINGS_KEY = 'settings.v1';

/**
 * @typedef {Object} Settings
 * @property {Mode} [mode]
 * @property {string} [side]   the last side chosen (any game: checked when used)
 * @property {Record<string, number>} levels   by game, 1-based
 * @property {boolean} coords
 */

/**
 * @param {unknown} raw
 * @returns {Settings | null}
 */
function clean(raw) {
  const r = asRecord(raw);
  if (!r) return null;
  /** @type {Settings} */
  const out = { levels: {}, coords: r.coords !== false };
  if (r.mode === 'ai' || r.mode === 'local') out.mode = r.mode;
  if (typeof r.side === 'string' && r.side.length <= 16) out.side = r.side;
  const levels = asRecord(r.levels);
  for (const [game, n] of Object.entries(levels ?? {})) {
    if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 99) out.levels[game] = n;
  }
  return out;
}

/** @returns {Settings} */
export function loadSettings() {
  return readJSON(SETTINGS_KEY, clean, { levels: {}, coords: true });
}

/**
 * Remembers the choices made in a game.
 * @param {string} game
 * @param {{ mode: Mode, side: Side, level: number, coords: boolean }} chosen
 */
export function saveSettings(game, chosen) {
  const stored = loadSettings();
  writeJSON(SETTINGS_KEY, {
    // Computer against computer is watched, not a way to play: a later
    // visit opens with the player's own choice of opponent.
    mode: chosen.mode === 'watch' ? stored.mode : chosen.mode,
    side: chosen.side,
    levels: { ...stored.levels, [game]: chosen.level },
    coords: chosen.coords,
  });
}

/**
 * The stored level for a game, if it is one of its levels.
 * @param {Settings} settings
 * @param {CatalogEntry} entry
 * @returns {number | undefined}
 */
export function storedLevel(settings, entry) {
  const n = settings.levels[entry.id];
  return isLevel(entry, n) ? n : undefined;
}

/**
 * The stored side, if the game has it.
 * @param {Settings} settings
 * @param {CatalogEntry} entry
 * @returns {Side | undefined}
 */
export function storedSide(settings, entry) {
  return isSide(entry, settings.side) ? settings.side : undefined;
}

/**
 * How a game opens: the address first, then what the player chose last
 * time, then the game's defaults; the start options from the address over
 * a remembered first mover (the loser of the last game of this kind).
 * @param {CatalogEntry} entry
 * @param {import('../url.js').Route} route
 * @param {Side | undefined} rememberedFirst
 * @returns {{ play: import('./session.js').Play, options: Record<string, string>, coords: boolean }}
 */
export function openingChoices(entry, route, rememberedFirst) {
  const stored = loadSettings();
  const hasFirst = entry.options.some((o) => o.name === 'first');
  return {
    play: {
      mode: route.mode ?? stored.mode ?? 'ai',
      level: route.level ?? storedLevel(stored, entry) ?? entry.defaultLevel,
      human: route.side ?? storedSide(stored, entry) ?? entry.human,
      level2: route.level2 ?? entry.defaultLevel,
    },
    options: completeOptions(entry, { ...(rememberedFirst && hasFirst ? { first: rememberedFirst } : {}), ...route.options }).options,
    coords: stored.coords,
  };
}
