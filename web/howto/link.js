// @ts-check
// The "How to play" link of a game, as the home page's cards and the game
// page's title bar show it: a real link (it opens in a new tab too) that
// moves within the app on a plain click.

import { h } from '../dom.js';
import { t } from '../i18n.js';

/** @typedef {import('../url.js').Route} Route */

/**
 * @param {string} game
 * @param {{ href: (route: Route) => string, navigate: (route: Route) => void }} nav
 * @param {string} [className]
 * @returns {HTMLAnchorElement}
 */
export function howToLink(game, nav, className = 'howto-link') {
  /** @type {Route} */
  const route = { page: 'rules', game };
  return h('a', {
    class: className,
    href: nav.href(route),
    'data-action': 'howto',
    'data-target-game': game,
    onclick: (/** @type {MouseEvent} */ e) => {
      if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      nav.navigate(route);
    },
  }, h('span', { class: 'howto-link-text' }, t('howto.link')));
}
