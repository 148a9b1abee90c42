// @ts-check
// The top bar (the brand that leads home, the page's title, the tools of
// app/header-tools.js, the language menu) and the one aria-live region
// every page speaks through.

import { h, replaceChildren } from '../dom.js';
import { languages, t } from '../i18n.js';

/**
 * @param {{ onHome: (e: MouseEvent) => void, onLanguage: (code: string) => void }} hooks
 * @param {HTMLElement | null} [tools]   shown before the language menu
 */
export function createHeader(hooks, tools = null) {
  const brand = h('a', { class: 'brand', href: '?', 'data-action': 'home', onclick: hooks.onHome });
  const title = h('div', { class: 'title' });
  const langSelect = h('select', { id: 'opt-lang', 'data-option': 'lang', onchange: () => hooks.onLanguage(langSelect.value) });
  const langLabel = h('label', { for: 'opt-lang', class: 'visually-hidden' });
  const element = h('header', { class: 'topbar' }, brand, title, tools, h('div', { class: 'lang' }, langLabel, langSelect));
  // The bar is rendered before the first page is drawn (app.js): it shows
  // the name and the full menu at once, so that neither grows under the
  // player's eyes when the page comes (the menu's width is set in
  // style.css, as wide as its widest language).
  brand.textContent = t('app.name');
  replaceChildren(langSelect, ...languages().map((l) => h('option', { value: l.code }, l.name)));
  return {
    element,
    /**
     * @param {string} homeHref
     * @param {HTMLElement | null} heading   the page's title in the bar (a game's name), or none
     */
    draw(homeHref, heading) {
      brand.textContent = t('app.name');
      brand.setAttribute('aria-label', t('action.home'));
      brand.setAttribute('href', homeHref);
      langLabel.textContent = t('option.lang');
      langSelect.value = /** @type {string} */ (document.documentElement.lang);
      replaceChildren(title, heading);
    },
  };
}

/** The polite live region: what the page says to screen readers. */
export function createAnnouncer() {
  const element = h('div', { class: 'visually-hidden', 'aria-live': 'polite', 'data-announcer': '' });
  let timer = 0;
  return {
    element,
    /** @param {string} text */
    announce(text) {
      // Cleared first, then set on the next tick, so the same words twice
      // in a row are still spoken.
      element.textContent = '';
      clearTimeout(timer);
      timer = window.setTimeout(() => {
        element.textContent = text;
      }, 30);
    },
  };
}
