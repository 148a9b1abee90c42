// @ts-check
// The scorepad: the game record as a two-column table, the first player's
// moves on the left. Every ply is a button; choosing one shows the position
// after it (the owner decides what "showing" means), choosing the last one
// returns to the live game. A move the review found to change the result is
// marked (`data-turn`, a "?" drawn by CSS, and its meaning in words).

import { h, replaceChildren } from './dom.js';
import { t } from './i18n.js';

/**
 * @typedef {Object} ScorepadView
 * @property {string[]} moves        the whole game record
 * @property {string} firstName      column heads, first player on the left
 * @property {string} secondName
 * @property {string} [firstSide]    the sides' ids, for the column heads' `data-side`
 * @property {string} [secondSide]
 * @property {number | null} viewing the ply shown on the board, null when live
 * @property {Map<number, string>} [marks]   plies that changed the result: 'win-given', 'draw-lost', 'lost'
 */

/**
 * @typedef {Object} Scorepad
 * @property {HTMLElement} element
 * @property {(view: ScorepadView) => void} update
 */

/**
 * @param {{ onSelect: (ply: number) => void }} hooks
 * @returns {Scorepad}
 */
export function createScorepad(hooks) {
  const body = h('tbody');
  const firstHead = h('th', { scope: 'col' });
  const secondHead = h('th', { scope: 'col' });
  const table = h('table', { class: 'scorepad-table' },
    h('caption', { class: 'visually-hidden' }, t('scorepad.caption')),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col', class: 'num' }, h('span', { class: 'visually-hidden' }, t('scorepad.number')), '#'), firstHead, secondHead)),
    body);
  const scroller = h('div', { class: 'scorepad', 'data-scorepad': '' }, table);

  body.addEventListener('click', (e) => {
    const button = /** @type {Element} */ (e.target).closest?.('[data-ply]');
    if (button) hooks.onSelect(Number(/** @type {HTMLElement} */ (button).dataset.ply));
  });

  let scrollFrame = 0;
  /**
   * The pad is scrolled away from its top (by the player or by us), known
   * without asking the layout: the browser says so after every scroll.
   */
  let scrolled = false;
  scroller.addEventListener('scroll', () => { scrolled = scroller.scrollTop !== 0; }, { passive: true });

  /** @param {ScorepadView} view */
  function update(view) {
    firstHead.textContent = view.firstName;
    secondHead.textContent = view.secondName;
    if (view.firstSide) firstHead.dataset.side = view.firstSide;
    if (view.secondSide) secondHead.dataset.side = view.secondSide;
    const current = view.viewing ?? view.moves.length;
    /** @type {HTMLElement | null} */
    let currentCell = null;
    const rows = [];
    for (let i = 0; i < view.moves.length; i += 2) {
      const cells = [i, i + 1].map((k) => {
        if (k >= view.moves.length) return h('td');
        const ply = k + 1;
        const turn = view.marks?.get(ply);
        const mark = turn ? t(`review.mark.${turn}`) : '';
        const button = h('button', {
          type: 'button',
          class: 'ply',
          'data-ply': ply,
          'data-turn': turn,
          title: turn ? mark : undefined,
          'aria-current': ply === current ? 'step' : false,
          'aria-label': turn ? t('scorepad.plyLabelMarked', { ply, move: view.moves[k], mark }) : t('scorepad.plyLabel', { ply, move: view.moves[k] }),
        }, view.moves[k]);
        if (ply === current) currentCell = button;
        return h('td', {}, button);
      });
      rows.push(h('tr', {}, h('th', { scope: 'row', class: 'num' }, i / 2 + 1), ...cells));
    }
    if (rows.length === 0) rows.push(h('tr', { class: 'empty' }, h('td', { colspan: 3 }, t('scorepad.empty'))));
    replaceChildren(body, ...rows);
    // Keep the current ply in sight inside the pad without scrolling the
    // page — on the next frame, when layout is done anyway, rather than
    // forcing one now (it would lengthen the first page load's task).
    const cell = /** @type {HTMLElement | null} */ (currentCell);
    const live = view.viewing === null;
    cancelAnimationFrame(scrollFrame);
    // Nothing to bring into sight (a new game, the pad at its top): no
    // frame callback at all. A frame that runs one is the page's task in
    // the browser's eyes, its whole style and layout counted with it (the
    // first frames of a page load are the costly ones).
    if (!cell && !scrolled) return;
    scrollFrame = requestAnimationFrame(() => {
      if (cell && cell.isConnected) {
        const box = cell.getBoundingClientRect();
        const pad = scroller.getBoundingClientRect();
        const head = firstHead.getBoundingClientRect().height;
        if (box.top < pad.top + head || box.bottom > pad.bottom) {
          scroller.scrollTop += box.top - pad.top - pad.height / 2;
        }
      } else if (live && scroller.scrollTop !== 0) {
        scroller.scrollTop = 0;
      }
    });
  }

  return { element: scroller, update };
}
