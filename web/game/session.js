// @ts-check
// A game session, without the DOM: the engine's match, the position on
// view, who moved first, the settings that shape play (opponent, level,
// the player's side), whether the computer is thinking and whether the
// parent page paused the game. Every change is one call that updates the
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
 * @property {Mode} mode
 * @property {number} level   1-based
 * @property {Side} human     the player's side against the computer
 */

/**
 * What subscribers hear. `start`: a new game (or a record replayed);
 * `move`: a ply was added (`by` the player, the computer or a helper's
 * suggestion; `animate` when the piece must glide in); `undo`/`redo`:
 * moves taken back or played again; `cut`: the record was cut at a viewed
 * position; `view`: another ply is shown; `play`: opponent, level or side
 * changed; `thinking`, `paused`: those flags changed.
 * @typedef {{ type: 'start', quiet: boolean }
 *   | { type: 'move', by: 'player' | 'computer', animate: boolean }
 *   | { type: 'undo' } | { type: 'redo' } | { type: 'cut' } | { type: 'view' }
 *   | { type: 'play', what: 'mode' | 'level' | 'side' }
 *   | { type: 'thinking' } | { type: 'paused' }} Change
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
 * @property {boolean} over
 * @property {boolean} playerToMove   the live position waits for a human's move
 */

/**
 * @typedef {Object} Session
 * @property {() => SessionState} state
 * @property {(listener: (change: Change, state: SessionState) => void) => () => void} subscribe
 * @property {(options: GameOptions, moves?: string[], quiet?: boolean) => ReplayFault | null} newGame
 * @property {(text: string, how: { by: 'player' | 'computer', animate: boolean }) => string | null} play
 *   plays a move; returns why it was refused, or null
 * @property {() => void} undo
 * @property {() => void} redo
 * @property {(ply: number) => void} view
 * @property {() => void} playFromHere
 * @property {(play: Partial<Play>) => void} setPlay
 * @property {(what: null | 'computer' | 'helper') => void} setThinking
 * @property {(paused: boolean) => void} setPaused
 * @property {() => boolean} playerCanUndo
 * @property {() => Side} nextFirst   who moves first in the next game
 * @property {(ply: number) => Side} byPly   the side that made move `ply + 1`
 * @property {() => void} destroy
 */

let sessionCount = 0;

/**
 * @param {Object} opts
 * @param {CatalogEntry} opts.entry
 * @param {GameHandleClass} opts.GameHandle
 * @param {Play} opts.play
 * @returns {Session}
 */
export function createSession(opts) {
  const { entry, GameHandle } = opts;
  /** @type {Play} */
  let play = { ...opts.play };
  /** @type {GameHandle | null} */
  let handle = null;
  /** @type {GameOptions} */
  let options = {};
  let key = '';
  /** @type {Snapshot | null} */
  let live = null;
  /** @type {number | null} */
  let viewing = null;
  /** @type {null | 'computer' | 'helper'} */
  let thinking = null;
  let paused = false;
  /** @type {Set<(change: Change, state: SessionState) => void>} */
  const listeners = new Set();

  /** @returns {SessionState} */
  function state() {
    if (!handle || !live) throw new Error('the session has no game yet');
    const current = live;
    const shown = viewing === null ? current : handle.snapshot(viewing);
    const over = !!current.outcome;
    return {
      entry,
      key,
      options,
      live: current,
      shown,
      viewing,
      moves: handle.moves(),
      play,
      thinking,
      paused,
      over,
      playerToMove: !over && (play.mode === 'local' || current.toMove === play.human),
    };
  }

  /** @param {Change} change */
  function tell(change) {
    const s = state();
    for (const listener of [...listeners]) listener(change, s);
  }

  /**
   * A new game with these options, replaying `moves`. A record that goes
   * wrong part-way keeps the moves before the fault, which is returned.
   * @param {GameOptions} nextOptions   complete, checked against the catalog
   * @param {string[]} [moves]
   * @param {boolean} [quiet]   the same game rebuilt (a new language): no `start` for the parent
   * @returns {ReplayFault | null}
   */
  function newGame(nextOptions, moves = [], quiet = false) {
    const next = new GameHandle(entry.id, nextOptions, moves);
    handle?.free?.();
    handle = next;
    options = next.options();
    sessionCount += 1;
    key = `${entry.id}-${sessionCount}`;
    live = next.snapshot();
    viewing = null;
    tell({ type: 'start', quiet });
    return next.fault();
  }

  /**
   * @param {string} text
   * @param {{ by: 'player' | 'computer', animate: boolean }} how
   * @returns {string | null}
   */
  function playMove(text, how) {
    if (!handle) return 'no game';
    try {
      live = handle.play(text);
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
    tell({ type: 'move', by: how.by, animate: how.animate && viewing === null });
    return null;
  }

  /** Against the computer, whole turns go back: the player's move and the reply. */
  function undo() {
    if (!handle) return;
    viewing = null;
    live = handle.undo();
    if (play.mode === 'ai') {
      while (live.toMove !== play.human && live.canUndo) live = handle.undo();
    }
    tell({ type: 'undo' });
  }

  function redo() {
    if (!handle) return;
    viewing = null;
    live = handle.redo();
    if (play.mode === 'ai') {
      while (live.toMove !== play.human && live.canRedo) live = handle.redo();
    }
    tell({ type: 'redo' });
  }

  /** Whether the player has a move of their own to take back. */
  function playerCanUndo() {
    if (!handle || !live || !live.canUndo) return false;
    if (play.mode === 'local') return true;
    // Some ply so far was the player's: the side to move at ply 0 or 1.
    if (handle.snapshot(0).toMove === play.human) return true;
    return live.ply >= 2 && handle.snapshot(1).toMove === play.human;
  }

  return {
    state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    newGame,
    play: playMove,
    undo,
    redo,
    view(ply) {
      if (!live) return;
      viewing = ply >= live.plies ? null : Math.max(0, Math.floor(ply));
      tell({ type: 'view' });
    },
    playFromHere() {
      if (!handle || viewing === null) return;
      live = handle.truncate(viewing);
      viewing = null;
      tell({ type: 'cut' });
    },
    setPlay(change) {
      for (const what of /** @type {const} */ (['mode', 'level', 'side'])) {
        const field = what === 'side' ? 'human' : what;
        const value = change[field];
        if (value === undefined || value === play[field]) continue;
        play = { ...play, [field]: value };
        tell({ type: 'play', what });
      }
    },
    setThinking(what) {
      if (what === thinking) return;
      thinking = what;
      tell({ type: 'thinking' });
    },
    setPaused(next) {
      if (next === paused) return;
      paused = next;
      tell({ type: 'paused' });
    },
    playerCanUndo,
    byPly(ply) {
      return /** @type {GameHandle} */ (handle).snapshot(ply).toMove;
    },
    nextFirst() {
      const current = /** @type {Snapshot} */ (live);
      // An unfinished game is started again by the same side.
      return current.nextFirst ?? current.first;
    },
    destroy() {
      listeners.clear();
      handle?.free?.();
      handle = null;
    },
  };
}
