// @ts-check
// The evaluation beside the scorepad, while the analysis is on: a bar split
// between the two sides (the first mover's share on the left, as in the
// scorepad), the verdict in words — exact when a solver
// answered, a forced result the search has seen, or who is better and by
// how much — and the engine's best line. It draws what the analysis queue
// (game/analysis.js) knows; it decides nothing. The switch and the empty
// panel are review-shell.js, drawn with the page; this module loads with
// the analysis, the first time it is turned on.

import { h, replaceChildren } from '../dom.js';
import { t } from '../i18n.js';
import { otherSide } from '../catalog.js';
import { barShare, verdictFor } from './review.js';
import { gameText } from './words.js';

/** @typedef {import('./session.js').SessionState} SessionState */
/** @typedef {import('./review.js').Evaluation} Evaluation */
/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('./review-shell.js').ReviewParts} ReviewParts */

/**
 * What the view shows.
 * @typedef {Object} ReviewShown
 * @property {boolean} on
 * @property {Evaluation | null} evaluation   the position on the board, if known (or as far as the search got)
 * @property {boolean} searching
 * @property {number} marks                   how many moves the scorepad marks
 */

/**
 * The verdict in words, for the position's evaluation.
 * @param {SessionState} s
 * @param {Evaluation} e
 * @returns {string}
 */
export function verdictText(s, e) {
  const game = s.entry.id;
  const mover = e.toMove;
  const v = verdictFor(e, mover);
  const other = otherSide(s.entry, mover);
  const name = (/** @type {Side} */ side) => t(`side.${side}`);
  if (v.result === 'win' || v.result === 'loss') {
    const winner = name(v.result === 'win' ? mover : other);
    if (e.final) return gameText(game, 'review.won', { side: winner });
    const key = v.plies === null ? 'review.winNoDistance' : v.plies === 1 ? 'review.winNext' : 'review.win';
    const text = gameText(game, key, { side: winner, n: v.plies ?? '' });
    return `${text} ${v.exact ? `(${t('review.solved')})` : `(${t('review.depth', { depth: e.depth })})`}`;
  }
  if (v.result === 'draw') return e.final ? t('review.drawn') : `${t('review.draw')} (${t('review.solved')})`;
  const depth = `(${t('review.depth', { depth: e.depth })})`;
  if (Math.abs(e.score) < 10) return `${t('review.even')} ${depth}`;
  const better = e.score > 0 ? mover : other;
  const score = `+${(Math.abs(e.score) / 100).toFixed(1)}`;
  return `${gameText(game, 'review.better', { side: name(better), score })} ${depth}`;
}

/**
 * Draws the evaluation into the panel's parts (review-shell.js).
 * @param {ReviewParts} parts
 * @param {SessionState} s
 * @param {ReviewShown} view
 */
export function drawReview(parts, s, view) {
  const { box, element, left, right, bar, text, line, legend } = parts;
  box.checked = view.on;
  element.dataset.on = String(view.on);
  element.hidden = !view.on;
  legend.dataset.marks = String(view.marks);
  if (!view.on) return;
  const e = view.evaluation;
  const first = s.live.first;
  const second = otherSide(s.entry, first);
  left.dataset.side = first;
  right.dataset.side = second;
  const share = e ? barShare(e, first) : 0.5;
  const percent = Math.round(share * 100);
  left.style.flexGrow = String(share);
  right.style.flexGrow = String(1 - share);
  bar.dataset.share = String(percent);
  bar.dataset.state = e ? (view.searching ? 'searching' : 'done') : 'waiting';
  bar.toggleAttribute('data-exact', !!e?.exact);
  bar.setAttribute('aria-label', t('review.barLabel', {
    left: t(`side.${first}`), leftShare: percent, right: t(`side.${second}`), rightShare: 100 - percent,
  }));
  if (!e) {
    replaceChildren(text, h('span', { class: 'spinner', 'aria-hidden': 'true' }), t('review.waiting'));
    replaceChildren(line);
    return;
  }
  const words = verdictText(s, e);
  replaceChildren(text, view.searching ? h('span', { class: 'spinner', 'aria-hidden': 'true' }) : null, words);
  line.textContent = e.pv.length > 0 ? t('review.bestLine', { line: e.pv.join(' ') }) : '';
  line.dataset.moves = e.pv.join(' ');
}
