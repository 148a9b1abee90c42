// @ts-check
// The page's state in its address: ?game=achi&mode=ai&level=2&side=black
// (mode=watch: computer against computer, the player's seat at level2=N)
// &first=black&moves=b2,a1&lang=en&embed=1&parentOrigin=https://portal.example
// (and a game's own options: size=7&start=e5; puzzle=achi-031;
// theme=dark), or another page: ?page=puzzles, ?page=stats,
// ?page=rules&game=achi (how to play). Parsing
// never fails: a value that makes no sense is dropped and reported as a
// note for the page to show, so a bad link still opens a working page.
// Everything a game allows is checked against the engine's description
// (catalog.js). Pure: no DOM (tested with node --test).

import { checkOption, isLevel, isSide } from './catalog.js';
import { parseParentOrigin } from './embed-names.js';
import { isThemeChoice } from './theme.js';

/** @typedef {import('./types.js').Side} Side */
/** @typedef {import('./types.js').Mode} Mode */
/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./types.js').GameOptions} GameOptions */

/**
 * @typedef {Object} Route
 * @property {'home' | 'game' | 'puzzles' | 'stats' | 'rules'} page   (`page=` names the pages other than home and a game; 'rules': how to play `game`)
 * @property {string} [game]
 * @property {Mode} [mode]
 * @property {number} [level]   1-based
 * @property {number} [level2]  1-based: with mode=watch, the computer in the player's seat
 * @property {Side} [side]      the human's side against the computer
 * @property {GameOptions} [options]   the game's start options given (first, size, start), each allowed
 * @property {string[]} [moves]
 * @property {string} [puzzle]  a puzzle's id
 * @property {string} [lang]
 * @property {import('./theme.js').ThemeChoice} [theme]   the colours for this visit (a portal's look)
 * @property {boolean} [embed]
 * @property {string} [parentOrigin]  as given (embed.js reads it); kept even
 *   when it is not an origin, so a reload cannot fall back to posting to '*'
 */

/**
 * A note for the player, translated when shown.
 * @typedef {{ key: string, vars?: Record<string, string | number> }} Note
 */

/** Parameters every page understands; a game adds the names of its options. */
const KNOWN = ['page', 'game', 'mode', 'level', 'level2', 'side', 'moves', 'puzzle', 'lang', 'theme', 'embed', 'parentOrigin'];
/** The pages `page=` may name. */
const PAGES = ['puzzles', 'stats', 'rules'];
const MODES = ['ai', 'local', 'watch'];
const MAX_MOVES = 2000;
/** Longer values are cut in notes: a note must stay readable. */
const NOTE_VALUE_MAX = 40;

/** @param {string} value */
function clip(value) {
  return value.length > NOTE_VALUE_MAX ? `${value.slice(0, NOTE_VALUE_MAX - 1)}…` : value;
}

/**
 * @param {URLSearchParams} params
 * @param {CatalogEntry} entry
 * @param {Route} route
 * @param {(name: string, value: string) => void} bad
 */
function readGameParams(params, entry, route, bad) {
  const mode = params.get('mode');
  if (mode !== null) {
    if (MODES.includes(mode)) route.mode = /** @type {Mode} */ (mode);
    else bad('mode', mode);
  }
  const side = params.get('side');
  if (side !== null) {
    if (isSide(entry, side)) route.side = side;
    else bad('side', side);
  }
  /** @type {GameOptions} */
  const options = {};
  /** @type {GameOptions} the options so far with defaults, for the checks of later ones */
  const settled = {};
  for (const spec of entry.options) {
    const raw = params.get(spec.name);
    const value = raw === null ? null : checkOption(entry, spec.name, raw, settled);
    if (raw !== null && value === null) bad(spec.name, raw);
    if (value !== null) options[spec.name] = value;
    settled[spec.name] = value ?? spec.default;
  }
  if (Object.keys(options).length > 0) route.options = options;
  const moves = params.get('moves');
  if (moves !== null && moves.trim() !== '') {
    const list = moves.split(/[\s,]+/).filter((m) => m !== '');
    if (list.length <= MAX_MOVES) route.moves = list;
    else bad('moves', `${list.length}`);
  }
  const puzzle = params.get('puzzle');
  if (puzzle !== null) {
    if (/^[a-z0-9-]{1,40}$/.test(puzzle)) route.puzzle = puzzle;
    else bad('puzzle', puzzle);
  }
}

/**
 * @param {string} search  location.search
 * @param {CatalogEntry[]} catalog
 * @param {(code: string) => boolean} langSupported
 * @param {(id: string) => boolean} [playable]   whether the page can show a game (default: all)
 * @returns {{ route: Route, notes: Note[] }}
 */
