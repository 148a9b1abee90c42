// @ts-check
// One "try it" diagram of a How-to-play page: a small position drawn by the
// game's own board component, set up by replaying a record in the engine,
// in which the reader makes the move the text describes — by drag, click or
// keyboard, as in a game. The asked-for move is played and its result shown
// (a mill, a capture, a removal, a win); any other legal move is answered
// kindly and the pieces go back; "Start again" sets the position up anew.
// Moves the rules refuse never reach it: the board, which knows only the
// legal moves, puts the piece back and says why (shown in the feedback line).

import { createBoard } from '../board.js';
import { h, replaceChildren } from '../dom.js';
import { t } from '../i18n.js';
import { isAsked } from './lesson.js';

/** @typedef {import('../types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../types.js').MoveView} MoveView */
/** @typedef {import('../types.js').GameHandle} GameHandle */
/** @typedef {import('../engine.js').Engine} Engine */
/** @typedef {import('../board.js').Board} Board */
/** @typedef {import('../board.js').BoardView} BoardView */
/** @typedef {import('../games/registry.js').Presentation} Presentation */
/** @typedef {import('./lesson.js').Diagram} Diagram */
/** @typedef {import('./lesson.js').SectionText} SectionText */

/**
 * Where the reader is with a diagram (the figure's `data-howto-state`):
 * loading (no engine yet), ready (waiting for the move), wrong (another
 * move was tried and taken back), removing (a Morris mill waits for the
 * piece to take), done (the move is made), broken (the record would not
 * replay — a bug, said plainly).
 * @typedef {'loading' | 'ready' | 'wrong' | 'removing' | 'done' | 'broken'} TrialState
 */

/**
 * @typedef {Object} DiagramOptions
 * @property {string} id              the section's id
 * @property {CatalogEntry} entry
 * @property {Presentation} pres
 * @property {Diagram} diagram
 * @property {SectionText} words
 * @property {(text: string) => void} announce   the page's live region (for what the feedback line does not show)
 */

/** A "try it" diagram; see the file's opening comment. */
export class DiagramView {
  /** @type {GameHandle | null} */
  handle = null;
  /** @type {Board | null} */
  board = null;
  /** @type {BoardView | null} the position set up, ready for the move */
  start = null;
  /** @type {TrialState} */
  state = 'loading';

  /** @param {DiagramOptions} opts */
  constructor(opts) {
    this.opts = opts;
    this.boardBox = h('div', { class: 'howto-board' });
    this.feedback = h('p', { class: 'howto-feedback', role: 'status', 'data-howto-feedback': '' }, t('howto.loadingDiagram'));
    this.resetButton = h('button', {
      type: 'button', class: 'btn small', 'data-action': 'howto-reset', disabled: true, onclick: () => this.reset(),
    }, t('howto.reset'));
    // The task comes first: on a phone it is read before the board.
    this.element = h('figure', { class: 'howto-diagram', 'data-howto-diagram': opts.id, 'data-howto-state': 'loading' },
      h('figcaption', { class: 'howto-task' }, h('strong', {}, t('howto.tryIt')), opts.words.task ?? ''),
      this.boardBox,
      this.feedback,
      h('div', { class: 'howto-actions' }, this.resetButton));
  }

  /**
   * The engine is up: the record is replayed and the board drawn.
   * @param {Engine} engine
   */
  attachEngine(engine) {
    if (this.handle || this.state === 'broken') return;
    const { entry, diagram } = this.opts;
    let snapshot;
    try {
      const handle = new engine.GameHandle(entry.id, diagram.options, diagram.moves);
      this.handle = handle;
      const fault = handle.fault();
      if (fault) throw new Error(`${fault.move}: ${fault.message}`);
      snapshot = handle.snapshot();
    } catch (err) {
      this.breakDown(err);
      return;
    }
    this.build(snapshot);
    this.reset();
  }

  /**
   * The board for the position set up (reserves only where pieces wait in hand).
   * @param {Snapshot} snapshot
   */
  build(snapshot) {
    const { entry, pres } = this.opts;
    const inHand = Object.values(snapshot.hand).some((n) => n > 0);
    const board = createBoard({
      geometry: /** @type {GameHandle} */ (this.handle).geometry(),
      handSize: inHand ? entry.board.hand : 0,
      onMove: (move, how) => this.tried(move, how.animate),
      announce: (text) => this.boardSays(text),
      // The board may tell this while it redraws: let it finish first.
      onRemovalStep: () => queueMicrotask(() => this.removalStep()),
    });
    board.showCoordinates(true);
    this.board = board;
    this.boardBox.style.setProperty('--board-ratio', String(board.aspect));
    replaceChildren(this.boardBox, board.element);
    // The record's last move is how the position was reached, not part of
    // the lesson: it is not marked.
    this.start = {
      snapshot: { ...snapshot, lastMove: null },
      legal: snapshot.legal,
      reserves: pres.reserves(entry),
      sweepable: [],
      readOnly: false,
      teach: snapshot.hints ?? null,
    };
  }

  /** Sets the position up again, ready for the move. */
  reset() {
    const { handle, board, start } = this;
    if (!handle || !board || !start) return;
    handle.truncate(this.opts.diagram.moves.length);
    board.set(start);
    this.show('ready', '');
  }

  /**
   * The reader made a legal move on the board.
   * @param {MoveView} move
   * @param {boolean} animate   false after a drag: the piece is already there
   */
  tried(move, animate) {
    const { handle, board, start } = this;
    if (!handle || !board || !start || this.state === 'done') return;
    if (!isAsked(this.opts.diagram, move.text)) {
      // Back where it was, with a word on what was asked for.
      board.set(start);
      this.show('wrong', t('howto.wrong', { move: move.text }));
      return;
    }
    let after;
    try {
      after = handle.play(move.text);
    } catch (err) {
      board.set(start);
      this.show('wrong', err instanceof Error ? err.message : String(err));
      return;
    }
    board.set({ ...start, snapshot: after, legal: [], reserves: start.reserves, teach: after.hints ?? null }, { animate });
    this.show('done', this.opts.words.done ?? '');
  }

  /**
   * A Morris mill was dropped and the board waits for the piece to take
   * (it has said which), or the move was called off.
   */
  removalStep() {
    if (!this.board || this.state === 'done') return;
    if (this.board.removing()) this.show('removing');
    else if (this.state === 'removing') this.show('ready');
  }

  /**
   * What the board says (a refused drop, a piece picked up, the pieces a
   * mill may take, a point under the keyboard's focus) shows in the
   * feedback line while the reader is trying; once the move is made, the
   * result stays there and the board speaks through the page's live region.
   * @param {string} text
   */
  boardSays(text) {
    if (this.state === 'done') this.opts.announce(text);
    else this.feedback.textContent = text;
  }

  /**
   * @param {TrialState} state
   * @param {string} [text]   the feedback line's new words (kept when left out)
   */
  show(state, text) {
    this.state = state;
    this.element.dataset.howtoState = state;
    if (text !== undefined) this.feedback.textContent = text;
    this.resetButton.disabled = state === 'loading' || state === 'broken';
  }

  /** @param {unknown} err */
  breakDown(err) {
    this.handle?.free?.();
    this.handle = null;
    this.show('broken', t('howto.broken', { message: err instanceof Error ? err.message : String(err) }));
  }

  destroy() {
    this.board?.destroy();
    this.handle?.free?.();
    this.handle = null;
  }
}
