// @ts-check
// What is on screen, and drawing it (after chessground's render.ts): the
// SVG with its layers from the wood up to the dragged piece, built once per
// orientation, and a redraw of the marks, pieces and decorations from the
// view and the UI state after every change. Everything here is disposable:
// it can be thrown away and drawn again from those two. A game adds its own
// marks through decoration hooks (its presentation module's `board`); this
// module knows no game.

import { s, uniqueId } from '../dom.js';
import { t } from '../i18n.js';
import { drawBase, drawDefs, drawPiece, drawRing, winningLine } from './draw.js';
import { U, boardLayout } from './layout.js';
import { HAND, canSweep, hoveredMove, movesFrom, samePiece, shownPieces } from './state.js';

/** @typedef {import('../types.js').Geometry} Geometry */
/** @typedef {import('../types.js').Mark} Mark */
/** @typedef {import('../types.js').MoveView} MoveView */
/** @typedef {import('../types.js').PieceKind} PieceKind */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./layout.js').Orientation} Orientation */
/** @typedef {import('./layout.js').XY} XY */
/** @typedef {import('./draw.js').PaintIds} PaintIds */
/** @typedef {import('./state.js').BoardView} BoardView */
/** @typedef {import('./state.js').UiState} UiState */
/** @typedef {import('./state.js').Origin} Origin */
/** @typedef {import('./state.js').Removal} Removal */

/**
 * What a decoration hook is given: where things are, what is shown, and
 * the layer to draw into.
 * @typedef {Object} Decor
 * @property {Layout} layout
 * @property {Geometry} geometry
 * @property {BoardView} view
 * @property {{ pieces: Array<{ at: string, kind: PieceKind }>, hand: Record<string, number> }} shown
 *   the pieces as drawn (during the removal step, the move waiting for it shown as made)
 * @property {Removal | null} removal   the removal step under way
 * @property {MoveView | null} hovered  the legal move whose target a dragged piece is over
 * @property {SVGGElement} layer        where the hook draws
 * @property {(c: XY, cls: string, r?: number) => SVGElement} ring   a ring round a point (an inset in a square)
 */

/**
 * A game's own marks on the generic board, each hook optional and drawing
 * only (no state, no input). Called on every redraw, in the order below.
 * @typedef {Object} BoardDecorations
 * @property {(d: Decor) => void} [marks]
 *   under the pieces, after the last move's and the winning line's marks
 *   and before the snapshot's marks (Morris: the closed mill, the last removal)
 * @property {(mark: Mark, at: XY, d: Decor) => void} [mark]
 *   after the ring drawn for each of the snapshot's marks (Rastros: goal numbers)
 * @property {(el: SVGElement, move: MoveView, d: Decor) => void} [target]
 *   a legal target's ring, to tell it apart (Six Stones: a move that captures)
 * @property {(d: Decor) => void} [overlay]
 *   above the pieces, also while a piece is dragged (Six Stones: liberties,
 *   atari, the capture a hovered target would make)
 */

/**
 * The board's layers, from the wood up.
 * @typedef {{ base: SVGGElement, marks: SVGGElement, hits: SVGGElement, pieces: SVGGElement,
 *   leaving: SVGGElement, teach: SVGGElement, drag: SVGGElement }} Layers
 */

/**
 * What is on screen (disposable).
 * @typedef {Object} Screen
 * @property {SVGSVGElement} svg
 * @property {Geometry} geometry
 * @property {number} handSize
 * @property {Layout} layout
 * @property {PaintIds} ids
 * @property {Layers} layers
 * @property {Map<string, SVGElement>} hits   one hit target per point, which names it for tests
 * @property {{ el: SVGGElement, at: XY } | null} carried   the piece under the pointer, and where it is
 */

/**
 * Builds the SVG and its layers for a geometry.
 * @param {Geometry} geometry
 * @param {number} handSize
 * @param {Orientation} orientation
 * @returns {Screen}
 */
