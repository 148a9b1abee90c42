// @ts-check
// The board's state and what input means, as pure functions (after
// chessground's board.ts): the view its owner set (read-only here), the UI
// state (selection, a press or drag, keyboard focus, the removal step, where
// the next move's glide starts), and functions that take both and answer a
// question (which moves leave this origin? may this piece be picked up?) or
// say what a press, a drop or a key means. Those return a Step: the next UI
// state and the effects to carry out, in order (draw, say, play a move…).
// No DOM and no rules: the legal moves come with the view.

import { beginRemoval, cancelRemoval, removalActivate, removalDrop, removalPress, removalSurvives } from './removal.js';

/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../types.js').MoveView} MoveView */
/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../types.js').PieceKind} PieceKind */
/** @typedef {import('../types.js').Hints} Hints */
/** @typedef {import('../games/reserves.js').Reserve} Reserve */
/** @typedef {import('./layout.js').XY} XY */

/**
 * Everything the board draws, set by its owner after every change.
 * @typedef {Object} BoardView
 * @property {Snapshot} snapshot
 * @property {MoveView[]} legal      moves the player may make now; empty = no input
 * @property {Reserve[]} reserves
 * @property {Side[]} sweepable      sides whose pieces may be dragged off the board (to start over)
 * @property {boolean} readOnly      a past position is shown: nothing can be picked up
 * @property {boolean} [loading]     the picture before the engine is up: nothing can be played yet
 * @property {Hints | null} [teach]  teaching aids for the game's decorations to draw, or none
 */

/**
 * Where a picked-up piece came from: a point, or a side's hand.
 * `at` is a point name or 'hand'; `slot` is the hand slot index (or -1).
 * @typedef {{ at: string, side: PieceKind, slot: number }} Origin
 */

/**
 * A pointer held down on a piece: it becomes a click or a drag.
 * @typedef {Object} Press
 * @property {number} pointerId
 * @property {Origin} origin
 * @property {XY} start          where it went down, in client pixels
 * @property {boolean} dragging  moved past the drag threshold
 * @property {boolean} wasSelected   the piece was already selected (a click puts it down)
 * @property {boolean} sweepOnly     it may only be carried off the board, not moved to a point
 * @property {string | null} hover   the legal target under the dragged piece
 */

/**
 * The removal step: the move to `to` waits for one of `candidates`' removals.
 * @typedef {{ origin: Origin, to: string, candidates: MoveView[] }} Removal
 */

/**
 * What the player is doing with the pieces, apart from the game.
 * @typedef {Object} UiState
 * @property {Origin | null} selected
 * @property {string} focus        the keyboard's point
 * @property {boolean} keyboard    the keyboard is in use: its focus is drawn
 * @property {Press | null} press
 * @property {Removal | null} removal
 * @property {Origin | null} glideFrom   where the piece of the move just chosen glides in from (a click-click move)
 */

/**
 * Words for the live region: an i18n key and its values; a value given as
 * `{ key }` is itself translated.
 * @typedef {{ key: string, params?: Record<string, string | { key: string }> }} Words
 */

/**
 * What the board must do after an input, in order.
 * @typedef {{ type: 'render' }
 *   | { type: 'retarget' }
 *   | { type: 'say', words: Words }
 *   | { type: 'move', move: MoveView, animate: boolean, carriedOff: string | null }
 *   | { type: 'removal' }
 *   | { type: 'glide', to: string, from: Origin, duration: 'move' | 'returnHome' }
 *   | { type: 'settle', at: string }
 *   | { type: 'return', origin: Origin }
 *   | { type: 'sweep' }} Effect
 * render: draw everything again; retarget: draw only the targets and decorations
 * of a drag; move: the player chose a move; removal: the removal step began or
 * ended; glide: slide the piece drawn on `to` in from `from`; settle: the
 * carried piece lands on `at`; return: it slides back to its origin; sweep: a
 * piece was carried off the board to start over.
 */

/**
 * @typedef {Object} Step
 * @property {UiState} ui
 * @property {Effect[]} effects
 * @property {boolean} [handled]   the input was the board's (its default action is prevented)
 */

