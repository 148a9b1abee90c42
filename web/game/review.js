// @ts-check
// What the engine's answers say about a game, without the DOM: one
// position's evaluation (from a think report, or from the outcome of a
// finished game), its verdict for either side (a win, a loss or a draw where
// a solver or a forced line knows, else open), its share of the evaluation
// bar, and the moves where the result changed — a win given away, a draw
// lost. Tested with node --test.

/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../types.js').Outcome} Outcome */
/** @typedef {import('../think-client.js').ThinkReport} ThinkReport */

/**
 * The engine's score convention (crates/engine/src/search/limits.rs): a
 * forced win scores WIN_SCORE less its distance in plies; anything within
 * DECISIVE of it is a forced result the search has seen.
 */
const WIN_SCORE = 30000;
const DECISIVE = WIN_SCORE - 256;
/** An open position's score (hundredths of a piece) at which the bar is three quarters full. */
const BAR_SCALE = 250;

/**
 * One position's evaluation, from the view of the side to move in it.
 * @typedef {Object} Evaluation
 * @property {number} ply      the position after this many moves
 * @property {Side} toMove
 * @property {number} score    hundredths of a piece; beyond ±DECISIVE a forced result
 * @property {string} [exact]  a solver's value: 'win 5', 'win', 'draw', 'loss 3'
 * @property {number} depth
 * @property {string[]} pv     the best line, the side to move's move first
 * @property {boolean} full    asked with the game's whole budget (not the quick sweep)
 * @property {boolean} [final] the game is over in this position
 */

/**
 * @typedef {Object} Verdict
 * @property {'win' | 'loss' | 'draw' | 'open'} result   for the side it is read for
 * @property {boolean} exact     a solver's, not a search's
 * @property {number | null} plies   to the end, where known
 */

/**
 * @param {number} ply
 * @param {Side} toMove
 * @param {ThinkReport} report
 * @param {boolean} full
 * @returns {Evaluation}
 */
export function fromReport(ply, toMove, report, full) {
  /** @type {Evaluation} */
  const e = { ply, toMove, score: report.score, depth: report.depth, pv: [...(report.pv ?? [])], full };
  if (report.exact && report.exact !== 'unknown') e.exact = report.exact;
  return e;
}

/**
 * The position of a finished game: lost for the side to move, unless the
 * game ended in its favour (Rastros: the opponent stepped into its goal) or
 * drawn.
 * @param {number} ply
 * @param {Side} toMove
 * @param {Outcome} outcome
 * @returns {Evaluation}
 */
export function finalEvaluation(ply, toMove, outcome) {
  const result = outcome.winner === 'draw' ? 'draw' : outcome.winner === toMove ? 'win 0' : 'loss 0';
  const score = result === 'draw' ? 0 : result === 'win 0' ? WIN_SCORE : -WIN_SCORE;
  return { ply, toMove, score, exact: result, depth: 0, pv: [], full: true, final: true };
}

/**
 * The verdict for the side to move.
 * @param {Evaluation} e
 * @returns {Verdict}
 */
export function verdict(e) {
  if (e.exact) {
    const [word, n] = e.exact.split(' ');
    const plies = n === undefined || !/^\d+$/.test(n) ? null : Number(n);
    if (word === 'win' || word === 'loss' || word === 'draw') return { result: word, exact: true, plies };
  }
  if (Math.abs(e.score) >= DECISIVE) {
    return { result: e.score > 0 ? 'win' : 'loss', exact: false, plies: WIN_SCORE - Math.abs(e.score) };
  }
  return { result: 'open', exact: false, plies: null };
}

/**
 * The verdict for `side` (the side to move's, or its opponent's turned round).
 * @param {Evaluation} e
 * @param {Side} side
 * @returns {Verdict}
 */
export function verdictFor(e, side) {
  const v = verdict(e);
  if (side === e.toMove) return v;
  const flipped = v.result === 'win' ? 'loss' : v.result === 'loss' ? 'win' : v.result;
  return { ...v, result: flipped };
}

/**
 * How much of the bar is `side`'s, from 0 to 1: all of it for a known
 * win, half for a draw, a smooth share of the score otherwise.
 * @param {Evaluation} e
 * @param {Side} side
 * @returns {number}
 */
export function barShare(e, side) {
  const v = verdictFor(e, side);
  if (v.result === 'win') return 1;
  if (v.result === 'loss') return 0;
  if (v.result === 'draw') return 0.5;
  const score = side === e.toMove ? e.score : -e.score;
  return 1 / (1 + Math.exp(-score * Math.log(3) / BAR_SCALE));
}

/**
 * What a move did to the result, for the side that made it, or null:
 * `win-given` — it held a win and let it go; `draw-lost` — a draw (known)
 * became a loss; `lost` — an open game became a forced loss.
 * @typedef {'win-given' | 'draw-lost' | 'lost'} Turn
 */

/**
 * @param {Evaluation} before   the position the move was made in
 * @param {Evaluation} after    the position it led to
 * @returns {Turn | null}
 */
export function turnOf(before, after) {
  const mover = before.toMove;
  const was = verdictFor(before, mover).result;
  const now = verdictFor(after, mover).result;
  if (was === 'win' && now !== 'win') return 'win-given';
  if (was === 'draw' && now === 'loss') return 'draw-lost';
  if (was === 'open' && now === 'loss') return 'lost';
  return null;
}

/**
 * The moves (by ply, from 1) where the result changed, among the plies
 * whose positions before and after are both evaluated.
 * @param {(ply: number) => Evaluation | undefined} at
 * @param {number} plies
 * @returns {Map<number, Turn>}
 */
export function turningPoints(at, plies) {
  /** @type {Map<number, Turn>} */
  const marks = new Map();
  for (let ply = 1; ply <= plies; ply += 1) {
    const before = at(ply - 1);
    const after = at(ply);
    if (!before || !after) continue;
    const turn = turnOf(before, after);
    if (turn) marks.set(ply, turn);
  }
  return marks;
}