export function createScreen(geometry, handSize, orientation) {
  const layout = boardLayout(geometry, handSize, orientation);
  const ids = { wood: uniqueId('wood'), white: uniqueId('stone-w'), black: uniqueId('stone-b'), grain: uniqueId('grain') };
  const svg = s('svg', {
    'data-board': '',
    viewBox: layout.viewBox,
    role: 'application',
    tabindex: 0,
    'aria-label': t('board.label'),
    'aria-roledescription': t('board.roledescription'),
    class: 'board',
  });
  const layer = (/** @type {string} */ cls) => /** @type {SVGGElement} */ (s('g', { class: cls, 'aria-hidden': 'true' }));
  /** @type {Layers} */
  const layers = {
    base: layer('board-base'),
    marks: layer('board-marks'),
    hits: layer('board-hits'),
    pieces: layer('board-pieces'),
    teach: layer('board-teach'),
    leaving: layer('board-leaving'),
    drag: layer('board-drag'),
  };
  // Captured stones fade above the pieces; teaching marks stay readable above them.
  svg.append(drawDefs(ids), layers.base, layers.marks, layers.hits, layers.pieces, layers.leaving, layers.teach, layers.drag);
  /** @type {Screen} */
  const screen = { svg, geometry, handSize, layout, ids, layers, hits: new Map(), carried: null };
  drawFixed(screen);
  return screen;
}

/**
 * Lays the board out again, turned or not, and redraws what never changes
 * during a game (the caller redraws the rest).
 * @param {Screen} screen
 * @param {Orientation} orientation
 */
export function orient(screen, orientation) {
  screen.layout = boardLayout(screen.geometry, screen.handSize, orientation);
  drawFixed(screen);
}

/**
 * The wood, lines, coordinates and trays, and one real element per point
 * that receives the pointer (the pieces above it take precedence where they
 * stand).
 * @param {Screen} screen
 */
function drawFixed(screen) {
  const L = screen.layout;
  // For tests and styles: how the board is turned.
  screen.svg.dataset.orientation = L.orientation;
  screen.layers.base.replaceChildren(...drawBase(screen.geometry, L, screen.ids));
  screen.layers.hits.textContent = '';
  screen.hits.clear();
  for (const [name, c] of L.pointXY) {
    const hit = L.squares
      ? s('rect', { x: c.x - U / 2, y: c.y - U / 2, width: U, height: U, class: 'hit', 'data-point': name })
      : s('circle', { cx: c.x, cy: c.y, r: 0.46 * U, class: 'hit', 'data-point': name });
    screen.hits.set(name, hit);
    screen.layers.hits.append(hit);
  }
}

/**
 * @param {Screen} screen
 * @param {BoardView} view
 * @param {UiState} ui
 * @param {SVGGElement} layer
 * @returns {Decor}
 */
function decor(screen, view, ui, layer) {
  return {
    layout: screen.layout,
    geometry: screen.geometry,
    view,
    shown: shownPieces(view.snapshot, ui.removal),
    removal: ui.removal,
    hovered: hoveredMove(view, ui),
    layer,
    ring: (c, cls, r) => drawRing(screen.layout, c, cls, r),
  };
}

/**
 * Draws everything that changes from the view and the UI state.
 * @param {Screen} screen
 * @param {BoardView | null} view
 * @param {UiState} ui
 * @param {BoardDecorations} deco
 */
export function render(screen, view, ui, deco) {
  const { svg, layers } = screen;
  layers.marks.textContent = '';
  layers.pieces.textContent = '';
  layers.teach.textContent = '';
  if (!ui.press?.dragging) layers.drag.textContent = '';
  if (!view) return;
  svg.toggleAttribute('data-readonly', view.readOnly);
  svg.dataset.interactive = String(!view.readOnly && (view.legal.length > 0 || view.sweepable.length > 0));
  if (ui.removal) svg.dataset.removing = 'true';
  else delete svg.dataset.removing;
  drawMarks(screen, view, ui, deco);
  drawPieces(screen, view, ui);
  drawOverlay(screen, view, ui, deco);
}