/**
 * What a press landed on.
 * @typedef {Object} Hit
 * @property {Origin | null} origin   the piece pressed, if any
 * @property {string | null} point    the point under the press, if near one
 * @property {number} pointerId
 * @property {XY} start
 */

export const HAND = 'hand';

/** The arrow keys as steps in screen terms (y grows downwards). */
export const ARROWS = Object.freeze(/** @type {Record<string, XY>} */ ({
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
}));

/**
 * @param {string} focus   the point the keyboard starts on
 * @returns {UiState}
 */
export function initialUi(focus) {
  return { selected: null, focus, keyboard: false, press: null, removal: null, glideFrom: null };
}

/**
 * @param {Words} words
 * @returns {Effect}
 */
const say = (words) => ({ type: 'say', words });
/** @type {Effect} */
const RENDER = { type: 'render' };

// ---- questions about the view (no rules: only the legal list) ----------------

/**
 * @param {BoardView | null} view
 * @param {Origin | null} origin
 * @returns {MoveView[]} the legal moves that start from `origin`
 */
export function movesFrom(view, origin) {
  if (!view || !origin) return [];
  return view.legal.filter((m) => (origin.at === HAND ? m.from === null : m.from === origin.at));
}

/**
 * @param {BoardView | null} view
 * @param {Origin} origin
 * @param {string} point
 * @returns {boolean} whether a legal move takes `origin` to `point`
 */
export function leadsTo(view, origin, point) {
  return movesFrom(view, origin).some((m) => m.to === point);
}

/**
 * @param {BoardView | null} view
 * @param {Origin} origin
 * @returns {string[]} the points a piece from `origin` may go to, once each
 */
export function targetsOf(view, origin) {
  return [...new Set(movesFrom(view, origin).map((m) => m.to))];
}

/**
 * The pieces as they are drawn: the snapshot's, except during the removal
 * step, when the move waiting for its removal is shown as made.
 * @param {Snapshot} snap
 * @param {Removal | null} removal
 * @returns {{ pieces: Array<{ at: string, kind: PieceKind }>, hand: Record<string, number> }}
 */
export function shownPieces(snap, removal) {
  if (!removal) return { pieces: snap.pieces, hand: snap.hand };
  const hand = { ...snap.hand };
  if (removal.origin.at === HAND) hand[snap.toMove] = (hand[snap.toMove] ?? 1) - 1;
  const pieces = snap.pieces.filter((p) => p.at !== removal.origin.at && p.at !== removal.to);
  return { pieces: [...pieces, { at: removal.to, kind: snap.toMove }], hand };
}

/**
 * @param {BoardView} view
 * @param {UiState} ui
 * @param {string} at
 * @returns {PieceKind | null} the piece drawn on `at`
 */
export function pieceAt(view, ui, at) {
  return shownPieces(view.snapshot, ui.removal).pieces.find((p) => p.at === at)?.kind ?? null;
}

/**
 * @param {Origin} a
 * @param {Origin} b
 * @returns {boolean} the same point, or the same side's hand
 */
export function sameOrigin(a, b) {
  return a.at === b.at && (a.at !== HAND || a.side === b.side);
}

/**
 * @param {Origin} a
 * @param {Origin} b
 * @returns {boolean} the same piece: in a hand, the same slot too
 */
export function samePiece(a, b) {
  return sameOrigin(a, b) && (a.at !== HAND || a.slot === b.slot);
}

/**
 * Whether the player may pick this piece up to move it now.
 * @param {BoardView | null} view
 * @param {UiState} ui
 * @param {Origin} origin
 * @returns {boolean}
 */
export function canPick(view, ui, origin) {
  if (!view || view.readOnly || ui.removal) return false;
  if (origin.at === HAND && origin.side !== view.snapshot.toMove) return false;
  return movesFrom(view, origin).length > 0;
}

/**
 * Whether this piece may be carried off the board (to start over).
 * @param {BoardView | null} view
 * @param {Origin} origin
 * @returns {boolean}
 */
