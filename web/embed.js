// @ts-check
// Talking to the page around an iframe (a game portal). The message schema
// lives here and nowhere else; README.md "Embedding" documents it.
//
// Events, posted to the parent window:
//   { source: 'tabuleiro', version: 1, type, ...payload }
//   ready      { games, game, lang, muted, paused }              once, when the page is up
//   gameStart  { game, options, moves }                          a game begins (moves: a replayed record)
//   move       { game, ply, notation, by }                       a ply was added to the record
//   undo       { game, plies }                                   the record was cut back to `plies`
//   gameEnd    { game, winner, reason, plies }                   the game is over
//   options    { game, options, muted, paused }                  an option changed (by a command or the player)
//   puzzleSolved { game, puzzle, n }                             the player solved a puzzle
//
// Commands, received from the parent window:
//   { target: 'tabuleiro', version: 1, type, ... }
//   newGame    { options? }       options: { game?, mode?, level?, level2?, side?, first?, size?, start?, lang?, coords? }
//   setOptions { mode?, level?, level2?, side?, first?, size?, start?, lang?, coords? }   at least one
//   (mode: 'ai', 'local' or 'watch' — computer against computer, level2 in the player's seat)
//   mute       { muted: boolean }
//   pause      { paused: boolean }
//
// Anything else — another shape, another version, an unknown type or field,
// a value of the wrong kind, or one the game does not have (checked against
// the engine's description) — is ignored and logged with console.warn; a
// command is never half applied and nothing here ever throws.

import { catalog, checkOption, gameEntry, isLevel, isSide } from './catalog.js';
import { EVENT, SOURCE, TARGET, VERSION, parseParentOrigin } from './embed-names.js';

export { EVENT, SOURCE, TARGET, VERSION };

export const COMMAND = /** @type {const} */ ({
  newGame: 'newGame',
  setOptions: 'setOptions',
  mute: 'mute',
  pause: 'pause',
});

/**
 * The options a command may set. `parseCommand` checks their shape;
 * `checkForGame` checks them against the game's description.
 * @typedef {Object} OptionChange
 * @property {string} [game]     newGame only: another game to open
 * @property {'ai' | 'local' | 'watch'} [mode]
 * @property {number} [level]   1-based
 * @property {number} [level2]  1-based: with mode 'watch', the computer in the player's seat
 * @property {string} [side]    the human's side against the computer
 * @property {string} [first]   who moves first (a game option)
 * @property {string | number} [size]    the board size (a game option)
 * @property {string} [start]   the start rule or square (a game option)
 * @property {string} [lang]
 * @property {boolean} [coords]  coordinates around the board
 */

/** The names of the games' start options (`first`, `size`, `start`), from the description. */
const GAME_OPTIONS = [...new Set(catalog().flatMap((g) => g.options.map((o) => o.name)))];

/**
 * @typedef {{ type: 'newGame', options: OptionChange }
 *   | { type: 'setOptions', options: OptionChange }
 *   | { type: 'mute', muted: boolean }
 *   | { type: 'pause', paused: boolean }} Command
 */

/**
 * The options as events report them.
 * @typedef {Object} OptionsReport
 * @property {'ai' | 'local' | 'watch'} mode
 * @property {number} level       1-based
 * @property {string} levelName   e.g. 'perfect'
 * @property {number} level2      1-based: the player's seat when two computers play ('watch')
 * @property {string} level2Name
 * @property {string} side        the human's side against the computer
 * @property {string} first       who moved first in this game
 * @property {string} lang
 * @property {boolean} coords
 */

const MODES = ['ai', 'local', 'watch'];
/** @param {unknown} v */
const word = (v) => typeof v === 'string' && /^[a-z0-9][a-z0-9-]{0,31}$/.test(v);
/** @type {Record<string, (v: unknown) => boolean>} */
const OPTION_CHECKS = {
  game: word,
  mode: (v) => typeof v === 'string' && MODES.includes(v),
  level: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 99,
  level2: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 99,
  side: word,
  lang: (v) => typeof v === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(v),
  coords: (v) => typeof v === 'boolean',
  ...Object.fromEntries(GAME_OPTIONS.map((name) => [name, (/** @type {unknown} */ v) =>
    word(v) || (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1000)])),
};

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isPlainObject(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Checks a set of options; `allowGame` for newGame.
 * @param {unknown} raw
 * @param {boolean} allowGame
 * @returns {{ options: OptionChange } | { error: string }}
 */
function checkOptions(raw, allowGame) {
  if (!isPlainObject(raw)) return { error: 'options must be an object' };
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, value] of Object.entries(raw)) {
    const check = Object.prototype.hasOwnProperty.call(OPTION_CHECKS, key) ? OPTION_CHECKS[key] : null;
    if (!check || (key === 'game' && !allowGame)) return { error: `unknown option "${key}"` };
    if (!check(value)) return { error: `bad value for ${key}: ${describe(value)}` };
    out[key] = value;
  }
  return { options: /** @type {OptionChange} */ (out) };
}

/**
 * Reads a message from the parent as a command, or says why it is not one.
 * @param {unknown} data   MessageEvent.data
 * @returns {{ command: Command } | { error: string }}
 */