/**
 * Marks under the pieces: the last move, a won line, the game's own marks,
 * the snapshot's marks, the removal step, the selection and its targets,
 * the keyboard focus.
 * @param {Screen} screen
 * @param {BoardView} view
 * @param {UiState} ui
 * @param {BoardDecorations} deco
 */
function drawMarks(screen, view, ui, deco) {
  const L = screen.layout;
  const layer = screen.layers.marks;
  const snap = view.snapshot;
  const d = decor(screen, view, ui, layer);
  const last = snap.lastMove;
  const lastFrom = last?.from ? L.pointXY.get(last.from) : undefined;
  const lastTo = last ? L.pointXY.get(last.to) : undefined;
  if (lastFrom) layer.append(d.ring(lastFrom, 'mark-last-from', L.radius * 0.55));
  if (lastTo) layer.append(d.ring(lastTo, 'mark-last-to'));
  const won = winningLine(screen.geometry, L, snap);
  if (won) layer.append(s('path', { d: `M ${won[0].x} ${won[0].y} L ${won[1].x} ${won[1].y}`, class: 'mark-mill' }));
  deco.marks?.(d);
  for (const mark of snap.marks) {
    const c = L.pointXY.get(mark.at);
    if (!c) continue;
    layer.append(d.ring(c, `mark-${mark.kind}`));
    deco.mark?.(mark, c, d);
  }
  for (const [name, hit] of screen.hits) {
    hit.toggleAttribute('data-blocked', snap.marks.some((m) => m.at === name && m.kind === 'blocked'));
  }
  const removal = ui.removal;
  if (removal) {
    const c = L.pointXY.get(removal.to);
    if (c) layer.append(d.ring(c, 'mark-last-to'));
    for (const at of removableAt(removal)) {
      const r = L.pointXY.get(at);
      if (r) layer.append(d.ring(r, 'mark-removable', L.radius + 0.1 * U));
    }
  }
  const active = ui.press?.dragging ? ui.press.origin : ui.selected;
  if (active && !ui.press?.sweepOnly && !removal) {
    const c = active.at === HAND ? undefined : L.pointXY.get(active.at);
    if (c) layer.append(d.ring(c, 'mark-selected'));
    for (const m of movesFrom(view, active)) {
      const target = L.pointXY.get(m.to);
      if (target) layer.append(targetMark(m, target, ui.press?.hover === m.to, deco, d));
    }
  }
  const focus = ui.keyboard ? L.pointXY.get(ui.focus) : undefined;
  if (focus) layer.append(d.ring(focus, 'mark-focus', L.radius + 0.14 * U));
}

/**
 * @param {Removal} removal
 * @returns {Set<string>} the points whose pieces the removal step may take
 */
function removableAt(removal) {
  return new Set(removal.candidates.flatMap((m) => (m.remove ? [m.remove] : [])));
}

/**
 * A target ring (larger while hovered), which the game may mark further.
 * @param {MoveView} m
 * @param {XY} c
 * @param {boolean} hovered
 * @param {BoardDecorations} deco
 * @param {Decor} d
 * @returns {SVGElement}
 */
function targetMark(m, c, hovered, deco, d) {
  const el = hovered ? d.ring(c, 'mark-target-hover') : d.ring(c, 'mark-target', 0.17 * U);
  deco.target?.(el, m, d);
  el.setAttribute('data-target', m.to);
  return el;
}

/**
 * Pieces on the board, then in hand; those that may be picked up, and the
 * selected one, are told apart.
 * @param {Screen} screen
 * @param {BoardView} view
 * @param {UiState} ui
 */
