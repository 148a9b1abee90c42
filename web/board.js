// @ts-check
// The generic SVG board: draws any game's geometry (points joined by lines,
// or squares), its pieces and the pieces still in hand, and turns pointer
// and keyboard input into one of the legal moves it was given. It knows no
// rules: the caller hands it a snapshot and the list of moves the player may
// make now, and hears back which one was chosen.
//
// Three kinds of state are kept apart (as in Tatham's puzzles and
// chessground): the view the caller set (game state, read-only here), the
// UI state (selection, drag, keyboard focus) and what is on screen, which is
// redrawn from the other two and is disposable.

import { DURATION, easeInOutCubic, easeOutCubic, reducedMotion, tween } from './anim.js';
import { drawBase, drawDefs, drawPiece, drawRing, millsThrough, winningLine } from './board-draw.js';
import { U, boardLayout } from './board-layout.js';
import { s, uniqueId } from './dom.js';
import { t } from './i18n.js';

/** @typedef {import('./types.js').Geometry} Geometry */
/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').MoveView} MoveView */
/** @typedef {import('./types.js').Side} Side */
/** @typedef {import('./types.js').PieceKind} PieceKind */
/** @typedef {import('./types.js').Hints} Hints */

/** @typedef {import('./games/reserves.js').Reserve} Reserve */

/**
 * Everything the board draws, set by its owner after every change.
 * @typedef {Object} BoardView
 * @property {Snapshot} snapshot
 * @property {MoveView[]} legal      moves the player may make now; empty = no input
 * @property {Reserve[]} reserves
 * @property {Side[]} sweepable      sides whose pieces may be dragged off the board (to start over)
 * @property {boolean} readOnly      a past position is shown: nothing can be picked up
 * @property {Hints | null} [teach]  teaching aids to draw (the engine's groups and captures), or none
 */

/**
 * @typedef {Object} BoardOptions
 * @property {Geometry} geometry
 * @property {number} handSize       pieces each side starts with in hand (0: no reserves)
 * @property {(move: MoveView, how: { animate: boolean }) => void} onMove
 *   the player chose a move; `animate` is false after a drag (the piece is already there)
 * @property {() => void} [onSweep]   a sweepable piece was dropped off the board
 * @property {(text: string) => void} announce   for the aria-live region
 * @property {() => void} [onRemovalStep]
 *   the removal step began (a dropped move closes a mill and one of the
 *   opponent's pieces must be chosen) or ended without a move (cancelled);
 *   `removing()` tells which
 */

/**
 * @typedef {Object} Board
 * @property {SVGSVGElement} element
 * @property {(view: BoardView, how?: { animate?: boolean }) => void} set
 * @property {number} aspect   width / height of the drawing, for layout
 * @property {(show: boolean) => void} showCoordinates
 * @property {() => boolean} removing   the removal step waits for the player's choice
 * @property {() => void} destroy
 */

/** @typedef {import('./board-layout.js').XY} XY */

/**
 * Where a picked-up piece came from: a point, or a side's hand.
 * @typedef {{ at: string, side: PieceKind, slot: number }} Origin
 * `at` is a point name or 'hand'; `slot` is the hand slot index (or -1).
 */

const DRAG_THRESHOLD_PX = 4;
const HAND = 'hand';

/**
 * @param {BoardOptions} options
 * @returns {Board}
 */
