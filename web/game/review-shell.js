// @ts-check
// The analysis' place on the game page, drawn with it: the switch (which
// the page puts among the settings) and the panel beside the scorepad,
// hidden and empty until the analysis is first turned on; review-view.js
// fills it then. Kept apart so a game that is never analysed never
// downloads the analysis.

import { h } from '../dom.js';
import { t } from '../i18n.js';

/**
 * @typedef {Object} ReviewParts
 * @property {HTMLInputElement} box
 * @property {HTMLElement} toggle
 * @property {HTMLElement} element
 * @property {HTMLElement} left
 * @property {HTMLElement} right
 * @property {HTMLElement} bar
 * @property {HTMLElement} text
 * @property {HTMLElement} line
 * @property {HTMLElement} legend
 */

/**
 * @param {{ onToggle: (on: boolean) => void }} hooks
 * @returns {ReviewParts}
 */
export function createReviewShell(hooks) {
  const box = h('input', { type: 'checkbox', id: 'opt-analysis', 'data-option': 'analysis', onchange: () => hooks.onToggle(box.checked) });
  const toggle = h('div', { class: 'field check' }, box, h('label', { for: 'opt-analysis' }, t('option.analysis')));
  const left = h('span', { class: 'eval-fill' });
  const right = h('span', { class: 'eval-fill' });
  const bar = h('div', { class: 'eval-bar', 'data-eval-bar': '', role: 'img' }, left, right);
  const text = h('p', { class: 'eval-text', 'data-eval': '' });
  const line = h('p', { class: 'eval-line', 'data-best-line': '' });
  const legend = h('p', { class: 'eval-legend' }, t('review.legend'));
  const element = h('section', { class: 'review', 'data-review': '', 'aria-label': t('review.title'), hidden: true },
    bar, text, line, legend);
  return { box, toggle, element, left, right, bar, text, line, legend };
}