function drawPieces(screen, view, ui) {
  const L = screen.layout;
  const layer = screen.layers.pieces;
  const removal = ui.removal;
  const removable = removal ? removableAt(removal) : new Set();
  const shown = shownPieces(view.snapshot, removal);
  for (const p of shown.pieces) {
    const c = L.pointXY.get(p.at);
    if (!c) continue;
    const el = drawPiece(p.kind, p.at, c, L.radius, screen.ids);
    if (removal && p.at === removal.to) el.setAttribute('data-pending', '');
    else if (removable.has(p.at)) {
      el.setAttribute('data-removable', '');
      el.classList.add('removable');
    }
    layer.append(el);
  }
  for (const reserve of view.reserves) {
    const count = shown.hand[reserve.side] ?? 0;
    for (let i = 0; i < count; i += 1) {
      const el = drawPiece(reserve.side, HAND, L.slotXY(reserve.place, i), L.radius, screen.ids);
      el.dataset.slot = String(i);
      layer.append(el);
    }
  }
  for (const el of layer.querySelectorAll('[data-piece]')) {
    const origin = originOf(/** @type {SVGGElement} */ (el));
    if (!origin) continue;
    if (!view.readOnly && !removal && (movesFrom(view, origin).length > 0 || canSweep(view, origin))) el.classList.add('pickable');
    if (ui.selected && samePiece(origin, ui.selected)) el.classList.add('selected');
  }
}

/**
 * The game's marks above the pieces.
 * @param {Screen} screen
 * @param {BoardView} view
 * @param {UiState} ui
 * @param {BoardDecorations} deco
 */
function drawOverlay(screen, view, ui, deco) {
  screen.layers.teach.textContent = '';
  deco.overlay?.(decor(screen, view, ui, screen.layers.teach));
}

/**
 * While a piece is dragged, redraws its targets (one may now be hovered)
 * and the overlay, without touching the dragged piece or its ghost.
 * @param {Screen} screen
 * @param {BoardView | null} view
 * @param {UiState} ui
 * @param {BoardDecorations} deco
 */
export function retarget(screen, view, ui, deco) {
  const held = ui.press;
  if (!view || !held) return;
  const layer = screen.layers.marks;
  for (const el of layer.querySelectorAll('.mark-target, .mark-target-hover')) el.remove();
  const ghost = layer.querySelector('.ghost');
  const d = decor(screen, view, ui, layer);
  for (const m of movesFrom(view, held.origin)) {
    const c = screen.layout.pointXY.get(m.to);
    if (c) layer.insertBefore(targetMark(m, c, held.hover === m.to, deco, d), ghost);
  }
  drawOverlay(screen, view, ui, deco);
}

/**
 * The piece a drawn element stands for.
 * @param {SVGGElement} el
 * @returns {Origin | null}
 */
export function originOf(el) {
  const kind = /** @type {PieceKind | undefined} */ (el.dataset.piece);
  const at = el.dataset.at;
  if (!kind || !at) return null;
  return { at, side: kind, slot: at === HAND ? Number(el.dataset.slot ?? 0) : -1 };
}

/**
 * The piece drawn on a board point (not one leaving it), if any.
 * @param {Screen} screen
 * @param {string | null} point
 * @returns {Origin | null}
 */
export function pieceOn(screen, point) {
  if (!point) return null;
  const el = screen.layers.pieces.querySelector(`[data-piece][data-at="${CSS.escape(point)}"]:not(.leaving)`);
  return el ? originOf(/** @type {SVGGElement} */ (el)) : null;
}

/**
 * The element now drawn for a piece (a redraw replaces them all).
 * @param {Screen} screen
 * @param {Origin} origin
 * @returns {SVGGElement | null}
 */
export function findPieceEl(screen, origin) {
  for (const el of screen.layers.pieces.querySelectorAll('[data-piece]')) {
    const o = originOf(/** @type {SVGGElement} */ (el));
    if (o && samePiece(o, origin)) return /** @type {SVGGElement} */ (el);
  }
  return null;
}