export function parseCommand(data) {
  if (!isPlainObject(data)) return { error: `not a command object: ${describe(data)}` };
  if (data.target !== TARGET) return { error: `target is not "${TARGET}"` };
  if (data.version !== VERSION) return { error: `unsupported version ${describe(data.version)} (this page speaks ${VERSION})` };
  const { target: _t, version: _v, type, ...rest } = data;
  const fields = Object.keys(rest);
  /** @param {string[]} allowed */
  const onlyFields = (allowed) => {
    const extra = fields.filter((f) => !allowed.includes(f));
    return extra.length ? `unknown field "${extra[0]}" in ${String(type)}` : null;
  };
  switch (type) {
    case COMMAND.newGame: {
      const extra = onlyFields(['options']);
      if (extra) return { error: extra };
      if (rest.options === undefined) return { command: { type, options: {} } };
      const checked = checkOptions(rest.options, true);
      return 'error' in checked ? { error: `newGame: ${checked.error}` } : { command: { type, options: checked.options } };
    }
    case COMMAND.setOptions: {
      const checked = checkOptions(rest, false);
      if ('error' in checked) return { error: `setOptions: ${checked.error}` };
      if (fields.length === 0) return { error: 'setOptions: no option given' };
      return { command: { type, options: checked.options } };
    }
    case COMMAND.mute: {
      const extra = onlyFields(['muted']);
      if (extra) return { error: extra };
      if (typeof rest.muted !== 'boolean') return { error: `mute: muted must be true or false, not ${describe(rest.muted)}` };
      return { command: { type, muted: rest.muted } };
    }
    case COMMAND.pause: {
      const extra = onlyFields(['paused']);
      if (extra) return { error: extra };
      if (typeof rest.paused !== 'boolean') return { error: `pause: paused must be true or false, not ${describe(rest.paused)}` };
      return { command: { type, paused: rest.paused } };
    }
    default:
      return { error: `unknown command type ${describe(type)}` };
  }
}

/**
 * Why well-formed options do not fit the game `id`, or null when they do:
 * the game, its levels, its sides and its start options, all from the
 * engine's description.
 * @param {string} id
 * @param {OptionChange} options
 * @returns {string | null}
 */
export function checkForGame(id, options) {
  const entry = gameEntry(id);
  if (!entry) return `there is no game "${id}" to play`;
  for (const name of /** @type {const} */ (['level', 'level2'])) {
    const level = options[name];
    if (level !== undefined && !isLevel(entry, level)) return `${id} has levels 1 to ${entry.levels.length}, not ${name} ${level}`;
  }
  if (options.side !== undefined && !isSide(entry, options.side)) {
    return `side "${options.side}" is not a side of ${id} (${entry.sides.map((s) => s.id).join(', ')})`;
  }
  /** @type {Record<string, string>} */
  const settled = {};
  for (const spec of entry.options) {
    const raw = /** @type {Record<string, unknown>} */ (options)[spec.name];
    if (raw !== undefined && checkOption(entry, spec.name, raw, settled) === null) {
      return `${spec.name} ${JSON.stringify(raw)} is not allowed in ${id} (expected ${spec.range})`;
    }
    settled[spec.name] = raw === undefined ? spec.default : String(raw).trim().toLowerCase();
  }
  for (const name of GAME_OPTIONS) {
    if (/** @type {Record<string, unknown>} */ (options)[name] !== undefined && !entry.options.some((o) => o.name === name)) {
      return `${id} has no option "${name}"`;
    }
  }
  return null;
}

/**
 * A short, safe description of a value for a log line.
 * @param {unknown} value
 * @returns {string}
 */
function describe(value) {
  try {
    const text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value) ?? typeof value);
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  } catch {
    return typeof value;
  }
}

/**
 * @typedef {Object} Bridge
 * @property {boolean} active   inside a frame, with a usable parent origin
 * @property {(type: string, payload?: Record<string, unknown>) => void} post
 * @property {() => void} stop
 */

/**
 * Connects the page to its parent window. When the page is not in a frame,
 * or `parentOrigin=` was given but is not an origin, nothing is posted and
 * every message is ignored.
 * @param {Object} opts
 * @param {string | undefined} opts.parentOrigin   the raw URL parameter; undefined when absent
 * @param {(command: Command) => void} opts.onCommand
 * @param {Window} [opts.win]
 * @returns {Bridge}
 */
export function connectParent(opts) {
  const win = opts.win ?? window;
  let framed = false;
  try {
    framed = win.parent !== win;
  } catch {
    framed = true;
  }
  const origin = opts.parentOrigin === undefined ? null : parseParentOrigin(opts.parentOrigin);
  const usable = opts.parentOrigin === undefined || origin !== null;
  const active = framed && usable;
  const targetOrigin = origin ?? '*';

  /** @param {MessageEvent} event */
  function onMessage(event) {
    if (event.source !== win.parent) {
      warn('ignored a message that did not come from the parent window', event.data);
      return;
    }
    if (origin !== null && event.origin !== origin) {
      warn(`ignored a message from ${event.origin}: commands are accepted only from ${origin}`, event.data);
      return;
    }
    const parsed = parseCommand(event.data);
    if ('error' in parsed) {
      warn(`ignored a command: ${parsed.error}`, event.data);
      return;
    }
    try {
      opts.onCommand(parsed.command);
    } catch (err) {
      warn(`a ${parsed.command.type} command failed: ${err instanceof Error ? err.message : String(err)}`, event.data);
    }
  }

  if (active) win.addEventListener('message', onMessage);

  return {
    active,
    post(type, payload = {}) {
      if (!active) return;
      try {
        win.parent.postMessage({ ...payload, source: SOURCE, version: VERSION, type }, targetOrigin);
      } catch (err) {
        warn(`could not post ${type}: ${err instanceof Error ? err.message : String(err)}`, payload);
      }
    },
    stop() {
      win.removeEventListener('message', onMessage);
    },
  };
}

/**
 * @param {string} text
 * @param {unknown} data
 */
function warn(text, data) {
  console.warn(`[tabuleiro embed] ${text}`, data);
}
