// @ts-check
// The page's colours, light or dark. Until the player chooses, the
// system's prefers-color-scheme decides, and the page follows it as it
// changes (a phone turning dark at night); the player's choice is stored
// and wins from then on. A `theme` in the address (a portal matching its
// own look) holds for that visit and is not remembered. The effective
// theme goes on <html data-theme="light|dark">, which style.css reads, and
// into the browser's theme colour.

import { readJSON, writeJSON } from './storage.js';

/** @typedef {'auto' | 'light' | 'dark'} ThemeChoice */
/** @typedef {'light' | 'dark'} ThemeName */

const KEY = 'theme.v1';
/** The choices in the order the header's button steps through them. */
export const THEME_CHOICES = /** @type {const} */ (['auto', 'light', 'dark']);
/** The browser's bar colour per theme (index.html's meta names the light one). */
const BAR_COLOUR = { light: '#7a4a23', dark: '#1a1410' };

/**
 * @param {unknown} value
 * @returns {value is ThemeChoice}
 */
export function isThemeChoice(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (THEME_CHOICES).includes(value);
}

/**
 * The choice after `choice`, as the header's button steps.
 * @param {ThemeChoice} choice
 * @returns {ThemeChoice}
 */
export function nextTheme(choice) {
  return THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length];
}

/**
 * @param {ThemeChoice} choice
 * @param {boolean} systemDark   prefers-color-scheme: dark
 * @returns {ThemeName}
 */
export function effectiveTheme(choice, systemDark) {
  if (choice === 'auto') return systemDark ? 'dark' : 'light';
  return choice;
}

/** The theme of the page; see the file's opening comment. */
export class Theme {
  /** @type {ThemeChoice | null} the address's theme, for this visit */
  #override = null;
  /** @type {ThemeChoice} */
  #stored;
  /** @type {MediaQueryList | null} */
  #query;
  /** @type {Set<() => void>} */
  #listeners = new Set();

  constructor() {
    this.#stored = readJSON(KEY, (v) => (isThemeChoice(v) ? v : null), /** @type {ThemeChoice} */ ('auto'));
    this.#query = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
    this.#query?.addEventListener('change', () => this.#apply());
    this.#apply();
  }

  /** @returns {ThemeChoice} what decides the colours now */
  choice() {
    return this.#override ?? this.#stored;
  }

  /** @returns {ThemeName} */
  effective() {
    return effectiveTheme(this.choice(), this.#query?.matches ?? false);
  }

  /** @param {ThemeChoice | undefined} choice   the address's theme, or none */
  setOverride(choice) {
    // Every page shown sets it; the same again changes nothing to redraw.
    if ((choice ?? null) === this.#override) return;
    this.#override = choice ?? null;
    this.#apply();
  }

  /**
   * The player's choice: stored, and it replaces the address's.
   * @param {ThemeChoice} choice
   */
  choose(choice) {
    this.#override = null;
    this.#stored = choice;
    writeJSON(KEY, choice);
    this.#apply();
  }

  /**
   * @param {() => void} listener   hears every change of the colours or the choice
   * @returns {() => void} unsubscribe
   */
  subscribe(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #apply() {
    const root = document.documentElement;
    const name = this.effective();
    root.dataset.theme = name;
    root.dataset.themeChoice = this.choice();
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', BAR_COLOUR[name]);
    for (const listener of [...this.#listeners]) listener();
  }
}
