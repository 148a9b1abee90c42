// @ts-check
// The board as the game page shows it: built from the engine's description
// for the game's options (so it is up before the engine), redrawn from the
// session's state — the position on view, the moves the player may make
// now, the reserves, teaching aids — and the game's line of facts under it.
// The board is turned for a player on the other side of the description's
// default player (Achi, Six Stones, Morris: one's own pieces at the
// bottom), and "Turn the board" (`turnControl`, among the page's buttons)
// turns it by hand, for two players sharing a screen.

import { startView } from '../catalog.js';
import { createBoard } from '../board.js';
import { boardLayout } from '../board/layout.js';
import { replaceChildren } from '../dom.js';
import { t } from '../i18n.js';
import { afterNextFrame, nextTask } from '../tasks.js';
import { button } from './controls.js';

/** @typedef {import('../types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../types.js').MoveView} MoveView */
/** @typedef {import('../games/registry.js').Presentation} Presentation */
/** @typedef {import('./session.js').SessionState} SessionState */
/** @typedef {import('../board.js').Board} Board */
/** @typedef {import('./session.js').Play} Play */

/** Performance entries the measurement scripts read: the board first drawn, and the first moment a player can move. */
const BOARD_MARK = 'tabuleiro:board';
const INTERACTIVE_MARK = 'tabuleiro:interactive';

/**
 * @typedef {Object} BoardViewOptions
 * @property {CatalogEntry} entry
 * @property {Presentation} pres
 * @property {HTMLElement} wrap      where the board goes
 * @property {HTMLElement} infoBox   where the line of facts goes
 * @property {(text: string) => void} announce
 * @property {(move: MoveView, animate: boolean) => void} onMove
 * @property {() => void} onSweep   a piece was dragged off the board after the game: a new game
 * @property {() => void} onRemovalStep
 */

/** @param {string} name  a performance mark, set the first time only */
function markOnce(name) {
  if (performance.getEntriesByName(name).length === 0) performance.mark(name);
}

/** @param {BoardViewOptions} opts */
export function createBoardView(opts) {
  const { entry, pres } = opts;
  const slot = boardSlot(opts, () => orientation());
  let coords = true;
  /** the player turned the board by hand */
  let flipped = false;
  /** @type {Pick<Play, 'mode' | 'human'> | null} */
  let seat = null;
  /**
   * A preview still waiting for its task, with its options: a board built
   * or drawn for real before that task supersedes it.
   * @type {{ options: GameOptions } | null}
   */
  let waiting = null;

  /** @returns {'standard' | 'turned'} */
  function orientation() {
    const across = !!seat && seat.mode === 'ai' && seat.human !== entry.human;
    return pres.turnable && across !== flipped ? 'turned' : 'standard';
  }

  /**
   * The player's seat: the board follows it.
   * @param {Pick<Play, 'mode' | 'human'>} play
   */
  function follow(play) {
    seat = play;
    slot.board?.setOrientation(orientation());
  }

  const flipButton = pres.turnable ? button('flip', t('action.flip'), () => {
    flipped = !flipped;
    slot.board?.setOrientation(orientation());
    flipButton?.setAttribute('aria-pressed', String(flipped));
  }) : null;
  flipButton?.setAttribute('aria-pressed', 'false');

  /**
   * Builds the board for these options, unless the one on the page fits.
   * @param {GameOptions} options
   */
  function ensure(options) {
    waiting = null;
    slot.build(options, coords);
    slot.place();
  }

  /**
   * The start position, read-only, while the engine loads. The board's
   * shape is kept for it at once; the drawing, the costliest part of the
   * first page, comes in a task of its own (the board built off the page)
   * and, once the page around it has been rendered, in another (its pieces
   * drawn and the whole put on the page), so that the board is laid out
   * and painted in a frame of its own: neither it nor the page around it
   * holds a slow phone's main thread for long.
   * @param {GameOptions} options
   * @param {import('./session.js').Play} play
   * @param {() => void} [onShown]   the preview has been rendered (not called if a real draw came first)
   * @returns {Snapshot} the picture to be drawn
   */
  function preview(options, play, onShown) {
    seat = play;
    const { geometry, start } = startView(entry, options);
    const snapshot = startSnapshot(entry, start);
    opts.wrap.style.setProperty('--board-ratio', String(boardLayout(geometry, entry.board.hand).aspect));
    const ask = { options };
    waiting = ask;
    nextTask().then(() => {
      if (waiting === ask) slot.build(options, coords);
    });
    afterNextFrame().then(() => {
      if (waiting !== ask) return;
      drawPreview(options, snapshot);
      afterNextFrame().then(() => onShown?.());
    });
    return snapshot;
  }

  /**
   * @param {GameOptions} options
   * @param {Snapshot} snapshot
   */
  function drawPreview(options, snapshot) {
    ensure(options);
    slot.board?.set({ snapshot, legal: [], reserves: pres.reserves(entry), sweepable: [], readOnly: true, loading: true, teach: null });
    markLive(slot.board?.element, false);
    replaceChildren(opts.infoBox, pres.info ? pres.info(snapshot, false) : null);
    markOnce(BOARD_MARK);
  }

  /**
   * @param {SessionState} s
   * @param {boolean} teaching
   * @param {{ animate?: boolean }} how
   */
  function draw(s, teaching, how) {
    if (waiting) ensure(waiting.options);
    const board = slot.board;
    if (!board) return;
    if (seat?.mode !== s.play.mode || seat.human !== s.play.human) follow(s.play);
    const interactive = s.viewing === null && s.playerToMove && !s.thinking && !s.paused;
    /** @type {Side[]} */
    const sweepable = s.over && s.viewing === null && !s.thinking && !s.paused
      ? (s.play.mode === 'ai' ? [s.play.human] : entry.sides.map((x) => x.id)) : [];
    board.set({
      snapshot: s.shown,
      legal: interactive ? s.shown.legal : [],
      reserves: pres.reserves(entry),
      sweepable,
      readOnly: s.viewing !== null,
      teach: teaching ? s.shown.hints ?? null : null,
    }, how);
    markLive(board.element, true);
    opts.wrap.classList.toggle('history', s.viewing !== null);
    replaceChildren(opts.infoBox, pres.info ? pres.info(s.shown, teaching) : null);
    markOnce(BOARD_MARK);
    if (interactive) markOnce(INTERACTIVE_MARK);
  }

  return {
    ensure,
    preview,
    draw,
    /** @param {boolean} show */
    showCoordinates(show) {
      coords = show;
      slot.board?.showCoordinates(show);
    },
    removing: () => slot.board?.removing() ?? false,
    /** the "Turn the board" button, for games drawn either way round (null otherwise) */
    turnControl: flipButton,
    destroy: () => {
      waiting = null;
      slot.board?.destroy();
    },
  };
}

