// @ts-check
// Every string a player sees comes from here. Tables are plain objects of
// key → text, one module per language under i18n/; `{name}` in a text is
// filled from the values passed to t(). English is always there (it is the
// fallback); the other tables load when a page first needs them, so the
// first page carries one language, not three. Adding a language means
// adding a table and listing it in LANGUAGES — no other file changes.

import en from './i18n/en.js';

/** @typedef {Record<string, string>} Table */

/** The languages this build can show: their names in their own words, and their tables. */
const LANGUAGES = {
  en: { name: 'English', load: async () => en },
  pt: { name: 'Português', load: async () => (await import('./i18n/pt.js')).default },
  zh: { name: '中文', load: async () => (await import('./i18n/zh.js')).default },
};

/** @type {Record<string, Table>} the tables loaded so far */
const TABLES = { en };

const FALLBACK = 'en';
let current = FALLBACK;

/**
 * The languages this build can show, each named in its own language.
 * @returns {Array<{ code: string, name: string }>}
 */
export function languages() {
  return Object.entries(LANGUAGES).map(([code, l]) => ({ code, name: l.name }));
}

/**
 * @param {string} code
 * @returns {boolean}
 */
export function isSupported(code) {
  return Object.prototype.hasOwnProperty.call(LANGUAGES, code);
}

/**
 * Loads a language's table (once); false for a language this build does
 * not have.
 * @param {string} code
 * @returns {Promise<boolean>}
 */
export async function loadLanguage(code) {
  if (!isSupported(code)) return false;
  if (!Object.prototype.hasOwnProperty.call(TABLES, code)) {
    TABLES[code] = await LANGUAGES[/** @type {keyof typeof LANGUAGES} */ (code)].load();
  }
  return true;
}

/**
 * @param {string} code
 * @returns {boolean} whether the language's table has loaded
 */
export function isLoaded(code) {
  return Object.prototype.hasOwnProperty.call(TABLES, code);
}

/** @returns {string} the current language code */
export function language() {
  return current;
}

/**
 * Switches the language and keeps <html lang> in step (screen readers and
 * Lighthouse both read it). Unknown codes, and languages whose table has
 * not loaded yet (`loadLanguage`), are refused.
 * @param {string} code
 * @returns {boolean} whether the language is now `code`
 */
export function setLanguage(code) {
  if (!isLoaded(code)) return false;
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
