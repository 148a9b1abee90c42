// @ts-check
// A game as text people can read, keep and send: a few header lines (the
// game, its start options, the date, the result) and the moves in our
// notation, numbered by turn. Formats a record and reads one back — or a
// game link (`?game=achi&moves=b2,a1`) — into a game, its options and its
// moves, naming the first thing it cannot read. It knows no rule: whether
// the moves can be played is the engine's question (a GameHandle replays
// them and names the first that fails). Pure: no DOM (tested with node
// --test, hostile input included). The format is described in
// docs/decisions.md ("Records").

import { checkOption, optionSpec } from './catalog.js';
import { moveToken } from './move-token.js';
import { parseRoute } from './url.js';

/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./types.js').GameOptions} GameOptions */
/** @typedef {import('./types.js').Outcome} Outcome */

/** The first line of a record; optional when reading. */
export const TITLE = 'Tabuleiro record';
/** Longer texts are refused before they are read. */
export const MAX_CHARS = 65536;
/** As many moves as a link may carry (url.js). */
export const MAX_MOVES = 2000;
/** A word longer than this is no move of any game. */
const MAX_TOKEN = 24;
/** Values quoted in messages are cut to this length. */
const QUOTE_MAX = 32;

/**
 * A record read back: what to open. `lines` gives, for each move, the line
 * of the text it was on (for messages about a move that cannot be played).
 * @typedef {Object} GameRecord
 * @property {string} game
 * @property {GameOptions} options   complete: the ones given, checked, the rest by default
 * @property {string[]} moves
 * @property {number[]} lines
 * @property {string} [date]     YYYY-MM-DD, when the record has a well-formed one
 * @property {string} [result]   as the record says it (the engine decides anew)
 */

/**
 * Why a text could not be read: an i18n key and its values (the shape of
 * url.js's notes, so the page shows both alike).
 * @typedef {{ key: string, vars?: Record<string, string | number> }} RecordError
 */

/**
 * @param {string} value
 * @returns {string}
 */
function quote(value) {
  // Control characters would garble a message; they are shown as '?'.
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > QUOTE_MAX ? `${clean.slice(0, QUOTE_MAX - 1)}…` : clean;
}

/**
 * A date as the record writes it, in the player's own time zone.
 * @param {Date} date
 * @returns {string} YYYY-MM-DD
 */
