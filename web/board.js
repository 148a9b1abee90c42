// @ts-check
// The generic SVG board: draws any game's geometry (points joined by lines,
// or squares), its pieces and the pieces still in hand, and turns pointer
// and keyboard input into one of the legal moves it was given. It knows no
// rules and no game: the caller hands it a snapshot and the moves the
// player may make now, and the game's decoration hooks add its own marks.
//
// This module only wires the parts in web/board/ (after chessground):
// state.js (the UI state and what input means, pure), render.js (what is on
// screen), drag.js (pointer), keys.js (keyboard), anim.js (animations),
// removal.js (the removal step), effects.js (carrying out what input
// means), layout.js and draw.js (where and how things are drawn). Three kinds of state are kept apart, as in Tatham's
// puzzles: the view the caller set (read-only here), the UI state, and
// what is on screen, which is redrawn from the other two and is disposable.

import { arrive, createMotion, fadeCaptures, stopAll, stopReturns } from './board/anim.js';
import { listenToPointer, release } from './board/drag.js';
import { carryOut } from './board/effects.js';
import { listenToKeys } from './board/keys.js';
import { createScreen, orient, render } from './board/render.js';
import { initialUi, sameMoment, setView } from './board/state.js';
import { DURATION } from './board/tween.js';

/** @typedef {import('./types.js').Geometry} Geometry */
/** @typedef {import('./types.js').MoveView} MoveView */
/** @typedef {import('./board/state.js').BoardView} BoardView */
/** @typedef {import('./board/state.js').UiState} UiState */
/** @typedef {import('./board/state.js').Step} Step */
/** @typedef {import('./board/render.js').Screen} Screen */
/** @typedef {import('./board/render.js').BoardDecorations} BoardDecorations */
/** @typedef {import('./board/anim.js').Motion} Motion */
/** @typedef {import('./board/layout.js').Orientation} Orientation */

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
 * @property {BoardDecorations} [decorations]   the game's own marks (its presentation's `board`)
 * @property {Orientation} [orientation]   'turned': drawn turned by 180° (default 'standard')
 */

/**
 * @typedef {Object} Board
 * @property {SVGSVGElement} element
 * @property {(view: BoardView, how?: { animate?: boolean }) => void} set
 * @property {number} aspect   width / height of the drawing, for layout
 * @property {(show: boolean) => void} showCoordinates
 * @property {() => boolean} removing   the removal step waits for the player's choice
 * @property {() => Orientation} orientation
 * @property {(orientation: Orientation) => void} setOrientation   turns the board (pieces, coordinates, reserves, input)
 * @property {() => void} destroy
 */

/**
 * The board's insides as drag.js and keys.js see them.
 * @typedef {Object} Ctx
 * @property {BoardOptions} options
 * @property {BoardDecorations} deco
 * @property {BoardView | null} view   as the owner set it
 * @property {UiState} ui
 * @property {Screen} screen
 * @property {Motion} motion
 * @property {(step: Step) => void} apply   takes a step's UI state and carries out its effects
 * @property {() => void} render
 */

/**
 * @param {BoardOptions} options
 * @returns {Board}
 */
export function createBoard(options) {
  const screen = createScreen(options.geometry, options.handSize, options.orientation ?? 'standard');
  const motion = createMotion();
  /** @type {Ctx} */
  const b = {
    options,
    deco: options.decorations ?? {},
    view: null,
    ui: initialUi(screen.layout.centrePoint()),
    screen,
    motion,
    apply,
    render: () => render(screen, b.view, b.ui, b.deco),
  };

  /** @param {Step} step */
  function apply(step) {
    b.ui = step.ui;
    for (const effect of step.effects) carryOut(b, effect);
  }

  /**
   * @param {BoardView} next
   * @param {{ animate?: boolean }} [how]
   */
  function set(next, how = {}) {
    const previous = b.view;
    // A redraw of the same moment (say, the thinking flag changed) lets a
    // piece that is still gliding in finish its way; anything else stops it.
    if (sameMoment(previous, next)) stopReturns(motion);
    else stopAll(motion, screen);
    if (b.ui.press) release(screen.svg, b.ui.press.pointerId);
    screen.layers.drag.textContent = '';
    screen.carried = null;
    const { glideFrom } = b.ui;
    b.view = next;
    apply(setView(previous, next, b.ui));
    b.render();
    const move = next.snapshot.lastMove;
    if (how.animate && move && previous) arrive(motion, screen, move, previous, glideFrom);
    if (move && previous && next.snapshot.ply === previous.snapshot.ply + 1) {
      // A piece that glides in takes what it captures once it has arrived.
      fadeCaptures(motion, screen, previous.snapshot, next.snapshot, how.animate ? DURATION.computer : 0);
    }
  }

  /** @param {Orientation} orientation */
  function setOrientation(orientation) {
    if (orientation === screen.layout.orientation) return;
    stopAll(motion, screen);
    if (b.ui.press) release(screen.svg, b.ui.press.pointerId);
    b.ui = { ...b.ui, press: null };
    screen.layers.drag.textContent = '';
    screen.carried = null;
    orient(screen, orientation);
    b.render();
  }

  const unlisten = [listenToPointer(b), listenToKeys(b)];
  // A long press on touch screens must not open a menu or start a text drag.
  /** @param {Event} e */
  const prevent = (e) => e.preventDefault();
  screen.svg.addEventListener('contextmenu', prevent);
  screen.svg.addEventListener('dragstart', prevent);

  return {
    element: screen.svg,
    aspect: screen.layout.aspect,
    set,
    showCoordinates(show) {
      screen.svg.toggleAttribute('data-coords-hidden', !show);
    },
    removing: () => b.ui.removal !== null,
    orientation: () => screen.layout.orientation,
    setOrientation,
    destroy() {
      stopAll(motion, screen);
      for (const stop of unlisten) stop();
      screen.svg.remove();
    },
  };
}
