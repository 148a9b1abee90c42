// @ts-check
// A game session, without the DOM: the engine's match, the position on
// view, who moved first, the settings that shape play (opponent, level,
// the player's side), whether the computer is thinking and whether the
// parent page paused the game, and whether two computers playing each other
// wait for a step. Every change is one call that updates the
// state and tells the subscribers what happened; views redraw from
// `state()`, reporters react to the change. It holds no rule: the engine's
// snapshots say whose turn it is, what is legal, who won and who starts
// next; the catalog says which sides and options exist.

/** @typedef {import('../types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('../types.js').GameHandle} GameHandle */
/** @typedef {import('../types.js').GameHandleClass} GameHandleClass */
/** @typedef {import('../types.js').GameOptions} GameOptions */
/** @typedef {import('../types.js').ReplayFault} ReplayFault */
/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../types.js').Mode} Mode */

/**
 * @typedef {Object} Play
 * @property {Mode} mode      'ai' against the computer, 'local' two players, 'watch' computer against computer
 * @property {number} level   1-based: the computer's (in 'watch', the one in the other seat than `human`)
 * @property {Side} human     the player's side against the computer (in 'watch', the seat `level2` plays)
 * @property {number} [level2]  1-based: in 'watch', the level of the computer in the player's seat (else `level`)
 */

/**
 * What subscribers hear. `start`: a new game (or a record replayed);
 * `move`: a ply was added (`by` the player, the computer or a helper's
 * suggestion; `animate` when the piece must glide in); `undo`/`redo`:
 * moves taken back or played again; `cut`: the record was cut at a viewed
 * position; `view`: another ply is shown; `play`: opponent, level or side
 * changed; `thinking`, `paused`, `held`: those flags changed; `hint`: a move was
 * suggested to the player (shown, not played).
 * @typedef {{ type: 'start', quiet: boolean }
 *   | { type: 'move', by: 'player' | 'computer', animate: boolean }
 *   | { type: 'undo' } | { type: 'redo' } | { type: 'cut' } | { type: 'view' }
 *   | { type: 'play', what: 'mode' | 'level' | 'side' | 'level2' }
 *   | { type: 'thinking' } | { type: 'paused' } | { type: 'held' } | { type: 'hint' }} Change
 */

/**
 * @typedef {Object} SessionState
 * @property {CatalogEntry} entry
 * @property {string} key      changes with every new game (the worker keeps one match per key)
 * @property {GameOptions} options   the game's complete start options
 * @property {Snapshot} live   the game as it stands
 * @property {Snapshot} shown  the position on the board: `live`, or an earlier one
 * @property {number | null} viewing   the earlier ply shown, or null
 * @property {string[]} moves
 * @property {Play} play
 * @property {null | 'computer' | 'helper'} thinking
 * @property {boolean} paused
 * @property {boolean} held   computer against computer: the computers wait for a step
 * @property {boolean} over
 * @property {boolean} playerToMove   the live position waits for a human's move
 * @property {string | null} hint   a move suggested for the live position, until the game moves on
 * @property {number} hints   hints asked for in this game
 */


let sessionCount = 0;

/** A game session; see the file's opening comment. */
export class Session {
  /** @type {GameHandle | null} */
  #handle = null;
  /** @type {GameOptions} */
  #options = {};
  #key = '';
  /** @type {Snapshot | null} */
  #live = null;
  /** @type {number | null} */
  #viewing = null;
  /** @type {null | 'computer' | 'helper'} */
  #thinking = null;
  #paused = false;
  /** @type {string | null} */
  #hint = null;
  #hints = 0;
  #held = false;
  /** @type {Play} */
  #play;
  /** @type {Set<(change: Change, state: SessionState) => void>} */
  #listeners = new Set();

  /**
   * @param {Object} opts
   * @param {CatalogEntry} opts.entry
   * @param {GameHandleClass} opts.GameHandle
   * @param {Play} opts.play
   */
  constructor(opts) {
    this.entry = opts.entry;
    this.GameHandle = opts.GameHandle;
    /** @type {Play} */
    this.#play = { ...opts.play };
  }

