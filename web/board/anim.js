// @ts-check
// The board's animations (after chessground's anim.ts), kept in three lists
// so each can be stopped on its own: pieces gliding in (a move arriving, a
// removal taken back), dropped pieces sliding back to where they came from,
// and captured stones fading out. Each list holds stop functions; the
// tweens themselves (and prefers-reduced-motion) are tween.js's.

import { drawPiece } from './draw.js';
import { U, originXY } from './layout.js';
import { DURATION, easeInOutCubic, easeOutCubic, reducedMotion, tween } from './tween.js';

/** @typedef {import('../types.js').MoveView} MoveView */
/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('./layout.js').XY} XY */
/** @typedef {import('./render.js').Screen} Screen */
/** @typedef {import('./state.js').BoardView} BoardView */
/** @typedef {import('./state.js').Origin} Origin */

/**
 * Animations under way, as stop functions.
 * @typedef {Object} Motion
 * @property {Array<() => void>} arriving
 * @property {Array<() => void>} returning
 * @property {Array<() => void>} leaving
 * @property {string | null} carriedOff   a removed piece the player carried off: it needs no fading out
 * @property {Map<string, { from: XY, to: XY }>} paths   where each piece gliding in comes from and goes, by its point
 */

/** @returns {Motion} */
export function createMotion() {
  return { arriving: [], returning: [], leaving: [], carriedOff: null, paths: new Map() };
}

/**
 * @param {Motion} motion
 * @returns {boolean} whether a piece is still on its way somewhere
 */
export function moving(motion) {
  return motion.arriving.length > 0 || motion.returning.length > 0;
}

/**
 * Stops everything; fading stones vanish.
 * @param {Motion} motion
 * @param {Screen} screen
 */
export function stopAll(motion, screen) {
  for (const stop of [...motion.arriving, ...motion.returning, ...motion.leaving]) stop();
  motion.arriving = [];
  motion.returning = [];
  motion.leaving = [];
  motion.paths.clear();
  screen.layers.leaving.textContent = '';
}

/**
 * The point a gliding piece is bound for, when `xy` lies on its way: a
 * press aimed at a moving piece may land just behind it.
 * @param {Motion} motion
 * @param {XY} xy   board units
 * @returns {string | null}
 */
export function glidingThrough(motion, xy) {
  for (const [at, { from, to }] of motion.paths) {
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const len2 = dx * dx + dy * dy || 1;
    const k = Math.max(0, Math.min(1, ((xy.x - from.x) * dx + (xy.y - from.y) * dy) / len2));
    if (Math.hypot(xy.x - (from.x + dx * k), xy.y - (from.y + dy * k)) <= U / 2) return at;
  }
  return null;
}

/**
 * Stops the pieces sliding back (a redraw of the same moment lets pieces
 * gliding in finish their way).
 * @param {Motion} motion
 */
export function stopReturns(motion) {
  for (const stop of motion.returning) stop();
  motion.returning = [];
}

/**
 * Slides the piece drawn on `at` in from `from` (board units). The element
 * is looked up on every frame: a redraw of the same moment replaces it, and
 * the glide carries on with the new one.
 * @param {Motion} motion
 * @param {Screen} screen
 * @param {string} at   a point name
 * @param {XY} from
 * @param {number} ms
 */
export function glideIn(motion, screen, at, from, ms) {
  const selector = `[data-at="${CSS.escape(at)}"]`;
  const to = screen.layout.pointXY.get(at);
  if (!to) return;
  const entry = listed(motion, 'arriving');
  motion.paths.set(at, { from, to });
  entry.stop = tween(ms, (k) => {
    const el = screen.layers.pieces.querySelector(selector);
    if (!el) return;
    el.classList.toggle('arriving', k < 1);
    el.setAttribute('transform', `translate(${from.x + (to.x - from.x) * k} ${from.y + (to.y - from.y) * k})`);
  }, () => {
    motion.paths.delete(at);
    entry.done();
  }, easeInOutCubic);
}

/**
 * An entry in one of the lists, made before its tween starts: under reduced
 * motion a tween ends at once, and its end must find the entry to take out.
 * @param {Motion} motion
 * @param {'arriving' | 'returning'} list
 * @returns {{ stop: () => void, done: () => void }}
 */