export function canSweep(view, origin) {
  return !!view && !view.readOnly && view.sweepable.includes(/** @type {Side} */ (origin.side));
}

/**
 * The piece a placement takes from the hand of the side to move: the last
 * one in its reserve, or a piece from nowhere if no reserve is drawn.
 * @param {BoardView} view
 * @returns {{ origin: Origin, drawn: boolean }}
 */
export function handOrigin(view) {
  const side = view.snapshot.toMove;
  const drawn = view.reserves.some((r) => r.side === side);
  const count = view.snapshot.hand[side] ?? 1;
  return { origin: { at: HAND, side, slot: drawn ? count - 1 : -1 }, drawn };
}

// ---- choosing a move -------------------------------------------------------

/**
 * Picks a piece up (selects it) and says where it may go.
 * @param {BoardView} view
 * @param {UiState} ui
 * @param {Origin} origin
 * @returns {Step}
 */
export function select(view, ui, origin) {
  const where = origin.at === HAND ? { key: 'board.fromHand' } : origin.at;
  const targets = targetsOf(view, origin).join(', ');
  return { ui: { ...ui, selected: origin }, effects: [say({ key: 'board.picked', params: { where, targets } }), RENDER] };
}

/**
 * Plays `origin` → `to`: the one legal move there, or the removal step when
 * every legal form of it removes a piece. Null if no legal move goes there.
 * @param {BoardView} view
 * @param {UiState} ui
 * @param {Origin} origin
 * @param {string} to
 * @param {boolean} animate   the piece still has to travel (false after a drag)
 * @returns {Step | null}
 */
export function commit(view, ui, origin, to, animate) {
  const candidates = movesFrom(view, origin).filter((m) => m.to === to);
  if (candidates.length === 0) return null;
  const next = { ...ui, selected: null };
  if (candidates.every((m) => m.remove)) return beginRemoval(next, origin, to, candidates, animate);
  return {
    ui: { ...next, glideFrom: animate ? origin : null },
    effects: [{ type: 'move', move: candidates[0], animate, carriedOff: null }],
  };
}

// ---- what the pointer means --------------------------------------------------

/**
 * A pointer went down on the board.
 * @param {BoardView} view
 * @param {UiState} ui
 * @param {Hit} hit
 * @returns {Step}
 */
export function press(view, ui, hit) {
  const u = { ...ui, keyboard: false };
  const { origin, point } = hit;
  if (view.loading) return { ui: u, effects: [say({ key: 'board.loading' })] };
  if (view.readOnly) return { ui: u, effects: origin ? [say({ key: 'board.readOnly' })] : [] };
  if (u.removal) return removalPress(u, hit);
  // A press on a target completes a click-click move, unless it lands on
  // another piece that may move (the player changes their mind).
  const other = origin && canPick(view, u, origin) && !!u.selected && !sameOrigin(origin, u.selected);
  if (u.selected && point && leadsTo(view, u.selected, point) && !other) {
    return { ...(commit(view, u, u.selected, point, true) ?? { ui: u, effects: [] }), handled: true };
  }
  if (origin && (canPick(view, u, origin) || canSweep(view, origin))) {
    const sweepOnly = !canPick(view, u, origin);
    const wasSelected = !!u.selected && sameOrigin(u.selected, origin);
    const held = { pointerId: hit.pointerId, origin, start: hit.start, dragging: false, wasSelected, sweepOnly, hover: null };
    return { ui: { ...u, selected: sweepOnly ? u.selected : origin, press: held }, effects: [RENDER], handled: true };
  }
  // A tap on a point that only a piece from hand can reach places it there.
  if (!origin && point && !u.selected) {
    const to = view.legal.filter((m) => m.to === point);
    if (to.length > 0 && to.every((m) => m.from === null)) {
      const { origin: hand, drawn } = handOrigin(view);
      return { ...(commit(view, u, hand, point, drawn) ?? { ui: u, effects: [] }), handled: true };
    }
  }
  /** @type {Effect[]} */
  const effects = origin && !canPick(view, u, origin) ? [say({ key: 'board.cannotMove' })] : [];
  if (!u.selected) return { ui: u, effects };
  return { ui: { ...u, selected: null }, effects: [...effects, RENDER] };
}

