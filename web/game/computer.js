// @ts-check
// The computer's turn, without the DOM: when the session waits for the
// computer, ask the worker (through the engine's think client) and play
// its answer — no sooner than half a second after the player's move, so it
// reads as a reply. Between two computers ('watch') each plays its seat at
// its own level, a little slower so the moves can be followed, and waits
// while held, playing one move per step. Any change that makes the question stale (a new game,
// an undo, another level or side) cancels it; a paused session asks
// nothing. A worker that dies is replaced by the think client; when they
// keep dying, the page is told and the game goes on between two players.

/** @typedef {import('./session.js').Session} Session */
/** @typedef {import('./session.js').Change} Change */
/** @typedef {import('../think-client.js').ThinkClient} ThinkClient */
/** @typedef {import('../think-client.js').ThinkReport} ThinkReport */

/** A computer reply is shown no sooner than this after the player's move. */
const MIN_REPLY_MS = 500;
/** Between two computers, a move is shown no sooner than this after the last. */
const WATCH_MS = 800;
/** Performance entries the measurement script reads. */
const THINK_MEASURE = 'tabuleiro:think';

/**
 * @param {number} ms
 * @returns {Promise<void>}
 */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @typedef {Object} Computer
 * @property {() => void} help      find a move for the side to move and play it (the "AI move" button)
 * @property {() => void} hint      find a move for the player and show it, not play it
 * @property {() => void} step      computer against computer, held: play one move
 * @property {() => void} destroy
 */

/**
 * @param {Object} opts
 * @param {Session} opts.session
 * @param {ThinkClient} opts.thinker
 * @param {(report: ThinkReport) => void} [opts.onProgress]
 * @param {(message: string) => void} opts.onFailure   the computer could not answer (the engine's message)
 * @param {() => void} opts.onDead    the engine keeps failing: play on without it
 * @returns {Computer}
 */
export function createComputer(opts) {
  const { session, thinker } = opts;
  /** Each question gets a token; an answer whose token is stale is dropped. */
  let token = 0;
  let destroyed = false;

  function cancel() {
    if (!session.state().thinking) return;
    token += 1;
    thinker.cancel();
    session.setThinking(null);
  }

  /**
   * @param {'computer' | 'helper'} purpose
   * @param {boolean} [show]   show the move (a hint) instead of playing it
   */
  async function ask(purpose, show = false) {
    const s = session.state();
    if (destroyed || s.thinking || s.over || s.paused) return;
    const mine = ++token;
    session.setThinking(purpose);
    const started = performance.now();
    try {
      // A hint asks the game's exact solver where it has one, else the
      // engine at the chosen level's strength.
      const level = show ? s.entry.exactLevel ?? s.play.level : session.levelToMove();
      const report = await thinker.think({
        session: { key: s.key, game: s.entry.id, options: s.options },
        moves: s.moves,
        request: { level },
      }, { onProgress: opts.onProgress });
      performance.measure(THINK_MEASURE, { start: started });
      if (mine !== token) return;
      const wait = show ? 0 : (s.play.mode === 'watch' ? WATCH_MS : MIN_REPLY_MS) - (performance.now() - started);
      if (wait > 0) await sleep(wait);
      if (mine !== token) return;
      session.setThinking(null);
      if (show) {
        session.showHint(report.move);
        return;
      }
      const refused = session.play(report.move, { by: 'computer', animate: true });
      if (refused) opts.onFailure(refused);
    } catch (err) {
      if (mine !== token) return; // cancelled on purpose, or superseded
      session.setThinking(null);
      const error = err instanceof Error ? err : new Error(String(err));
      if (error.name === 'AbortError') return;
      if (error.name === 'EngineDead') opts.onDead();
      else opts.onFailure(error.message);
    }
  }

  function maybeThink() {
    const s = session.state();
    if (destroyed || s.thinking || s.paused || s.over) return;
    const turn = s.play.mode === 'ai' ? s.live.toMove !== s.play.human : s.play.mode === 'watch' && !s.held;
    if (turn) ask('computer');
  }

  /** @param {Change} change */
  function onChange(change) {
    switch (change.type) {
      case 'start':
      case 'undo':
      case 'redo':
      case 'cut':
        cancel();
        break;
      case 'play':
        // A search under way was asked for the old settings: ask again.
        if (session.state().thinking === 'computer' || change.what !== 'level') cancel();
        break;
      case 'paused':
        if (session.state().paused) cancel();
        break;
      case 'held':
        // Held at once, not after the move under way.
        if (session.state().held) cancel();
        break;
      case 'move':
        break;
      case 'thinking':
      case 'view':
      case 'hint':
        // Its own flag, or the board showing an earlier position: nothing
        // that gives the computer a turn (the answer under way is played
        // after the flag is cleared, and must not be asked again).
        return;
    }
    maybeThink();
  }

  const unsubscribe = session.subscribe(onChange);
  // The game may open on the computer's turn.
  queueMicrotask(maybeThink);

  return {
    help() {
      const s = session.state();
      if (s.viewing !== null || !s.playerToMove) return;
      ask('helper');
    },
    hint() {
      const s = session.state();
      if (s.viewing !== null || !s.playerToMove || s.hint) return;
      ask('helper', true);
    },
    step() {
      const s = session.state();
      if (s.play.mode === 'watch' && s.held) ask('computer');
    },
    destroy() {
      destroyed = true;
      cancel();
      unsubscribe();
    },
  };
}
