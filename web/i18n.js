// @ts-check
// Every string a player sees comes from here. Tables are plain objects of
// key → text, one module per language under i18n/; `{name}` in a text is
// filled from the values passed to t(). Adding Português or 中文 means adding
// a table and listing it in TABLES — no other file changes.

import en from './i18n/en.js';
import pt from './i18n/pt.js';
import zh from './i18n/zh.js';

/** @typedef {Record<string, string>} Table */

/** @type {Record<string, Table>} */
const TABLES = { en, pt, zh };

const FALLBACK = 'en';
let current = FALLBACK;

/**
 * The languages this build can show, each named in its own language.
 * @returns {Array<{ code: string, name: string }>}
 */
export function languages() {
  return Object.entries(TABLES).map(([code, table]) => ({ code, name: table['language.name'] ?? code }));
}

/**
 * @param {string} code
 * @returns {boolean}
 */
export function isSupported(code) {
  return Object.prototype.hasOwnProperty.call(TABLES, code);
}

/** @returns {string} the current language code */
export function language() {
  return current;
}

/**
 * Switches the language and keeps <html lang> in step (screen readers and
 * Lighthouse both read it). Unknown codes are refused.
 * @param {string} code
 * @returns {boolean} whether the language is now `code`
 */
export function setLanguage(code) {
  if (!isSupported(code)) return false;
  current = code;
  document.documentElement.lang = code;
  document.documentElement.dir = TABLES[code]['language.dir'] === 'rtl' ? 'rtl' : 'ltr';
  return true;
}

/**
 * The first supported language among the browser's preferences.
 * @returns {string}
 */
export function preferredLanguage() {
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language || FALLBACK];
  for (const tag of wanted) {
    const base = tag.toLowerCase().split('-')[0];
    if (isSupported(base)) return base;
  }
  return FALLBACK;
}

/**
 * Looks a key up in the current table (then English) and fills `{name}`
 * placeholders. A missing key shows the key itself, so a gap is visible in
 * review rather than silently blank.
 * @param {string} key
 * @param {Record<string, string | number>} [vars]
 * @returns {string}
 */
export function t(key, vars) {
  const text = TABLES[current][key] ?? TABLES[FALLBACK][key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole);
}

/**
 * Whether a key exists (for optional texts such as per-game blurbs).
 * @param {string} key
 * @returns {boolean}
 */
export function has(key) {
  return key in TABLES[current] || key in TABLES[FALLBACK];
}
