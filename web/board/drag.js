// @ts-check
// Pointer input (after chessground's drag.ts), one code path for mouse,
// touch and pen: what was pressed is found on screen, what it means is
// state.js's, and this module only carries the piece along. A press on a
// piece becomes a drag after a few pixels (a ghost stays on its origin) or
// stays a click (click-click moves); dropped off the board it goes back, or
// starts a new game when the game is over.

import { glidingThrough, moving, stopAll } from './anim.js';
import { findPieceEl, originOf, pieceOn } from './render.js';
import { cancelPress, drop, hover, press, startDrag } from './state.js';

/** @typedef {import('./layout.js').XY} XY */
/** @typedef {import('../board.js').Ctx} Ctx */

/** Pixels a press must travel before it is a drag (a click may wobble). */
const DRAG_THRESHOLD_PX = 4;

/**
 * Client (CSS pixel) coordinates to board units.
 * @param {SVGSVGElement} svg
 * @param {number} clientX
 * @param {number} clientY
 * @returns {XY}
 */
function toBoard(svg, clientX, clientY) {
  const m = svg.getScreenCTM();
  if (!m) return { x: -1e6, y: -1e6 };
  const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
  return { x: p.x, y: p.y };
}

/**
 * Listens to the board's pointer events.
 * @param {Ctx} b
 * @returns {() => void} stops listening
 */
export function listenToPointer(b) {
  const { svg } = b.screen;
  /** @type {Array<[string, (e: PointerEvent) => void]>} */
  const handlers = [
    ['pointerdown', (e) => onPointerDown(b, e)],
    ['pointermove', (e) => onPointerMove(b, e)],
    ['pointerup', (e) => onPointerUp(b, e)],
    ['pointercancel', (e) => onPointerCancel(b, e)],
  ];
  for (const [type, fn] of handlers) svg.addEventListener(type, /** @type {EventListener} */ (fn));
  return () => {
    for (const [type, fn] of handlers) svg.removeEventListener(type, /** @type {EventListener} */ (fn));
  };
}

/**
 * @param {Ctx} b
 * @param {PointerEvent} e
 */
function onPointerDown(b, e) {
  if (!b.view || e.button > 0 || b.ui.press) return;
  b.ui = { ...b.ui, keyboard: false };
  const target = /** @type {Element} */ (e.target).closest?.('[data-piece]');
  const pieces = b.screen.layers.pieces;
  let origin = target && pieces.contains(target) ? originOf(/** @type {SVGGElement} */ (target)) : null;
  const at = toBoard(b.screen.svg, e.clientX, e.clientY);
  if (moving(b.motion)) {
    // A press just behind a gliding piece, on its way, meant that piece.
    const bound = origin ? null : glidingThrough(b.motion, at);
    // Finish any glide at once: the player is quicker than the animation.
    stopAll(b.motion, b.screen);
    b.render();
    origin ??= pieceOn(b.screen, bound);
  }
  const step = press(b.view, b.ui, { origin, point: b.screen.layout.pointNear(at), pointerId: e.pointerId, start: { x: e.clientX, y: e.clientY } });
  if (step.handled) e.preventDefault();
  const held = step.ui.press;
  if (held) capture(b.screen.svg, held.pointerId);
  b.apply(step);
  // A redraw rebuilt the pieces: follow the element now standing for the origin.
  const el = held ? findPieceEl(b.screen, held.origin) : null;
  b.screen.carried = el ? { el, at } : null;
}

/**
 * @param {Ctx} b
 * @param {PointerEvent} e
 */
function onPointerMove(b, e) {
  const held = b.ui.press;
  const carried = b.screen.carried;
  if (!held || e.pointerId !== held.pointerId || !b.view) return;
  if (!held.dragging) {
    if (Math.hypot(e.clientX - held.start.x, e.clientY - held.start.y) < DRAG_THRESHOLD_PX) return;
    b.ui = startDrag(b.ui);
    if (carried) lift(b, carried.el);
  }
  const at = toBoard(b.screen.svg, e.clientX, e.clientY);
  if (carried) {
    carried.at = at;
    carried.el.setAttribute('transform', `translate(${at.x} ${at.y})`);
  }
  const step = hover(b.view, b.ui, b.screen.layout.pointNear(at));
  if (step) b.apply(step);
}

/**
 * The piece leaves a ghost behind at its origin and travels above all else.
 * @param {Ctx} b
 * @param {SVGGElement} el
 */
function lift(b, el) {
  const ghost = /** @type {SVGGElement} */ (el.cloneNode(true));
  ghost.removeAttribute('data-piece');
  ghost.removeAttribute('data-at');
  ghost.classList.add('ghost');
  b.screen.layers.marks.append(ghost);
  el.classList.add('dragging');
  b.screen.layers.drag.append(el);
}

/**
 * @param {Ctx} b
 * @param {PointerEvent} e
 */
function onPointerUp(b, e) {
  const held = b.ui.press;
  if (!held || e.pointerId !== held.pointerId || !b.view) return;
  release(b.screen.svg, e.pointerId);
  const at = toBoard(b.screen.svg, e.clientX, e.clientY);
  if (b.screen.carried) b.screen.carried.at = at;
  const L = b.screen.layout;
  b.apply(drop(b.view, b.ui, { point: L.pointNear(at), offBoard: !L.onBoard(at), sweeps: !!b.options.onSweep }));
}

/**
 * @param {Ctx} b
 * @param {PointerEvent} e
 */
function onPointerCancel(b, e) {
  const held = b.ui.press;
  if (!held || e.pointerId !== held.pointerId) return;
  release(b.screen.svg, e.pointerId);
  if (b.screen.carried) b.screen.carried.at = toBoard(b.screen.svg, e.clientX, e.clientY);
  b.apply(cancelPress(b.ui));
}

/**
 * Keeps the pointer's events coming to the board while it is held.
 * @param {SVGSVGElement} svg
 * @param {number} pointerId
 */
function capture(svg, pointerId) {
  try {
    svg.setPointerCapture(pointerId);
  } catch {
    // Capture is a convenience; without it we still get events over the board.
  }
}

/**
 * @param {SVGSVGElement} svg
 * @param {number} pointerId
 */
export function release(svg, pointerId) {
  try {
    if (svg.hasPointerCapture(pointerId)) svg.releasePointerCapture(pointerId);
  } catch {
    // already released
  }
}
