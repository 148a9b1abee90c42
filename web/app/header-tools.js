// @ts-check
// The small tools in the top bar beside the language: a link to the
// statistics page, the sound switch (the same state as a portal's `mute`
// command) and the colours (automatic, light, dark; the button steps
// through them). Icons are drawn in code; each control has its words for
// screen readers and as a tooltip.

import { h, s } from '../dom.js';
import { language, t } from '../i18n.js';

/** @typedef {import('../theme.js').ThemeChoice} ThemeChoice */
/** @typedef {import('../theme.js').ThemeName} ThemeName */

/**
 * @typedef {Object} ToolHooks
 * @property {(e: MouseEvent) => void} onStats
 * @property {() => void} onSound
 * @property {() => void} onTheme
 */

/**
 * @typedef {Object} ToolState
 * @property {string} statsHref
 * @property {boolean} onStats   the statistics page is the one shown
 * @property {boolean} muted
 * @property {ThemeChoice} theme
 * @property {ThemeName} effective
 */

/** @param {...SVGElement} parts */
function icon(...parts) {
  return s('svg', { class: 'tool-icon', viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' }, ...parts);
}

/** Drawings, each a function so every use gets its own nodes. */
const ICONS = {
  stats: () => icon(
    s('path', { d: 'M4 20h16', class: 'stroke' }),
    s('rect', { x: 5, y: 11, width: 3.2, height: 7, rx: 0.6, class: 'fill' }),
    s('rect', { x: 10.4, y: 6, width: 3.2, height: 12, rx: 0.6, class: 'fill' }),
    s('rect', { x: 15.8, y: 9, width: 3.2, height: 9, rx: 0.6, class: 'fill' })),
  sound: () => icon(
    s('path', { d: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4z', class: 'fill' }),
    s('path', { d: 'M15.2 9a4.2 4.2 0 0 1 0 6M17.8 6.5a8 8 0 0 1 0 11', class: 'stroke' })),
  muted: () => icon(
    s('path', { d: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4z', class: 'fill' }),
    s('path', { d: 'M15.5 9.5l5 5M20.5 9.5l-5 5', class: 'stroke' })),
  auto: () => icon(
    s('circle', { cx: 12, cy: 12, r: 7.5, class: 'stroke' }),
    s('path', { d: 'M12 4.5a7.5 7.5 0 0 1 0 15z', class: 'fill' })),
  light: () => icon(
    s('circle', { cx: 12, cy: 12, r: 4, class: 'fill' }),
    s('path', { d: 'M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8', class: 'stroke' })),
  dark: () => icon(s('path', { d: 'M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10z', class: 'fill' })),
};

/**
 * @param {ThemeChoice} choice
 * @param {ThemeName} effective
 * @returns {string} the colours in words, e.g. "automatic (dark)"
 */
export function themeWords(choice, effective) {
  return choice === 'auto' ? t('theme.auto', { now: t(`theme.${effective}`) }) : t(`theme.${choice}`);
}

/** @param {ToolHooks} hooks */
export function createHeaderTools(hooks) {
  const stats = h('a', { class: 'tool', href: '?page=stats', 'data-action': 'stats', onclick: hooks.onStats });
  const sound = h('button', { type: 'button', class: 'tool', 'data-action': 'mute', onclick: hooks.onSound });
  const theme = h('button', { type: 'button', class: 'tool', 'data-action': 'theme', onclick: hooks.onTheme });
  const element = h('div', { class: 'tools' }, stats, sound, theme);
  /** what is drawn, in the words of which language: every page shown asks again */
  let drawn = '';
  return {
    element,
    /** @param {ToolState} state */
    draw(state) {
      const key = JSON.stringify([language(), state]);
      if (key === drawn) return;
      drawn = key;
      stats.setAttribute('href', state.statsHref);
      if (state.onStats) stats.setAttribute('aria-current', 'page');
      else stats.removeAttribute('aria-current');
      stats.setAttribute('aria-label', t('stats.link'));
      stats.title = t('stats.link');
      stats.replaceChildren(ICONS.stats());
      // A toggle: pressed means muted; its name stays the same.
      sound.setAttribute('aria-pressed', String(state.muted));
      sound.setAttribute('aria-label', t('sound.mute'));
      sound.title = t(state.muted ? 'sound.off' : 'sound.on');
      sound.replaceChildren(state.muted ? ICONS.muted() : ICONS.sound());
      const words = t('theme.label', { theme: themeWords(state.theme, state.effective) });
      theme.setAttribute('aria-label', words);
      theme.title = words;
      theme.dataset.themeChoice = state.theme;
      theme.replaceChildren(ICONS[state.theme]());
    },
  };
}