function listed(motion, list) {
  const entry = { stop: () => {}, done: () => {} };
  const stop = () => entry.stop();
  entry.done = () => {
    motion[list] = motion[list].filter((f) => f !== stop);
  };
  motion[list].push(stop);
  return entry;
}

/**
 * Slides a dropped piece back to where it came from, then calls `done`
 * (which redraws).
 * @param {Motion} motion
 * @param {SVGGElement} el
 * @param {XY} from
 * @param {XY} to
 * @param {() => void} done
 */
export function sendBack(motion, el, from, to, done) {
  el.classList.remove('dragging');
  el.classList.add('returning');
  const entry = listed(motion, 'returning');
  entry.stop = tween(DURATION.returnHome, (k) => {
    el.setAttribute('transform', `translate(${from.x + (to.x - from.x) * k} ${from.y + (to.y - from.y) * k})`);
  }, () => {
    entry.done();
    done();
  });
}

/**
 * Slides the piece that just arrived at `move.to` in from its origin: where
 * the player's click-click move started, the point it left, or the hand
 * slot it came from.
 * @param {Motion} motion
 * @param {Screen} screen
 * @param {MoveView} move
 * @param {BoardView} previous   the view before the move
 * @param {Origin | null} glideFrom
 */
export function arrive(motion, screen, move, previous, glideFrom) {
  const L = screen.layout;
  const el = /** @type {SVGGElement | null} */ (screen.layers.pieces.querySelector(`[data-at="${CSS.escape(move.to)}"]`));
  if (!el) return;
  let from = glideFrom ? originXY(L, previous.reserves, glideFrom) : null;
  if (!from && move.from) from = L.pointXY.get(move.from) ?? null;
  if (!from && !move.from) {
    const side = /** @type {Side} */ (el.dataset.piece);
    const reserve = previous.reserves.find((r) => r.side === side);
    const before = previous.snapshot.hand[side] ?? 0;
    if (reserve && before > 0) from = L.slotXY(reserve.place, before - 1);
  }
  if (from) glideIn(motion, screen, move.to, from, DURATION.computer);
}

/**
 * Stones that were on the board before the move and are gone after it
 * (other than the one that moved) shrink and fade away. Under reduced
 * motion the tween ends at once and nothing is left behind.
 * @param {Motion} motion
 * @param {Screen} screen
 * @param {Snapshot} before
 * @param {Snapshot} after
 * @param {number} delay   ms the piece stays in place first, marked as taken
 */
export function fadeCaptures(motion, screen, before, after, delay) {
  const from = after.lastMove?.from;
  const still = new Set(after.pieces.map((p) => p.at));
  for (const p of before.pieces) {
    if (still.has(p.at) || p.at === from || p.at === motion.carriedOff) continue;
    const c = screen.layout.pointXY.get(p.at);
    if (!c) continue;
    const el = drawPiece(p.kind, p.at, c, screen.layout.radius, screen.ids);
    // A leaving stone is no longer a piece for tests or for input.
    el.removeAttribute('data-piece');
    el.removeAttribute('data-at');
    el.classList.add('leaving');
    el.setAttribute('data-leaving', p.at);
    screen.layers.leaving.append(el);
    fadeOut(motion, el, c, delay);
  }
}

/**
 * @param {Motion} motion
 * @param {SVGGElement} el
 * @param {XY} c
 * @param {number} delay
 */
function fadeOut(motion, el, c, delay) {
  /** @type {() => void} */
  let stop = () => {};
  const fade = () => {
    stop = tween(DURATION.capture, (k) => {
      el.setAttribute('transform', `translate(${c.x} ${c.y - 0.25 * U * k}) scale(${1 - 0.6 * k})`);
      el.style.opacity = String(1 - k);
    }, () => {
      el.remove();
      motion.leaving = motion.leaving.filter((f) => f !== cancel);
    }, easeOutCubic);
  };
  const timer = delay > 0 && !reducedMotion() ? setTimeout(fade, delay) : null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    stop();
    el.remove();
  };
  motion.leaving.push(cancel);
  if (timer === null) fade();
}