export function parseRoute(search, catalog, langSupported, playable = () => true) {
  const params = new URLSearchParams(search);
  /** @type {Note[]} */
  const notes = [];
  /** @type {Route} */
  const route = { page: 'home' };
  /** @param {string} name @param {string} value */
  const bad = (name, value) => notes.push({ key: 'note.badParam', vars: { name, value: clip(value) } });

  const embed = params.get('embed');
  if (embed !== null) {
    if (embed === '1' || embed === 'true') route.embed = true;
    else if (embed !== '0' && embed !== 'false') bad('embed', embed);
  }

  const parentOrigin = params.get('parentOrigin');
  if (parentOrigin !== null) {
    route.parentOrigin = parentOrigin;
    if (parseParentOrigin(parentOrigin) === null) notes.push({ key: 'note.badParentOrigin', vars: { value: clip(parentOrigin) } });
  }

  const lang = params.get('lang');
  if (lang !== null) {
    if (langSupported(lang)) route.lang = lang;
    else notes.push({ key: 'note.badLang', vars: { value: clip(lang) } });
  }

  const theme = params.get('theme');
  if (theme !== null) {
    if (isThemeChoice(theme)) route.theme = theme;
    else bad('theme', theme);
  }

  const gameId = params.get('game');
  const entry = gameId === null ? undefined : catalog.find((g) => g.id === gameId);
  if (gameId !== null && gameId !== '') {
    if (!entry) notes.push({ key: 'note.unknownGame', vars: { value: clip(gameId) } });
    else if (!playable(entry.id)) notes.push({ key: 'note.comingSoon', vars: { game: entry.id } });
  }

  const pageName = params.get('page');
  if (pageName !== null && !PAGES.includes(pageName)) bad('page', pageName);

  /** @type {string[]} */
  let optionNames = [];
  // Rules of no game at all: the home page, with a note (an unknown game has its own).
  if (pageName === 'rules' && (gameId === null || gameId === '')) bad('page', 'rules');
  if (pageName === 'stats') {
    route.page = 'stats';
  } else if (pageName === 'puzzles') {
    route.page = 'puzzles';
    if (entry && playable(entry.id)) route.game = entry.id;
  } else if (pageName === 'rules' && entry && playable(entry.id)) {
    // The rules page ignores a game's settings quietly: a link from a game
    // may carry them.
    route.page = 'rules';
    route.game = entry.id;
    optionNames = entry.options.map((o) => o.name);
  } else if (pageName !== 'rules' && entry && playable(entry.id)) {
    route.page = 'game';
    route.game = entry.id;
    for (const name of /** @type {const} */ (['level', 'level2'])) {
      const level = params.get(name);
      if (level === null) continue;
      const n = /^\d{1,3}$/.test(level) ? Number(level) : NaN;
      if (isLevel(entry, n)) route[name] = n;
      else notes.push({ key: name === 'level' ? 'note.badLevel' : 'note.badLevel2', vars: { value: clip(level), max: entry.levels.length } });
    }
    readGameParams(params, entry, route, bad);
    optionNames = entry.options.map((o) => o.name);
  }

  // Unknown parameters are reported too (a typo such as "levle", or an
  // option this game does not have) — except in an embed, where a portal
  // may add its own.
  if (!route.embed) {
    for (const name of new Set(params.keys())) {
      if (KNOWN.includes(name) || optionNames.includes(name)) continue;
      if (route.game && catalog.some((g) => g.options.some((o) => o.name === name))) {
        notes.push({ key: 'note.noSuchOption', vars: { name: clip(name), game: route.game } });
      } else {
        notes.push({ key: 'note.unknownParam', vars: { name: clip(name) } });
      }
    }
  }
  return { route, notes };
}

/**
 * The address of a route, relative to the current page.
 * @param {Route} route
 * @param {string} [home]   the address of the home page (location.pathname in the browser)
 * @returns {string}
 */
export function routeSearch(route, home = typeof location === 'undefined' ? '/' : location.pathname) {
  const params = new URLSearchParams();
  if (route.page === 'puzzles') {
    params.set('page', 'puzzles');
    if (route.game) params.set('game', route.game);
  }
  if (route.page === 'rules' && route.game) {
    params.set('page', 'rules');
    params.set('game', route.game);
  }
  if (route.page === 'game' && route.game) {
    params.set('game', route.game);
    if (route.puzzle) params.set('puzzle', route.puzzle);
    if (route.mode) params.set('mode', route.mode);
    if (route.level) params.set('level', String(route.level));
    if (route.level2) params.set('level2', String(route.level2));
    if (route.side && route.mode !== 'local') params.set('side', route.side);
    for (const [name, value] of Object.entries(route.options ?? {})) params.set(name, value);
    if (route.moves && route.moves.length) params.set('moves', route.moves.join(','));
  }
  if (route.page === 'stats') params.set('page', 'stats');
  if (route.lang) params.set('lang', route.lang);
  if (route.theme) params.set('theme', route.theme);
  if (route.embed) params.set('embed', '1');
  if (route.parentOrigin !== undefined) params.set('parentOrigin', route.parentOrigin);
  // Commas in the move list and the ':' and '/' of an origin read better
  // unescaped, and are legal in a query.
  const text = params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%2F/gi, '/');
  return text ? `?${text}` : home;
}
