// @ts-check
// The bar above the board: whose turn it is and what to do, the history
// view's navigation, or the result of a finished game (the result banner is
// the bar itself, with `data-result` and `data-winner` for tests). It draws
// from the session's state; the buttons call back.

import { h, replaceChildren } from '../dom.js';
import { t } from '../i18n.js';
import { button } from './controls.js';
import { gameText, resultText, turnText } from './words.js';

/** @typedef {import('./session.js').SessionState} SessionState */
/** @typedef {import('../games/registry.js').Presentation} Presentation */

/**
 * @typedef {Object} StatusActions
 * @property {(ply: number) => void} view   show a ply (Infinity: back to the game)
 * @property {() => void} playFromHere
 * @property {() => void} newGame
 */

/**
 * @param {Presentation} pres
 * @param {StatusActions} act
 */
export function createStatus(pres, act) {
  const statusEl = h('p', { class: 'status', 'data-status': '' });
  const actions = h('div', { class: 'bar-actions' });
  const bar = h('section', { class: 'bar', 'aria-label': t('game.statusRegion') }, statusEl, actions);
  // "Getting ready" while the engine loads: out of the line's flow (CSS),
  // so the words do not move when it goes.
  const loading = h('span', { class: 'loading', title: t('status.loading') },
    h('span', { class: 'spinner', 'aria-hidden': 'true' }), h('span', { class: 'visually-hidden' }, t('status.loading')));

  /** @param {SessionState} s */
  function drawHistory(s) {
    const viewing = s.viewing ?? 0;
    statusEl.textContent = viewing === 0 ? t('status.viewingStart') : t('status.viewing', { ply: viewing, plies: s.live.plies });
    replaceChildren(actions,
      button('history-prev', t('action.prev'), () => act.view(Math.max(0, viewing - 1)), 'small'),
      button('history-next', t('action.next'), () => act.view(viewing + 1), 'small'),
      button('play-from-here', t('action.playFromHere'), act.playFromHere, 'small'),
      button('back-to-game', t('action.backToGame'), () => act.view(Infinity), 'primary small'));
  }

  /**
   * @param {SessionState} s
   * @param {import('../types.js').Outcome} outcome
   */
  function drawResult(s, outcome) {
    const [headline, why] = resultText(s, outcome);
    replaceChildren(statusEl, h('strong', {}, headline), why ? ` ${why}` : '');
    replaceChildren(actions,
      h('span', { class: 'hint' }, gameText(s.entry.id, 'result.again')),
      button('new-game', t('action.newGame'), act.newGame, 'primary small'));
  }

  /**
   * The first picture's turn, while the engine loads: the words the game
   * will show once it is up, and a small "getting ready" beside them.
   * @param {Pick<SessionState, 'entry' | 'live' | 'play' | 'thinking' | 'held'>} s
   */
  function drawLoading(s) {
    statusEl.textContent = turnText(s, pres, false);
    bar.append(loading);
  }

  /**
   * The turn's words; left as they are when they do not change, so the
   * line is not painted anew (nor counted again as the page's largest).
   * @param {...(Node | string | null)} parts
   */
  function setStatus(...parts) {
    const text = parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : null;
    if (text !== null && statusEl.childElementCount === 0 && statusEl.textContent === text) return;
    replaceChildren(statusEl, ...parts);
  }

  /**
   * @param {SessionState} s
   * @param {boolean} removing   the board waits for the player to take a piece
   */
  function draw(s, removing) {
    loading.remove();
    const outcome = s.live.outcome;
    bar.dataset.state = s.viewing !== null ? 'history' : outcome ? 'over' : 'play';
    if (outcome) {
      bar.setAttribute('data-result', '');
      bar.dataset.winner = outcome.winner;
      bar.dataset.tone = outcome.winner === 'draw' || s.play.mode !== 'ai' ? 'neutral' : outcome.winner === s.play.human ? 'win' : 'loss';
    } else {
      bar.removeAttribute('data-result');
      delete bar.dataset.winner;
      delete bar.dataset.tone;
    }
    if (s.viewing !== null) drawHistory(s);
    else if (outcome) drawResult(s, outcome);
    else {
      const words = turnText(s, pres, removing);
      if (s.thinking) setStatus(h('span', { class: 'spinner', 'aria-hidden': 'true' }), words);
      else if (s.hint) setStatus(words, h('span', { class: 'hint-move', 'data-hint': s.hint }, ` ${t('status.hint', { move: s.hint })}`));
      else setStatus(words);
      replaceChildren(actions);
    }
  }

  return { element: bar, draw, drawLoading };
}