  /** @returns {SessionState} */
  state() {
    const handle = this.#handle;
    const live = this.#live;
    if (!handle || !live) throw new Error('the session has no game yet');
    const shown = this.#viewing === null ? live : handle.snapshot(this.#viewing);
    const over = !!live.outcome;
    return {
      entry: this.entry,
      key: this.#key,
      options: this.#options,
      live,
      shown,
      viewing: this.#viewing,
      moves: handle.moves(),
      play: this.#play,
      thinking: this.#thinking,
      paused: this.#paused,
      held: this.#held,
      over,
      playerToMove: !over && (this.#play.mode === 'local' || (this.#play.mode === 'ai' && live.toMove === this.#play.human)),
      hint: this.#hint,
      hints: this.#hints,
    };
  }

  /**
   * @param {(change: Change, state: SessionState) => void} listener
   * @returns {() => void} unsubscribe
   */
  subscribe(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** @param {Change} change */
  #tell(change) {
    // Before the first game there is no state to tell about.
    if (!this.#handle) return;
    const s = this.state();
    for (const listener of [...this.#listeners]) listener(change, s);
  }

  /**
   * A new game with these options, replaying `moves`. A record that goes
   * wrong part-way keeps the moves before the fault, which is returned.
   * @param {GameOptions} options   complete, checked against the catalog
   * @param {string[]} [moves]
   * @param {boolean} [quiet]   the same game rebuilt (a new language): no `start` for the parent
   * @returns {ReplayFault | null}
   */
  newGame(options, moves = [], quiet = false) {
    const next = new this.GameHandle(this.entry.id, options, moves);
    this.#handle?.free?.();
    this.#handle = next;
    this.#options = next.options();
    sessionCount += 1;
    this.#key = `${this.entry.id}-${sessionCount}`;
    this.#live = next.snapshot();
    this.#viewing = null;
    this.#hint = null;
    this.#hints = 0;
    this.#tell({ type: 'start', quiet });
    return next.fault();
  }

  /**
   * Plays a move; returns why it was refused, or null.
   * @param {string} text
   * @param {{ by: 'player' | 'computer', animate: boolean }} how
   * @returns {string | null}
   */
  play(text, how) {
    if (!this.#handle) return 'no game';
    try {
      this.#live = this.#handle.play(text);
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
    this.#hint = null;
    this.#tell({ type: 'move', by: how.by, animate: how.animate && this.#viewing === null });
    return null;
  }

  /**
   * Against the computer, whole turns go back: the player's move and the
   * reply. Between two computers one ply goes back, and they wait (else
   * the move would be played again at once).
   */
  undo() {
    if (this.#play.mode === 'watch') this.#held = true;
    this.#step((h) => h.undo(), (live) => live.canUndo);
    this.#tell({ type: 'undo' });
  }

  redo() {
    this.#step((h) => h.redo(), (live) => live.canRedo);
    this.#tell({ type: 'redo' });
  }

  /**
   * One step back or forward, then more until it is the player's turn
   * (against the computer).
   * @param {(handle: GameHandle) => Snapshot} step
   * @param {(live: Snapshot) => boolean} more
   */
  #step(step, more) {
    const handle = this.#handle;
    if (!handle) return;
    this.#viewing = null;
    this.#hint = null;
    let live = step(handle);
    if (this.#play.mode === 'ai') {
      while (live.toMove !== this.#play.human && more(live)) live = step(handle);
    }
    this.#live = live;
  }

  /** @returns {boolean} whether the player has a move of their own to take back */
  playerCanUndo() {
    const handle = this.#handle;
    const live = this.#live;
    if (!handle || !live || !live.canUndo) return false;
    if (this.#play.mode !== 'ai') return true;
    // Some ply so far was the player's: the side to move at ply 0 or 1.
    if (handle.snapshot(0).toMove === this.#play.human) return true;
    return live.ply >= 2 && handle.snapshot(1).toMove === this.#play.human;
  }

  /** @param {number} ply  the ply to show; past the last one: the live game */
  view(ply) {
    if (!this.#live) return;
    this.#viewing = ply >= this.#live.plies ? null : Math.max(0, Math.floor(ply));
    this.#tell({ type: 'view' });
  }

  /** Cuts the record at the ply on view and plays on from there. */
  playFromHere() {
    if (!this.#handle || this.#viewing === null) return;
    this.#live = this.#handle.truncate(this.#viewing);
    this.#viewing = null;
    this.#tell({ type: 'cut' });
  }

  /** @param {Partial<Play>} change */
  setPlay(change) {
    for (const what of /** @type {const} */ (['mode', 'level', 'side', 'level2'])) {
      const field = what === 'side' ? 'human' : what;
      const value = change[field];
      if (value === undefined || value === this.#play[field]) continue;
      this.#play = { ...this.#play, [field]: value };
      this.#tell({ type: 'play', what });
    }
  }

  /** @param {null | 'computer' | 'helper'} what */
  setThinking(what) {
    if (what === this.#thinking) return;
    this.#thinking = what;
    this.#tell({ type: 'thinking' });
  }

  /**
   * Shows a move to the player (the hint button): kept until the game moves
   * on, and counted for this game.
   * @param {string} move
   */
  showHint(move) {
    this.#hint = move;
    this.#hints += 1;
    this.#tell({ type: 'hint' });
  }

  /** @param {boolean} held  computer against computer: wait for a step (or go on) */
  setHeld(held) {
    if (held === this.#held) return;
    this.#held = held;
    this.#tell({ type: 'held' });
  }

  /**
   * The level the computer plays the side to move at: in 'watch' each seat
   * has its own.
   * @returns {number}
   */
  levelToMove() {
    const live = /** @type {Snapshot} */ (this.#live);
    return this.#play.mode === 'watch' && live.toMove === this.#play.human ? this.#play.level2 ?? this.#play.level : this.#play.level;
  }

  /** @param {boolean} paused */
  setPaused(paused) {
    if (paused === this.#paused) return;
    this.#paused = paused;
    this.#tell({ type: 'paused' });
  }

  /**
   * @param {number} ply
   * @returns {Side} the side that made move `ply + 1`
   */
  byPly(ply) {
    return /** @type {GameHandle} */ (this.#handle).snapshot(ply).toMove;
  }

  /** @returns {Side} who moves first in the next game (the engine's rule) */
  nextFirst() {
    const live = /** @type {Snapshot} */ (this.#live);
    // An unfinished game is started again by the same side.
    return live.nextFirst ?? live.first;
  }

  destroy() {
    this.#listeners.clear();
    this.#handle?.free?.();
    this.#handle = null;
  }
}

/**
 * @param {ConstructorParameters<typeof Session>[0]} opts
 * @returns {Session}
 */
export function createSession(opts) {
  return new Session(opts);
}