export function createBoard(options) {
  const { geometry } = options;
  const L = boardLayout(geometry, options.handSize);
  const { pointXY, radius } = L;
  const ids = { wood: uniqueId('wood'), white: uniqueId('stone-w'), black: uniqueId('stone-b'), grain: uniqueId('grain') };

  // ---- the drawing's skeleton: layers from the wood up to the dragged piece ----
  const svg = s('svg', {
    'data-board': '',
    viewBox: L.viewBox,
    role: 'application',
    tabindex: 0,
    'aria-label': t('board.label'),
    'aria-roledescription': t('board.roledescription'),
    class: 'board',
  });
  const boardLayer = s('g', { class: 'board-base', 'aria-hidden': 'true' }, ...drawBase(geometry, L, ids));
  const marksLayer = s('g', { class: 'board-marks', 'aria-hidden': 'true' });
  const hitLayer = s('g', { class: 'board-hits', 'aria-hidden': 'true' });
  const piecesLayer = s('g', { class: 'board-pieces', 'aria-hidden': 'true' });
  const teachLayer = s('g', { class: 'board-teach', 'aria-hidden': 'true' });
  const leavingLayer = s('g', { class: 'board-leaving', 'aria-hidden': 'true' });
  const dragLayer = s('g', { class: 'board-drag', 'aria-hidden': 'true' });
  svg.append(drawDefs(ids), boardLayer, marksLayer, hitLayer, piecesLayer, leavingLayer, teachLayer, dragLayer);

  // One real element per point receives the pointer (and names the point
  // for tests); the pieces above it take precedence where they stand.
  /** @type {Map<string, SVGElement>} */
  const hitByName = new Map();
  for (const [name, c] of pointXY) {
    const hit = L.squares
      ? s('rect', { x: c.x - U / 2, y: c.y - U / 2, width: U, height: U, class: 'hit', 'data-point': name })
      : s('circle', { cx: c.x, cy: c.y, r: 0.46 * U, class: 'hit', 'data-point': name });
    hitByName.set(name, hit);
    hitLayer.append(hit);
  }

  // ---- state ----------------------------------------------------------------
  /** @type {BoardView | null} */
  let view = null;
  /** UI state: what the player is doing with the pieces, apart from the game. */
  const ui = {
    /** @type {Origin | null} */ selected: null,
    /** @type {string} */ focus: L.centrePoint(),
    keyboard: false,
    /** @type {null | { pointerId: number, origin: Origin, el: SVGGElement, start: XY, dragging: boolean, wasSelected: boolean, hover: string | null, sweepOnly: boolean }} */
    press: null,
    /** @type {XY | null} where the next animated move starts, for a click-click move */
    pendingFrom: null,
    /**
     * The removal step: a move was dropped whose legal forms differ only in
     * the piece they remove (a Morris mill). The moved piece is shown at
     * `to` until the player picks one of `candidates`' removals, or cancels.
     * @type {null | { origin: Origin, to: string, candidates: MoveView[] }}
     */
    removal: null,
    /** @type {string | null} a removed piece the player dragged off: it needs no fading out */
    draggedOff: null,
  };
  /** Stop functions of the tweens under way: pieces arriving, dropped pieces returning. */
  /** @type {Array<() => void>} */
  let arriving = [];
  /** @type {Array<() => void>} */
  let returning = [];

  /** @type {Array<() => void>} captured stones fading out */
  let leaving = [];

  function stopAnimations() {
    for (const stop of [...arriving, ...returning, ...leaving]) stop();
    arriving = [];
    returning = [];
    leaving = [];
    leavingLayer.textContent = '';
  }

  // ---- queries on the view (no rules: only the legal list) ------------------
  /**
   * @param {Origin | null} origin
   * @returns {MoveView[]}
   */
  function movesFrom(origin) {
    if (!view || !origin) return [];
    return view.legal.filter((m) => (origin.at === HAND ? m.from === null : m.from === origin.at));
  }

  /**
   * @param {string} at
   * @returns {PieceKind | null}
   */
  function pieceAt(at) {
    return view ? shownPieces().pieces.find((p) => p.at === at)?.kind ?? null : null;
  }

  /**
   * @param {Origin} origin
   * @returns {boolean}
   */
  function canSweep(origin) {
    return !!view && !view.readOnly && view.sweepable.includes(/** @type {Side} */ (origin.side));
  }

  /**
   * @param {Origin} origin
   * @returns {XY}
   */
  function originXY(origin) {
    if (origin.at === HAND) {
      const reserve = view?.reserves.find((r) => r.side === origin.side);
      return L.slotXY(reserve?.place ?? 'bottom', Math.max(0, origin.slot));
    }
    return pointXY.get(origin.at) ?? { x: L.boardW / 2, y: L.boardH / 2 };
  }

  /**
   * Client (CSS pixel) coordinates to board units.
   * @param {number} clientX
   * @param {number} clientY
   * @returns {XY}
   */
  function toBoard(clientX, clientY) {
    const m = svg.getScreenCTM();
    if (!m) return { x: -1e6, y: -1e6 };
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  // ---- drawing the view -------------------------------------------------------
  /**
   * @param {XY} c
   * @param {string} cls
   * @param {number} [r]
   */
  const ring = (c, cls, r) => drawRing(L, c, cls, r);

  function render() {
    marksLayer.textContent = '';
    piecesLayer.textContent = '';
    teachLayer.textContent = '';
    if (!ui.press?.dragging) dragLayer.textContent = '';
    if (!view) return;
    const snap = view.snapshot;

    svg.toggleAttribute('data-readonly', view.readOnly);
    svg.dataset.interactive = String(!view.readOnly && (view.legal.length > 0 || view.sweepable.length > 0));
    const removal = ui.removal;
    if (removal) svg.dataset.removing = 'true';
    else delete svg.dataset.removing;
    const shown = shownPieces();

    // Marks under the pieces: the last move, a finished mill, selection, targets.
    if (snap.lastMove) {
      const from = snap.lastMove.from ? pointXY.get(snap.lastMove.from) : undefined;
      const to = pointXY.get(snap.lastMove.to);
      if (from) marksLayer.append(ring(from, 'mark-last-from', radius * 0.55));
      if (to) marksLayer.append(ring(to, 'mark-last-to'));
    }
    const won = winningLine(geometry, L, snap);
    if (won) marksLayer.append(s('path', { d: `M ${won[0].x} ${won[0].y} L ${won[1].x} ${won[1].y}`, class: 'mark-mill' }));
    // The mill that earns a removal: the one being closed, or the last move's.
    const millAt = removal ? removal.to : snap.lastMove?.remove ? snap.lastMove.to : null;
    for (const [a, b] of millAt ? millsThrough(geometry, L, shown.pieces, millAt) : []) {
      marksLayer.append(s('path', { d: `M ${a.x} ${a.y} L ${b.x} ${b.y}`, class: 'mark-mill-closed' }));
    }
    const removedAt = removal ? null : snap.lastMove?.remove;
    const taken = removedAt ? pointXY.get(removedAt) : undefined;
    if (removedAt && taken) {
      const d = radius * 0.42;
      marksLayer.append(s('g', { class: 'mark-last-removed', 'data-last-removed': removedAt },
        ring(taken, 'mark-last-removed-ring', radius * 0.8),
        s('path', { d: `M ${taken.x - d} ${taken.y - d} L ${taken.x + d} ${taken.y + d} M ${taken.x + d} ${taken.y - d} L ${taken.x - d} ${taken.y + d}` })));
    }
    for (const mark of snap.marks) {
      const c = pointXY.get(mark.at);
      if (!c) continue;
      marksLayer.append(ring(c, `mark-${mark.kind}`));
      // A goal square carries its number (Rastros: goal1, goal2).
      const goal = /^goal(\d)$/.exec(mark.kind);
      if (goal) {
        marksLayer.append(s('text', { x: c.x, y: c.y, class: 'mark-goal-label', 'data-goal': goal[1], 'text-anchor': 'middle', 'dominant-baseline': 'central' }, goal[1]));
      }
    }
    for (const [name, hit] of hitByName) {
      hit.toggleAttribute('data-blocked', snap.marks.some((m) => m.at === name && m.kind === 'blocked'));
    }
    const removable = new Set(removal ? removal.candidates.map((m) => m.remove) : []);
    if (removal) {
      const c = pointXY.get(removal.to);
      if (c) marksLayer.append(ring(c, 'mark-last-to'));
      for (const at of removable) {
        const r = at ? pointXY.get(at) : undefined;
        if (r) marksLayer.append(ring(r, 'mark-removable', radius + 0.1 * U));
      }
    }
    const active = ui.press?.dragging ? ui.press.origin : ui.selected;
    if (active && !ui.press?.sweepOnly && !removal) {
      const c = active.at === HAND ? undefined : pointXY.get(active.at);
      if (c) marksLayer.append(ring(c, 'mark-selected'));
      for (const m of movesFrom(active)) {
        const target = pointXY.get(m.to);
        if (target) marksLayer.append(targetMark(m, target, ui.press?.hover === m.to));
      }
    }
    const focus = ui.keyboard ? pointXY.get(ui.focus) : undefined;
    if (focus) marksLayer.append(ring(focus, 'mark-focus', radius + 0.14 * U));

    // Pieces on the board, then in hand.
    for (const p of shown.pieces) {
      const c = pointXY.get(p.at);
      if (!c) continue;
      const el = drawPiece(p.kind, p.at, c, radius, ids);
      if (removal && p.at === removal.to) el.setAttribute('data-pending', '');
      else if (removable.has(p.at)) {
        el.setAttribute('data-removable', '');
        el.classList.add('removable');
      }
      piecesLayer.append(el);
    }
    for (const reserve of view.reserves) {
      const count = shown.hand[reserve.side] ?? 0;
      for (let i = 0; i < count; i += 1) {
        const el = drawPiece(reserve.side, HAND, L.slotXY(reserve.place, i), radius, ids);
        el.dataset.slot = String(i);
        piecesLayer.append(el);
      }
    }
    for (const el of piecesLayer.querySelectorAll('[data-piece]')) {
      const origin = originOf(/** @type {SVGGElement} */ (el));
      if (!origin) continue;
      if (!view.readOnly && !removal && (movesFrom(origin).length > 0 || canSweep(origin))) el.classList.add('pickable');
      if (ui.selected && sameOrigin(origin, ui.selected) && (origin.at !== HAND || origin.slot === ui.selected.slot)) {
        el.classList.add('selected');
      }
    }
    drawTeaching();
  }

  /**
   * The pieces as they are drawn: the snapshot's, except during the removal
   * step, when the move waiting for its removal is shown as made.
   * @returns {{ pieces: Array<{ at: string, kind: PieceKind }>, hand: Record<string, number> }}
   */
  function shownPieces() {
    const snap = /** @type {BoardView} */ (view).snapshot;
    const r = ui.removal;
    if (!r) return { pieces: snap.pieces, hand: snap.hand };
    const hand = { ...snap.hand };
    if (r.origin.at === HAND) hand[snap.toMove] = (hand[snap.toMove] ?? 1) - 1;
    const pieces = snap.pieces.filter((p) => p.at !== r.origin.at && p.at !== r.to);
    return { pieces: [...pieces, { at: r.to, kind: snap.toMove }], hand };
  }

  /**
   * The capture points of a move, from the teaching data (none without it).
   * @param {MoveView} m
   * @returns {string[]}
   */
  function capturesOf(m) {
    return view?.teach?.captures.find((c) => c.move === m.text)?.points ?? [];
  }

  /**
   * A target ring; with teaching aids on, a target that captures is told
   * apart, and the hovered one marks the stones it would capture.
   * @param {MoveView} m
   * @param {XY} c
   * @param {boolean} hover
   */
  function targetMark(m, c, hover) {
    const el = hover ? ring(c, 'mark-target-hover') : ring(c, 'mark-target', 0.17 * U);
    if (capturesOf(m).length > 0) {
      el.classList.add('captures');
      el.setAttribute('data-captures', capturesOf(m).join(' '));
    }
    el.setAttribute('data-target', m.to);
    return el;
  }

  /**
   * Teaching aids above the pieces: each group's liberty count, stones in
   * atari, and (while a target is hovered) the stones a move would capture.
   */
  function drawTeaching() {
    teachLayer.textContent = '';
    const teach = view?.teach;
    if (!teach) return;
    const r = radius;
    // Capture previews lie under the liberty counts, which stay readable.
    const previews = s('g', { class: 'capture-previews' });
    teachLayer.append(previews);
    for (const group of teach.groups) {
      for (const at of group.stones) {
        const c = pointXY.get(at);
        if (c && group.inAtari) {
          teachLayer.append(s('circle', { cx: c.x, cy: c.y, r: r + 0.09 * U, class: 'mark-atari', 'data-atari': at }));
        }
      }
      // The count sits on the group's top-right stone, where it is easiest to find.
      const anchor = group.stones.map((at) => ({ at, c: pointXY.get(at) }))
        .filter((a) => a.c)
        .sort((a, b) => (/** @type {XY} */ (a.c).y - /** @type {XY} */ (b.c).y) || (/** @type {XY} */ (b.c).x - /** @type {XY} */ (a.c).x))[0];
      if (!anchor || !anchor.c) continue;
      const n = group.liberties.length;
      const bx = anchor.c.x + r * 0.72;
      const by = anchor.c.y - r * 0.72;
      teachLayer.append(s('g', {
        class: `liberty-badge ${group.side}${group.inAtari ? ' atari' : ''}${n === 0 ? ' none' : ''}`,
        'data-liberties': String(n),
        'data-group': group.stones.join(' '),
        transform: `translate(${bx} ${by})`,
      },
      s('circle', { r: 0.2 * U }),
      s('text', { 'text-anchor': 'middle', 'dominant-baseline': 'central', y: 1 }, String(n))));
    }
    const press = ui.press;
    const active = press?.dragging ? press.origin : null;
    if (active && press?.hover) {
      const move = movesFrom(active).find((m) => m.to === press.hover);
      for (const at of move ? capturesOf(move) : []) {
        const c = pointXY.get(at);
        if (!c) continue;
        const d = r * 0.62;
        previews.append(s('g', { class: 'capture-preview', 'data-capture-preview': at },
          s('circle', { cx: c.x, cy: c.y, r: r + 0.05 * U }),
          s('path', { d: `M ${c.x - d} ${c.y - d} L ${c.x + d} ${c.y + d} M ${c.x + d} ${c.y - d} L ${c.x - d} ${c.y + d}` })));
      }
    }
  }

  /**
   * @param {SVGGElement} el
   * @returns {Origin | null}
   */
  function originOf(el) {
    const kind = /** @type {PieceKind | undefined} */ (el.dataset.piece);
    const at = el.dataset.at;
    if (!kind || !at) return null;
    return { at, side: kind, slot: at === HAND ? Number(el.dataset.slot ?? 0) : -1 };
  }

  /**
   * @param {Origin} a
   * @param {Origin} b
   */
  function sameOrigin(a, b) {
    return a.at === b.at && (a.at !== HAND || a.side === b.side);
  }

  /**
   * Whether the player may pick this piece up to move it now.
   * @param {Origin} origin
   */
  function canPick(origin) {
    if (!view || view.readOnly || ui.removal) return false;
    if (origin.at === HAND && origin.side !== view.snapshot.toMove) return false;
    return movesFrom(origin).length > 0;
  }

  // ---- committing a move ------------------------------------------------------
  /**
   * @param {Origin} origin
   * @param {string} to
   * @param {boolean} animate  false after a drag: the piece is already there
   */
  function commit(origin, to, animate) {
    const candidates = movesFrom(origin).filter((m) => m.to === to);
    if (candidates.length === 0) return false;
    ui.selected = null;
    if (candidates.every((m) => m.remove)) {
      beginRemoval(origin, to, candidates, animate);
      return true;
    }
    ui.pendingFrom = animate ? originXY(origin) : null;
    options.onMove(candidates[0], { animate });
    return true;
  }

  // ---- the removal step ------------------------------------------------------
  /**
   * The dropped move closes a mill: show it made, and wait for the player
   * to take one of the pieces its legal forms may remove.
   * @param {Origin} origin
   * @param {string} to
   * @param {MoveView[]} candidates
   * @param {boolean} animate   the piece still has to travel from its origin
   */
  function beginRemoval(origin, to, candidates, animate) {
    ui.removal = { origin, to, candidates };
    render();
    if (animate) glideIn(to, originXY(origin), DURATION.move);
    askForRemoval();
    options.onRemovalStep?.();
  }

  /** Says which pieces the removal step may take. */
  function askForRemoval() {
    const points = ui.removal?.candidates.map((m) => m.remove).join(', ') ?? '';
    options.announce(t('board.removeOne', { points }));
  }

  /**
   * Takes the piece on `at`, completing the move; false if it is not one
   * the rules allow.
   * @param {string} at
   * @param {boolean} draggedOff   the player already carried it off the board
   */
  function finishRemoval(at, draggedOff) {
    const move = ui.removal?.candidates.find((m) => m.remove === at);
    if (!move) return false;
    ui.removal = null;
    ui.draggedOff = draggedOff ? at : null;
    options.onMove(move, { animate: false });
    ui.draggedOff = null;
    return true;
  }

  /** Gives up the removal step: the moved piece goes back where it came from. */
  function cancelRemoval() {
    const removal = ui.removal;
    if (!removal) return;
    ui.removal = null;
    render();
    // A piece from the hand simply reappears there; one from a point glides back.
    const from = pointXY.get(removal.to);
    if (from && removal.origin.at !== HAND) glideIn(removal.origin.at, from, DURATION.returnHome);
    options.announce(t('board.removalCancelled'));
    options.onRemovalStep?.();
  }

  /**
   * Slides the piece drawn on `at` in from `from` (board units). The
   * element is looked up on every frame: a redraw of the same moment
   * replaces it, and the glide carries on with the new one.
   * @param {string} at   a point name
   * @param {XY} from
   * @param {number} ms
   */
  function glideIn(at, from, ms) {
    const selector = `[data-at="${CSS.escape(at)}"]`;
    const to = pointXY.get(at);
    if (!to) return;
    // `stop` is declared first: under reduced motion the tween ends at once.
    /** @type {() => void} */
    let stop = () => {};
    stop = tween(ms, (k) => {
      const el = piecesLayer.querySelector(selector);
      if (!el) return;
      el.classList.toggle('arriving', k < 1);
      el.setAttribute('transform', `translate(${from.x + (to.x - from.x) * k} ${from.y + (to.y - from.y) * k})`);
    }, () => {
      arriving = arriving.filter((f) => f !== stop);
    }, easeInOutCubic);
    arriving.push(stop);
  }

  /**
   * @param {Origin} origin
   */
  function select(origin) {
    ui.selected = origin;
    const targets = movesFrom(origin).map((m) => m.to);
    const where = origin.at === HAND ? t('board.fromHand') : origin.at;
    options.announce(t('board.picked', { where, targets: [...new Set(targets)].join(', ') }));
    render();
  }

  function deselect() {
    if (!ui.selected) return;
    ui.selected = null;
    render();
  }

  // ---- pointer input (mouse, touch and pen alike) -------------------------
  /** @param {PointerEvent} e */
  function onPointerDown(e) {
    if (!view || e.button > 0 || ui.press) return;
    ui.keyboard = false;
    const at = toBoard(e.clientX, e.clientY);
    let pieceEl = /** @type {Element} */ (e.target).closest?.('[data-piece]');
    const origin = pieceEl && piecesLayer.contains(pieceEl) ? originOf(/** @type {SVGGElement} */ (pieceEl)) : null;
    if (arriving.length || returning.length) {
      // Finish any glide at once: the player is quicker than the animation.
      stopAnimations();
      render();
      if (origin) pieceEl = findPieceEl(origin);
    }

    if (view.readOnly) {
      if (origin) options.announce(t('board.readOnly'));
      return;
    }
    if (ui.removal) {
      removalPointerDown(e, origin, /** @type {SVGGElement | null} */ (pieceEl), at);
      return;
    }
    // A second click on a target completes a click-click move.
    const point = L.pointNear(at);
    if (ui.selected && point && movesFrom(ui.selected).some((m) => m.to === point)
        && !(origin && canPick(origin) && !sameOrigin(origin, ui.selected))) {
      e.preventDefault();
      commit(ui.selected, point, true);
      return;
    }
    if (origin && (canPick(origin) || canSweep(origin))) {
      e.preventDefault();
      const sweepOnly = !canPick(origin);
      const wasSelected = !!ui.selected && sameOrigin(ui.selected, origin);
      if (!sweepOnly) ui.selected = origin;
      const pressed = startPress(e, origin, /** @type {SVGGElement} */ (pieceEl), { wasSelected, sweepOnly });
      render();
      // render() rebuilt the pieces: follow the element now standing for the origin.
      pressed.el = findPieceEl(origin) ?? pressed.el;
      return;
    }
    // A tap on a point that only a piece from hand can reach places it there.
    if (!origin && point && !ui.selected) {
      const placing = view.legal.filter((m) => m.to === point && m.from === null);
      if (placing.length > 0 && placing.length === view.legal.filter((m) => m.to === point).length) {
        e.preventDefault();
        const reserve = view.reserves.find((r) => r.side === view?.snapshot.toMove);
        const count = view.snapshot.hand[view.snapshot.toMove] ?? 1;
        commit({ at: HAND, side: view.snapshot.toMove, slot: reserve ? count - 1 : -1 }, point, !!reserve);
        return;
      }
    }
    if (origin && !canPick(origin)) options.announce(t('board.cannotMove'));
    deselect();
  }

  /**
   * A press during the removal step: a removable piece is taken (by a click)
   * or picked up to be carried off; the piece just moved, or an empty point,
   * calls the move off; anything else only says what is wanted.
   * @param {PointerEvent} e
   * @param {Origin | null} origin
   * @param {SVGGElement | null} pieceEl
   * @param {XY} at
   */
  function removalPointerDown(e, origin, pieceEl, at) {
    const removal = /** @type {NonNullable<typeof ui.removal>} */ (ui.removal);
    e.preventDefault();
    if (origin && pieceEl && removal.candidates.some((m) => m.remove === origin.at)) {
      startPress(e, origin, pieceEl, { wasSelected: false, sweepOnly: true });
      return;
    }
    const point = L.pointNear(at);
    if ((origin && origin.at === removal.to) || (!origin && point)) {
      cancelRemoval();
      return;
    }
    askForRemoval();
  }

  /**
   * Starts following a press on a piece, which becomes a click or a drag.
   * @param {PointerEvent} e
   * @param {Origin} origin
   * @param {SVGGElement} el
   * @param {{ wasSelected: boolean, sweepOnly: boolean }} how
   *   sweepOnly: it may only be carried off the board, not moved to a point
   * @returns {NonNullable<typeof ui.press>}
   */
  function startPress(e, origin, el, how) {
    const pressed = { pointerId: e.pointerId, origin, el, start: { x: e.clientX, y: e.clientY }, dragging: false, hover: null, ...how };
    ui.press = pressed;
    try {
      svg.setPointerCapture(e.pointerId);
    } catch {
      // Capture is a convenience; without it we still get events over the board.
    }
    return pressed;
  }

  /**
   * @param {Origin} origin
   * @returns {SVGGElement | null}
   */
  function findPieceEl(origin) {
    for (const el of piecesLayer.querySelectorAll('[data-piece]')) {
      const o = originOf(/** @type {SVGGElement} */ (el));
      if (o && sameOrigin(o, origin) && (origin.at !== HAND || o.slot === origin.slot)) return /** @type {SVGGElement} */ (el);
    }
    return null;
  }

  /** @param {PointerEvent} e */
  function onPointerMove(e) {
    const press = ui.press;
    if (!press || e.pointerId !== press.pointerId) return;
    if (!press.dragging) {
      const moved = Math.hypot(e.clientX - press.start.x, e.clientY - press.start.y);
      if (moved < DRAG_THRESHOLD_PX) return;
      press.dragging = true;
      // A ghost stays behind at the origin while the piece travels.
      const ghost = /** @type {SVGGElement} */ (press.el.cloneNode(true));
      ghost.removeAttribute('data-piece');
      ghost.removeAttribute('data-at');
      ghost.classList.add('ghost');
      marksLayer.append(ghost);
      press.el.classList.add('dragging');
      dragLayer.append(press.el);
    }
    const at = toBoard(e.clientX, e.clientY);
    press.el.setAttribute('transform', `translate(${at.x} ${at.y})`);
    const hover = press.sweepOnly ? null : L.pointNear(at);
    const target = hover && movesFrom(press.origin).some((m) => m.to === hover) ? hover : null;
    if (target !== press.hover) {
      press.hover = target;
      redrawMarksOnly(press);
    }
  }

  /**
   * Redraws targets while dragging without touching the dragged element.
   * @param {NonNullable<typeof ui.press>} press
   */
  function redrawMarksOnly(press) {
    for (const el of marksLayer.querySelectorAll('.mark-target, .mark-target-hover')) el.remove();
    const ghost = marksLayer.querySelector('.ghost');
    for (const m of movesFrom(press.origin)) {
      const c = pointXY.get(m.to);
      if (!c) continue;
      const el = targetMark(m, c, press.hover === m.to);
      marksLayer.insertBefore(el, ghost);
    }
    drawTeaching();
  }

  /** @param {PointerEvent} e */
  function onPointerUp(e) {
    const press = ui.press;
    if (!press || e.pointerId !== press.pointerId) return;
    ui.press = null;
    releaseCapture(e.pointerId);
    if (ui.removal) {
      // A removable piece: clicked, or carried anywhere but back to its point.
      const at = toBoard(e.clientX, e.clientY);
      const back = press.dragging && L.pointNear(at) === press.origin.at;
      if (back || !finishRemoval(press.origin.at, press.dragging)) returnHome(press.el, press.origin, at);
      return;
    }
    if (!press.dragging) {
      // A click: it selected the piece on the way down; a click on the
      // already selected piece puts it back down.
      if (press.wasSelected || press.sweepOnly) ui.selected = null;
      else if (ui.selected) select(ui.selected);
      render();
      return;
    }
    const at = toBoard(e.clientX, e.clientY);
    const point = press.sweepOnly ? null : L.pointNear(at);
    if (point && movesFrom(press.origin).some((m) => m.to === point)) {
      const c = /** @type {XY} */ (pointXY.get(point));
      press.el.setAttribute('transform', `translate(${c.x} ${c.y})`);
      if (!commit(press.origin, point, false)) returnHome(press.el, press.origin, at);
      return;
    }
    ui.selected = null;
    if (!L.onBoard(at) && canSweep(press.origin) && options.onSweep) {
      render();
      options.onSweep();
      return;
    }
    if (point) options.announce(t('board.illegal', { point }));
    returnHome(press.el, press.origin, at);
  }

  /** @param {PointerEvent} e */
  function onPointerCancel(e) {
    const press = ui.press;
    if (!press || e.pointerId !== press.pointerId) return;
    ui.press = null;
    releaseCapture(e.pointerId);
    if (press.dragging) returnHome(press.el, press.origin, toBoard(e.clientX, e.clientY));
    else render();
  }

  /** @param {number} pointerId */
  function releaseCapture(pointerId) {
    try {
      if (svg.hasPointerCapture(pointerId)) svg.releasePointerCapture(pointerId);
    } catch {
      // already released
    }
  }

  /**
   * Slides a dropped piece back to where it came from, then redraws.
   * @param {SVGGElement} el
   * @param {Origin} origin
   * @param {XY} from
   */
  function returnHome(el, origin, from) {
    const to = originXY(origin);
    el.classList.remove('dragging');
    el.classList.add('returning');
    // `stop` is declared first: under reduced motion the tween ends at once.
    /** @type {() => void} */
    let stop = () => {};
    stop = tween(DURATION.returnHome, (k) => {
      el.setAttribute('transform', `translate(${from.x + (to.x - from.x) * k} ${from.y + (to.y - from.y) * k})`);
    }, () => {
      returning = returning.filter((f) => f !== stop);
      render();
    });
    returning.push(stop);
  }

  // ---- keyboard input -----------------------------------------------------------
  /** @param {KeyboardEvent} e */
  function onKeyDown(e) {
    if (e.altKey || e.ctrlKey || e.metaKey || !view) return;
    /** @type {Record<string, XY>} */
    const directions = { ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 }, ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 } };
    const dir = directions[e.key];
    if (dir) {
      e.preventDefault();
      ui.keyboard = true;
      const next = L.neighbour(ui.focus, dir);
      if (next) ui.focus = next;
      options.announce(describePoint(ui.focus));
      render();
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      ui.keyboard = true;
      activate();
      return;
    }
    if (e.key === 'Escape' && ui.removal) {
      e.preventDefault();
      cancelRemoval();
      return;
    }
    if (e.key === 'Escape' && ui.selected) {
      e.preventDefault();
      ui.selected = null;
      options.announce(t('board.cancelled'));
      render();
    }
  }

  /**
   * @param {string} name
   * @returns {string}
   */
  function describePoint(name) {
    const kind = pieceAt(name);
    const what = kind ? t(`piece.${kind}`) : t('board.empty');
    if (ui.removal?.candidates.some((m) => m.remove === name)) return t('board.pointRemovable', { point: name, what });
    const targets = ui.selected ? movesFrom(ui.selected).some((m) => m.to === name) : false;
    return t(targets ? 'board.pointTarget' : 'board.point', { point: name, what });
  }

  function activate() {
    if (!view) return;
    const p = ui.focus;
    if (view.readOnly) {
      options.announce(t('board.readOnly'));
      return;
    }
    const kind = pieceAt(p);
    if (ui.removal) {
      if (finishRemoval(p, false)) return;
      if (!kind || p === ui.removal.to) cancelRemoval();
      else askForRemoval();
      return;
    }
    /** @type {Origin | null} */
    const here = kind ? { at: p, side: kind, slot: -1 } : null;
    if (ui.selected) {
      if (movesFrom(ui.selected).some((m) => m.to === p)) {
        commit(ui.selected, p, true);
      } else if (here && sameOrigin(here, ui.selected)) {
        ui.selected = null;
        options.announce(t('board.putBack'));
        render();
      } else if (here && canPick(here)) {
        select(here);
      } else {
        options.announce(t('board.illegal', { point: p }));
      }
      return;
    }
    if (here && canPick(here)) {
      select(here);
      return;
    }
    const placing = view.legal.filter((m) => m.to === p && m.from === null);
    if (placing.length > 0) {
      const side = view.snapshot.toMove;
      const reserve = view.reserves.find((r) => r.side === side);
      const count = view.snapshot.hand[side] ?? 1;
      commit({ at: HAND, side, slot: reserve ? count - 1 : -1 }, p, true);
      return;
    }
    options.announce(t(view.legal.length ? 'board.noMoveHere' : 'board.noMoves', { point: p }));
  }

  /** @param {FocusEvent} _e */
  function onBlur(_e) {
    if (ui.keyboard) {
      ui.keyboard = false;
      render();
    }
  }

  /** @param {Event} e */
  const prevent = (e) => e.preventDefault();

  svg.addEventListener('pointerdown', onPointerDown);
  svg.addEventListener('pointermove', onPointerMove);
  svg.addEventListener('pointerup', onPointerUp);
  svg.addEventListener('pointercancel', onPointerCancel);
  svg.addEventListener('keydown', onKeyDown);
  svg.addEventListener('blur', onBlur);
  // A long press on touch screens must not open a menu or start a text drag.
  svg.addEventListener('contextmenu', prevent);
  svg.addEventListener('dragstart', prevent);

  // ---- the public face --------------------------------------------------------
  /**
   * @param {BoardView} next
   * @param {{ animate?: boolean }} [how]
   */
  function set(next, how = {}) {
    const previous = view;
    // A redraw of the same moment (say, the thinking flag changed) lets a
    // piece that is still gliding in finish its way; anything else stops it.
    const sameMoment = !!previous && previous.snapshot.ply === next.snapshot.ply
      && previous.snapshot.plies === next.snapshot.plies && previous.snapshot.game === next.snapshot.game
      && previous.snapshot.lastMove?.text === next.snapshot.lastMove?.text;
    if (sameMoment) {
      for (const stop of returning) stop();
      returning = [];
    } else {
      stopAnimations();
    }
    if (ui.press) {
      releaseCapture(ui.press.pointerId);
      ui.press = null;
    }
    dragLayer.textContent = '';
    view = next;
    // A removal step survives a redraw of the same moment (its moves still
    // legal); anything else ends it.
    if (ui.removal && !(sameMoment && ui.removal.candidates.every((c) => next.legal.some((m) => m.text === c.text)))) {
      ui.removal = null;
      options.onRemovalStep?.();
    }
    // A selection only survives if it still means something.
    if (ui.selected && !canPick(ui.selected)) ui.selected = null;
    render();
    const move = next.snapshot.lastMove;
    if (how.animate && move && previous) animateArrival(move, previous);
    if (move && previous && next.snapshot.ply === previous.snapshot.ply + 1) {
      // A piece that glides in takes what it captures once it has arrived.
      animateCaptures(previous.snapshot, next.snapshot, how.animate ? DURATION.computer : 0);
    }
    ui.pendingFrom = null;
  }

  /**
   * Slides the piece that just arrived at `move.to` in from its origin: the
   * point it left, or the hand slot it came from.
   * @param {MoveView} move
   * @param {BoardView} previous
   */
  function animateArrival(move, previous) {
    const el = /** @type {SVGGElement | null} */ (piecesLayer.querySelector(`[data-at="${CSS.escape(move.to)}"]`));
    if (!el) return;
    let from = ui.pendingFrom;
    if (!from && move.from) from = pointXY.get(move.from) ?? null;
    if (!from && !move.from) {
      const side = /** @type {Side} */ (el.dataset.piece);
      const reserve = previous.reserves.find((r) => r.side === side);
      const before = previous.snapshot.hand[side] ?? 0;
      if (reserve && before > 0) from = L.slotXY(reserve.place, before - 1);
    }
    if (from) glideIn(move.to, from, DURATION.computer);
  }

  /**
   * Stones that were on the board before the move and are gone after it
   * (other than the one that moved) shrink and fade away. Under reduced
   * motion the tween ends at once and nothing is left behind.
   * @param {Snapshot} before
   * @param {Snapshot} after
   * @param {number} delay   ms the piece stays in place first, marked as taken
   */
  function animateCaptures(before, after, delay) {
    const from = after.lastMove?.from;
    const still = new Set(after.pieces.map((p) => p.at));
    for (const p of before.pieces) {
      if (still.has(p.at) || p.at === from || p.at === ui.draggedOff) continue;
      const c = pointXY.get(p.at);
      if (!c) continue;
      const el = drawPiece(p.kind, p.at, c, radius, ids);
      // A leaving stone is no longer a piece for tests or for input.
      el.removeAttribute('data-piece');
      el.removeAttribute('data-at');
      el.classList.add('leaving');
      el.setAttribute('data-leaving', p.at);
      leavingLayer.append(el);
      /** @type {() => void} */
      let stop = () => {};
      const fade = () => {
        stop = tween(DURATION.capture, (k) => {
          el.setAttribute('transform', `translate(${c.x} ${c.y - 0.25 * U * k}) scale(${1 - 0.6 * k})`);
          el.style.opacity = String(1 - k);
        }, () => {
          el.remove();
          leaving = leaving.filter((f) => f !== cancel);
        }, easeOutCubic);
      };
      const timer = delay > 0 && !reducedMotion() ? setTimeout(fade, delay) : null;
      const cancel = () => {
        if (timer !== null) clearTimeout(timer);
        stop();
        el.remove();
      };
      leaving.push(cancel);
      if (timer === null) fade();
    }
  }

  return {
    element: svg,
    aspect: L.aspect,
    set,
    showCoordinates(show) {
      svg.toggleAttribute('data-coords-hidden', !show);
    },
    removing: () => ui.removal !== null,
    destroy() {
      stopAnimations();
      svg.remove();
    },
  };
}