/**
 * The held piece moved past the drag threshold: it is being dragged.
 * @param {UiState} ui
 * @returns {UiState}
 */
export function startDrag(ui) {
  return ui.press ? { ...ui, press: { ...ui.press, dragging: true } } : ui;
}

/**
 * The dragged piece is over `point` (or none): a legal target under it is
 * the one hovered. Null when nothing changes.
 * @param {BoardView} view
 * @param {UiState} ui
 * @param {string | null} point
 * @returns {Step | null}
 */
export function hover(view, ui, point) {
  const held = ui.press;
  if (!held?.dragging) return null;
  const over = held.sweepOnly ? null : point;
  const target = over && leadsTo(view, held.origin, over) ? over : null;
  if (target === held.hover) return null;
  return { ui: { ...ui, press: { ...held, hover: target } }, effects: [{ type: 'retarget' }] };
}

/**
 * @param {BoardView | null} view
 * @param {UiState} ui
 * @returns {MoveView | null} the legal move whose target a dragged piece is over
 */
export function hoveredMove(view, ui) {
  const held = ui.press;
  if (!held?.dragging || !held.hover) return null;
  return movesFrom(view, held.origin).find((m) => m.to === held.hover) ?? null;
}

/**
 * The held piece was let go.
 * @param {BoardView} view
 * @param {UiState} ui
 * @param {{ point: string | null, offBoard: boolean, sweeps: boolean }} at
 *   the point under the release, whether it is off the board, and whether the owner takes sweeps
 * @returns {Step}
 */
export function drop(view, ui, at) {
  const held = ui.press;
  if (!held) return { ui, effects: [] };
  const u = { ...ui, press: null };
  if (u.removal) return removalDrop(u, held, at.point);
  if (!held.dragging) {
    // A click: it selected the piece on the way down; a click on the
    // already selected piece puts it back down.
    if (held.wasSelected || held.sweepOnly) return { ui: { ...u, selected: null }, effects: [RENDER] };
    if (u.selected) return select(view, u, u.selected);
    return { ui: u, effects: [RENDER] };
  }
  const point = held.sweepOnly ? null : at.point;
  if (point && leadsTo(view, held.origin, point)) {
    const done = commit(view, u, held.origin, point, false);
    if (done) return { ...done, effects: [{ type: 'settle', at: point }, ...done.effects] };
  }
  const v = { ...u, selected: null };
  if (at.offBoard && at.sweeps && canSweep(view, held.origin)) return { ui: v, effects: [RENDER, { type: 'sweep' }] };
  /** @type {Effect[]} */
  const effects = point ? [say({ key: 'board.illegal', params: { point } })] : [];
  return { ui: v, effects: [...effects, { type: 'return', origin: held.origin }] };
}

/**
 * The pointer was taken away (the browser cancelled it): a dragged piece
 * goes back.
 * @param {UiState} ui
 * @returns {Step}
 */
export function cancelPress(ui) {
  const held = ui.press;
  if (!held) return { ui, effects: [] };
  return { ui: { ...ui, press: null }, effects: [held.dragging ? { type: 'return', origin: held.origin } : RENDER] };
}

// ---- what the keyboard means (the WAI-ARIA grid: one tab stop, arrows move) ----

/**
 * Describes a point for the live region.
 * @param {BoardView} view
 * @param {UiState} ui
 * @param {string} name
 * @returns {Words}
 */
export function describePoint(view, ui, name) {
  const kind = pieceAt(view, ui, name);
  const what = { key: kind ? `piece.${kind}` : 'board.empty' };
  if (ui.removal?.candidates.some((m) => m.remove === name)) return { key: 'board.pointRemovable', params: { point: name, what } };
  const target = ui.selected ? leadsTo(view, ui.selected, name) : false;
  return { key: target ? 'board.pointTarget' : 'board.point', params: { point: name, what } };
}

