// @ts-check
// The page's state in its address: ?game=achi&mode=ai&level=2&side=black
// &first=black&moves=b2,a1&lang=en&embed=1&parentOrigin=https://portal.example.
// Parsing never fails: a value
// that makes no sense is dropped and reported as a note for the page to
// show, so a bad link still opens a working page.

import { parseParentOrigin } from './embed.js';

/** @typedef {import('./types.js').Side} Side */
/** @typedef {import('./types.js').Mode} Mode */
/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */

/**
 * @typedef {Object} Route
 * @property {'home' | 'game'} page
 * @property {string} [game]
 * @property {Mode} [mode]
 * @property {number} [level]   1-based
 * @property {Side} [side]      the human's side against the computer
 * @property {Side} [first]
 * @property {string[]} [moves]
 * @property {number} [size]    board size, for games that have one (Rastros)
 * @property {string} [start]   start rule: 'free', 'fixed' or a square (Rastros)
 * @property {string} [lang]
 * @property {boolean} [embed]
 * @property {string} [parentOrigin]  as given (embed.js reads it); kept even
 *   when it is not an origin, so a reload cannot fall back to posting to '*'
 */

/**
 * A note for the player, translated when shown.
 * @typedef {{ key: string, vars?: Record<string, string | number> }} Note
 */

const KNOWN = ['game', 'mode', 'level', 'side', 'first', 'size', 'start', 'moves', 'lang', 'embed', 'parentOrigin'];
const SIDES = ['white', 'black', 'p1', 'p2'];
const MODES = ['ai', 'local'];
const MAX_MOVES = 2000;

/**
 * @param {string} search  location.search
 * @param {CatalogEntry[]} catalog
 * @param {(code: string) => boolean} langSupported
 * @returns {{ route: Route, notes: Note[] }}
 */
export function parseRoute(search, catalog, langSupported) {
  const params = new URLSearchParams(search);
  /** @type {Note[]} */
  const notes = [];
  /** @type {Route} */
  const route = { page: 'home' };
  /** @param {string} name @param {string} value */
  const bad = (name, value) => notes.push({ key: 'note.badParam', vars: { name, value } });

  const embed = params.get('embed');
  if (embed !== null) {
    if (embed === '1' || embed === 'true') route.embed = true;
    else if (embed !== '0' && embed !== 'false') bad('embed', embed);
  }

  const parentOrigin = params.get('parentOrigin');
  if (parentOrigin !== null) {
    route.parentOrigin = parentOrigin;
    if (parseParentOrigin(parentOrigin) === null) notes.push({ key: 'note.badParentOrigin', vars: { value: parentOrigin } });
  }

  const lang = params.get('lang');
  if (lang !== null) {
    if (langSupported(lang)) route.lang = lang;
    else notes.push({ key: 'note.badLang', vars: { value: lang } });
  }

  const gameId = params.get('game');
  const entry = gameId === null ? undefined : catalog.find((g) => g.id === gameId);
  if (gameId !== null && gameId !== '') {
    if (!entry) notes.push({ key: 'note.unknownGame', vars: { value: gameId } });
    else if (!entry.available) notes.push({ key: 'note.comingSoon', vars: { game: entry.id } });
  }

  if (entry && entry.available) {
    route.page = 'game';
    route.game = entry.id;

    const mode = params.get('mode');
    if (mode !== null) {
      if (MODES.includes(mode)) route.mode = /** @type {Mode} */ (mode);
      else bad('mode', mode);
    }

    const level = params.get('level');
    if (level !== null) {
      const n = /^\d+$/.test(level) ? Number(level) : NaN;
      if (n >= 1 && n <= entry.levels.length) route.level = n;
      else notes.push({ key: 'note.badLevel', vars: { value: level, max: entry.levels.length } });
    }

    for (const name of /** @type {const} */ (['side', 'first'])) {
      const value = params.get(name);
      if (value === null) continue;
      if (SIDES.includes(value)) route[name] = /** @type {Side} */ (value);
      else bad(name, value);
    }

    const size = params.get('size');
    if (size !== null) {
      const n = /^\d+$/.test(size) ? Number(size) : NaN;
      if (n >= 3 && n <= 19) route.size = n;
      else bad('size', size);
    }

    const start = params.get('start');
    if (start !== null) {
      if (/^(free|fixed|[a-z]\d{1,2})$/.test(start)) route.start = start;
      else bad('start', start);
    }

    const moves = params.get('moves');
    if (moves !== null && moves.trim() !== '') {
      const list = moves.split(/[\s,]+/).filter((m) => m !== '');
      if (list.length <= MAX_MOVES) route.moves = list;
      else bad('moves', `${list.length}`);
    }
  }

  // Unknown parameters are reported too (a typo such as "levle" should not
  // pass unnoticed) — except in an embed, where a portal may add its own.
  if (!route.embed) {
    for (const name of new Set(params.keys())) {
      if (!KNOWN.includes(name)) notes.push({ key: 'note.unknownParam', vars: { name } });
    }
  }
  return { route, notes };
}

/**
 * The address of a route, relative to the current page.
 * @param {Route} route
 * @returns {string}
 */
export function routeSearch(route) {
  const params = new URLSearchParams();
  if (route.page === 'game' && route.game) {
    params.set('game', route.game);
    if (route.mode) params.set('mode', route.mode);
    if (route.level) params.set('level', String(route.level));
    if (route.side && route.mode !== 'local') params.set('side', route.side);
    if (route.first) params.set('first', route.first);
    if (route.size) params.set('size', String(route.size));
    if (route.start) params.set('start', route.start);
    if (route.moves && route.moves.length) params.set('moves', route.moves.join(','));
  }
  if (route.lang) params.set('lang', route.lang);
  if (route.embed) params.set('embed', '1');
  if (route.parentOrigin !== undefined) params.set('parentOrigin', route.parentOrigin);
  // Commas in the move list and the ':' and '/' of an origin read better
  // unescaped, and are legal in a query.
  const text = params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%2F/gi, '/');
  return text ? `?${text}` : location.pathname;
}