export function recordDate(date) {
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The name a downloaded record is saved under.
 * @param {string} game
 * @param {string} date   YYYY-MM-DD
 * @returns {string}
 */
export function recordFileName(game, date) {
  return `${game}-${date}.txt`;
}

/**
 * @param {Outcome | null | undefined} outcome
 * @returns {string} `black (mill)`, `draw (repetition)`, or `*` while the game goes on
 */
function resultLine(outcome) {
  return outcome ? `${outcome.winner} (${outcome.reason})` : '*';
}

/**
 * The text record of a game.
 * @param {Object} game
 * @param {CatalogEntry} game.entry
 * @param {GameOptions} game.options   complete start options
 * @param {string[]} game.moves
 * @param {string} game.date           YYYY-MM-DD
 * @param {Outcome | null} game.outcome
 * @returns {string}
 */
export function formatRecord(game) {
  const lines = [TITLE, `Game: ${game.entry.id}`];
  const options = game.entry.options.map((spec) => `${spec.name}=${game.options[spec.name] ?? spec.default}`);
  if (options.length > 0) lines.push(`Options: ${options.join(' ')}`);
  lines.push(`Date: ${game.date}`, `Result: ${resultLine(game.outcome)}`, '');
  for (let i = 0; i < game.moves.length; i += 2) {
    lines.push(`${i / 2 + 1}. ${game.moves.slice(i, i + 2).join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Reads a record (or a game link). `defaultGame` is the game a record
 * without a `Game:` line belongs to (the game on the page).
 * @param {unknown} text
 * @param {{ catalog: CatalogEntry[], defaultGame?: string }} context
 * @returns {{ record: GameRecord } | { error: RecordError }}
 */
export function parseRecord(text, context) {
  if (typeof text !== 'string') return { error: { key: 'record.error.empty' } };
  if (text.length > MAX_CHARS) return { error: { key: 'record.error.tooLong', vars: { max: MAX_CHARS } } };
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const trimmed = body.trim();
  if (trimmed === '') return { error: { key: 'record.error.empty' } };
  if (/^(https?:\/\/|\?)\S*$/i.test(trimmed)) return parseLink(trimmed, context);
  const read = readLines(body);
  if ('error' in read) return read;
  const id = read.headers.game?.value ?? context.defaultGame;
  if (id === undefined) return { error: { key: 'record.error.noGame' } };
  const entry = findGame(context.catalog, id);
  if (!entry) return { error: { key: 'record.error.unknownGame', vars: { value: quote(id), line: read.headers.game?.line ?? 1 } } };
  const options = readOptions(entry, read.headers.options);
  if ('error' in options) return options;
  /** @type {GameRecord} */
  const record = { game: entry.id, options: options.options, moves: read.moves, lines: read.lines };
  const date = read.headers.date?.value;
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) record.date = date;
  const result = read.headers.result?.value;
  if (result) record.result = quote(result);
  return { record };
}

/** The header lines a record may carry; other names are passed over. */
const HEADERS = ['game', 'options', 'date', 'result'];

/**
 * @typedef {Object} Lines
 * @property {Record<string, { value: string, line: number }>} headers
 * @property {string[]} moves
 * @property {number[]} lines
 */

/**
 * Splits a record into its header lines and its moves.
 * @param {string} body
 * @returns {Lines | { error: RecordError }}
 */
function readLines(body) {
  /** @type {Record<string, { value: string, line: number }>} */
  const headers = {};
  /** @type {string[]} */
  const moves = [];
  /** @type {number[]} */
  const lines = [];
  const all = body.split('\n');
  for (let i = 0; i < all.length; i += 1) {
    const line = all[i].trim();
    const n = i + 1;
    if (line === '' || line.startsWith('#') || line.toLowerCase() === TITLE.toLowerCase()) continue;
    const header = /^([A-Za-z][A-Za-z -]{0,30}):\s*(.*)$/.exec(line);
    if (header) {
      if (moves.length > 0) return { error: { key: 'record.error.headerAfterMoves', vars: { line: n } } };
      const name = header[1].trim().toLowerCase();
      if (!HEADERS.includes(name)) continue;
      if (Object.prototype.hasOwnProperty.call(headers, name)) return { error: { key: 'record.error.twice', vars: { name: header[1].trim(), line: n } } };
      headers[name] = { value: header[2].trim(), line: n };
      continue;
    }
    for (const word of line.split(/[\s,;]+/)) {
      const move = moveToken(word);
      if (move === '') continue;
      if (move.length > MAX_TOKEN) return { error: { key: 'record.error.unreadable', vars: { text: quote(word), line: n } } };
      if (moves.length >= MAX_MOVES) return { error: { key: 'record.error.tooManyMoves', vars: { max: MAX_MOVES } } };
      moves.push(move);
      lines.push(n);
    }
  }
  return { headers, moves, lines };
}

/**
 * A game by its id or its (English) name, in any case.
 * @param {CatalogEntry[]} catalog
 * @param {string} value
 * @returns {CatalogEntry | null}
 */
function findGame(catalog, value) {
  const wanted = value.trim().toLowerCase();
  return catalog.find((g) => g.id === wanted || g.name.toLowerCase() === wanted) ?? null;
}

/**
 * The `Options:` line (`first=white size=7`), each checked against the
 * game's description; the rest by default.
 * @param {CatalogEntry} entry
 * @param {{ value: string, line: number } | undefined} header
 * @returns {{ options: GameOptions } | { error: RecordError }}
 */
function readOptions(entry, header) {
  /** @type {Record<string, string>} */
  const given = {};
  const line = header?.line ?? 0;
  for (const item of (header?.value ?? '').split(/[\s,;]+/).filter((x) => x !== '')) {
    const eq = item.indexOf('=');
    const name = (eq < 0 ? item : item.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? '' : item.slice(eq + 1);
    if (!optionSpec(entry, name)) return { error: { key: 'record.error.noSuchOption', vars: { name: quote(name), game: entry.id, line } } };
    if (Object.prototype.hasOwnProperty.call(given, name)) return { error: { key: 'record.error.twice', vars: { name: quote(name), line } } };
    given[name] = value;
  }
  /** @type {GameOptions} */
  const options = {};
  for (const spec of entry.options) {
    if (!Object.prototype.hasOwnProperty.call(given, spec.name)) {
      options[spec.name] = spec.default;
      continue;
    }
    const value = checkOption(entry, spec.name, given[spec.name], options);
    if (value === null) {
      return { error: { key: 'record.error.badOption', vars: { name: spec.name, value: quote(given[spec.name]), range: spec.range, line } } };
    }
    options[spec.name] = value;
  }
  return { options };
}

/**
 * A game link, read as the address bar would read it (url.js): a value it
 * cannot use is an error here, since the player asked for that game.
 * @param {string} text
 * @param {{ catalog: CatalogEntry[], defaultGame?: string }} context
 * @returns {{ record: GameRecord } | { error: RecordError }}
 */
function parseLink(text, context) {
  let search;
  try {
    search = new URL(text, 'http://link.invalid/').search;
  } catch {
    return { error: { key: 'record.error.badLink' } };
  }
  const given = new URLSearchParams(search);
  const id = given.get('game') ?? context.defaultGame;
  if (!id) return { error: { key: 'record.error.noGame' } };
  const named = findGame(context.catalog, id);
  if (!named) return { error: { key: 'record.error.unknownGame', vars: { value: quote(id), line: 1 } } };
  // Only what makes the game: a shared link may carry anything else too.
  const params = new URLSearchParams({ game: named.id });
  const names = ['moves', ...named.options.map((o) => o.name)];
  for (const name of names) {
    const value = given.get(name);
    if (value !== null) params.set(name, value);
  }
  const { route, notes } = parseRoute(`?${params}`, context.catalog, () => true);
  const note = notes[0];
  if (note) return { error: { key: 'record.error.badLinkValue', vars: { name: String(note.vars?.name ?? ''), value: String(note.vars?.value ?? '') } } };
  const entry = route.game ? findGame(context.catalog, route.game) : null;
  if (!entry) return { error: { key: 'record.error.unknownGame', vars: { value: quote(id), line: 1 } } };
  const options = readOptions(entry, {
    value: Object.entries(route.options ?? {}).map(([name, value]) => `${name}=${value}`).join(' '),
    line: 1,
  });
  if ('error' in options) return options;
  const moves = (route.moves ?? []).map(moveToken).filter((m) => m !== '');
  return { record: { game: entry.id, options: options.options, moves, lines: moves.map(() => 1) } };
}