/**
 * A key pressed on the board; null if the key is not the board's.
 * @param {BoardView} view
 * @param {UiState} ui
 * @param {string} key   KeyboardEvent.key
 * @param {(from: string, dir: XY) => string | null} neighbour   the next point in a screen direction
 * @returns {Step | null}
 */
export function keyDown(view, ui, key, neighbour) {
  const dir = Object.prototype.hasOwnProperty.call(ARROWS, key) ? ARROWS[key] : null;
  if (dir) {
    const u = { ...ui, keyboard: true, focus: neighbour(ui.focus, dir) ?? ui.focus };
    return { ui: u, effects: [say(describePoint(view, u, u.focus)), RENDER] };
  }
  if (key === 'Enter' || key === ' ') return activate(view, { ...ui, keyboard: true });
  if (key === 'Escape' && ui.removal) return cancelRemoval(ui);
  if (key === 'Escape' && ui.selected) return { ui: { ...ui, selected: null }, effects: [say({ key: 'board.cancelled' }), RENDER] };
  return null;
}

/**
 * Enter or Space on the focused point: pick up, put down, move there, or
 * place a piece from hand there.
 * @param {BoardView} view
 * @param {UiState} ui
 * @returns {Step}
 */
export function activate(view, ui) {
  const p = ui.focus;
  if (view.loading) return { ui, effects: [say({ key: 'board.loading' })] };
  if (view.readOnly) return { ui, effects: [say({ key: 'board.readOnly' })] };
  const kind = pieceAt(view, ui, p);
  if (ui.removal) return removalActivate(ui, p, !!kind);
  /** @type {Origin | null} */
  const here = kind ? { at: p, side: kind, slot: -1 } : null;
  if (ui.selected) {
    const moved = leadsTo(view, ui.selected, p) ? commit(view, ui, ui.selected, p, true) : null;
    if (moved) return moved;
    if (here && sameOrigin(here, ui.selected)) return { ui: { ...ui, selected: null }, effects: [say({ key: 'board.putBack' }), RENDER] };
    if (here && canPick(view, ui, here)) return select(view, ui, here);
    return { ui, effects: [say({ key: 'board.illegal', params: { point: p } })] };
  }
  if (here && canPick(view, ui, here)) return select(view, ui, here);
  if (view.legal.some((m) => m.to === p && m.from === null)) {
    return commit(view, ui, handOrigin(view).origin, p, true) ?? { ui, effects: [] };
  }
  return { ui, effects: [say({ key: view.legal.length ? 'board.noMoveHere' : 'board.noMoves', params: { point: p } })] };
}

/**
 * The board lost the keyboard focus: its focus ring goes.
 * @param {UiState} ui
 * @returns {Step}
 */
export function blur(ui) {
  return ui.keyboard ? { ui: { ...ui, keyboard: false }, effects: [RENDER] } : { ui, effects: [] };
}

// ---- a new view from the owner -------------------------------------------------

/**
 * Whether two views show the same moment of the same game (a redraw after,
 * say, the thinking flag changed), so what is under way may carry on.
 * @param {BoardView | null} previous
 * @param {BoardView} next
 * @returns {boolean}
 */
export function sameMoment(previous, next) {
  if (!previous) return false;
  const a = previous.snapshot;
  const b = next.snapshot;
  return a.ply === b.ply && a.plies === b.plies && a.game === b.game && a.lastMove?.text === b.lastMove?.text;
}

/**
 * The UI state under a new view: a press ends; a removal step survives only
 * a redraw of the same moment with its moves still legal (its end is
 * told); a selection only if it can still move; the glide origin is used up.
 * @param {BoardView | null} previous
 * @param {BoardView} next
 * @param {UiState} ui
 * @returns {Step}
 */
export function setView(previous, next, ui) {
  const same = sameMoment(previous, next);
  let u = { ...ui, press: null, glideFrom: null };
  /** @type {Effect[]} */
  const effects = [];
  if (u.removal && !removalSurvives(u.removal, next.legal, same)) {
    u = { ...u, removal: null };
    effects.push({ type: 'removal' });
  }
  if (u.selected && !canPick(next, u, u.selected)) u = { ...u, selected: null };
  return { ui: u, effects };
}