/**
 * The page's one board: built for the options' geometry off the page, then
 * put on it (a preview does the two in tasks of their own); kept while the
 * geometry stays the same.
 * @param {BoardViewOptions} opts
 * @param {() => 'standard' | 'turned'} orientation
 */
function boardSlot(opts, orientation) {
  const { entry, pres } = opts;
  /** @type {Board | null} */
  let board = null;
  let geometryKey = '';
  /** built, not yet on the page */
  let unplaced = false;
  return {
    get board() { return board; },
    /**
     * @param {GameOptions} options
     * @param {boolean} coords
     */
    build(options, coords) {
      const { geometry } = startView(entry, options);
      const key = JSON.stringify(geometry);
      if (board && key === geometryKey) return;
      board?.destroy();
      geometryKey = key;
      board = createBoard({
        geometry,
        handSize: entry.board.hand,
        decorations: pres.board,
        onMove: (move, how) => opts.onMove(move, how.animate),
        onSweep: opts.onSweep,
        announce: opts.announce,
        // The board may tell this while it redraws: let it finish first.
        onRemovalStep: () => queueMicrotask(opts.onRemovalStep),
        orientation: orientation(),
      });
      board.showCoordinates(coords);
      unplaced = true;
    },
    place() {
      if (!board || !unplaced) return;
      unplaced = false;
      opts.wrap.style.setProperty('--board-ratio', String(board.aspect));
      replaceChildren(opts.wrap, board.element);
    },
  };
}

/**
 * The start position as a snapshot, from the catalog alone (the picture
 * drawn before the engine is up).
 * @param {CatalogEntry} entry
 * @param {ReturnType<typeof startView>['start']} start   the catalog's start for the options, if it has one
 * @returns {Snapshot}
 */
function startSnapshot(entry, start) {
  const first = start?.toMove ?? entry.first;
  return {
    game: entry.id, ply: 0, plies: 0, toMove: first, first,
    pieces: start?.pieces ?? [], marks: start?.marks ?? [], hand: start?.hand ?? {}, phases: start?.phases,
    lastMove: null, legal: [], outcome: null, nextFirst: null, noProgress: 0,
    noProgressLimit: entry.noProgressLimit ?? undefined, canUndo: false, canRedo: false,
  };
}

/**
 * The board is `svg[data-board]` (the hook tests and tools wait for) once
 * it can be played; the picture drawn before the engine is up is
 * `svg[data-board-preview]`, so nobody clicks a board that cannot answer.
 * @param {SVGSVGElement | undefined} svg
 * @param {boolean} live
 */
function markLive(svg, live) {
  svg?.toggleAttribute('data-board', live);
  svg?.toggleAttribute('data-board-preview', !live);
}
