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
   * @param {SessionState | null} s   null before the engine is up
   * @param {boolean} removing   the board waits for the player to take a piece
   */
  function draw(s, removing) {
    if (!s) {
      replaceChildren(statusEl, h('span', { class: 'spinner', 'aria-hidden': 'true' }), t('status.loading'));
      replaceChildren(actions);
      return;
    }
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
      replaceChildren(statusEl, s.thinking ? h('span', { class: 'spinner', 'aria-hidden': 'true' }) : null, turnText(s, pres, removing),
        s.hint && !s.thinking ? h('span', { class: 'hint-move', 'data-hint': s.hint }, ` ${t('status.hint', { move: s.hint })}`) : null);
      replaceChildren(actions);
    }
  }

  return { element: bar, draw };
}
