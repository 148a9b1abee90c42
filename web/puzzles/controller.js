// @ts-check
// A puzzle in play, without the DOM: the position its record reaches, the
// player (the side to move) with `n` moves to win, the computer defending
// with the longest resistance. After each of the player's moves the engine
// (the oracle: the worker in the browser) says whether the player still
// wins in the moves left and answers; a move that does not is answered by
// its refutation and the puzzle is failed. Retry starts over; the solution
// is shown move by move from the start. The rules and the proofs are the
// engine's; this module keeps the count and the state.

/** @typedef {import('../game/session.js').Session} Session */
/** @typedef {import('../game/session.js').Change} Change */
/** @typedef {import('./data.js').Puzzle} Puzzle */
/** @typedef {import('../types.js').Side} Side */

/**
 * The engine's answers about the position a record reaches.
 * @typedef {Object} Oracle
 * @property {(moves: string[], left: number) => Promise<{ move: string, losesIn: number | null } | null>} reply
 *   the defender's reply when the player has `left` moves left (see crates/wasm/src/puzzle.rs)
 * @property {(moves: string[], left: number) => Promise<string[] | null>} solution
 *   the winner's fastest line against the longest resistance
 */

/** @typedef {'playing' | 'solved' | 'failed'} PuzzleResult */

export class PuzzlePlay {
  /** @type {PuzzleResult} */
  result = 'playing';
  /** The player's moves left to win. */
  left = 0;
  /** The computer is finding its answer. */
  answering = false;
  /** @type {string[] | null} the solution being shown, move by move */
  solution = null;
  /** Moves of the solution already shown. */
  shown = 0;
  /** Answers to an older position are dropped. */
  #token = 0;

  /**
   * @param {Object} opts
   * @param {Session} opts.session
   * @param {Puzzle} opts.puzzle
   * @param {Oracle} opts.oracle
   * @param {() => void} opts.onChange   the puzzle's own state changed
   * @param {(puzzle: Puzzle) => void} opts.onSolved
   * @param {(message: string) => void} opts.onError   the engine could not answer
   */
  constructor(opts) {
    this.opts = opts;
    this.session = opts.session;
    this.puzzle = opts.puzzle;
    this.unsubscribe = this.session.subscribe((change) => this.#onChange(change));
  }

  /** The player: the side to move at the puzzle's start. */
  get player() {
    return this.session.byPly(this.puzzle.moves.length);
  }

  /** Sets the puzzle up (again): its position, all its moves left. */
  start() {
    this.#token += 1;
    this.result = 'playing';
    this.left = this.puzzle.n;
    this.answering = false;
    this.solution = null;
    this.shown = 0;
    this.session.newGame(this.puzzle.options, this.puzzle.moves);
    this.opts.onChange();
  }

  /** Starts over from the puzzle's position. */
  retry() {
    this.start();
  }

  /**
   * Shows the solution from the puzzle's start: the position is set up
   * again and `step()` plays its moves one at a time.
   */
  async showSolution() {
    this.start();
    const token = this.#token;
    this.answering = true;
    this.opts.onChange();
    try {
      const line = await this.opts.oracle.solution(this.puzzle.moves, this.puzzle.n);
      if (token !== this.#token) return;
      this.solution = line ?? [];
    } catch (err) {
      if (token === this.#token) this.opts.onError(err instanceof Error ? err.message : String(err));
    } finally {
      if (token === this.#token) {
        this.answering = false;
        this.opts.onChange();
      }
    }
  }

  /** Plays the solution's next move; false when it has all been shown. */
  step() {
    const line = this.solution;
    if (!line || this.shown >= line.length) return false;
    const move = line[this.shown];
    this.shown += 1;
    this.session.play(move, { by: 'computer', animate: true });
    this.opts.onChange();
    return true;
  }

  /** @param {Change} change */
  #onChange(change) {
    if (change.type === 'move' && change.by === 'player' && this.result === 'playing' && !this.solution) {
      this.#afterPlayer();
    }
  }

  /** The player moved: count it, then the game's end or the defender's answer. */
  async #afterPlayer() {
    this.left -= 1;
    const live = this.session.state().live;
    if (live.outcome) {
      this.#finish(live.outcome.winner === this.player);
      return;
    }
    const token = ++this.#token;
    this.answering = true;
    this.session.setThinking('computer');
    this.opts.onChange();
    try {
      const answer = await this.opts.oracle.reply(this.session.state().moves, this.left);
      if (token !== this.#token) return;
      this.answering = false;
      this.session.setThinking(null);
      if (!answer) return;
      this.session.play(answer.move, { by: 'computer', animate: true });
      const after = this.session.state().live;
      if (answer.losesIn === null) this.#finish(false);
      else if (after.outcome) this.#finish(after.outcome.winner === this.player);
      else this.opts.onChange();
    } catch (err) {
      if (token !== this.#token) return;
      this.answering = false;
      this.session.setThinking(null);
      this.opts.onError(err instanceof Error ? err.message : String(err));
    }
  }

  /** @param {boolean} won */
  #finish(won) {
    this.result = won ? 'solved' : 'failed';
    if (won) this.opts.onSolved(this.puzzle);
    this.opts.onChange();
  }

  destroy() {
    this.#token += 1;
    this.unsubscribe();
  }
}
