// @ts-check
// The analysis queue, without the DOM: while it is on, the engine is asked
// about the game's positions one at a time — first the one on the board,
// with the game's whole budget (its top level: exact where a solver knows),
// then every other position of the record with a quick budget, so the moves
// that changed the result can be marked. The search worker answers one
// question at a time and a newer question stops the older, so the queue
// never competes with play: it asks nothing while the computer (or the
// "AI move" helper) thinks or the game is paused, withdraws its own
// question when that happens (by its own signal: never the computer's), and
// asks again afterwards. Answers are kept by position (game, options and
// moves), so taking moves back or reviewing again costs nothing.

import { finalEvaluation, fromReport, turningPoints } from './review.js';

/** @typedef {import('./session.js').Session} Session */
/** @typedef {import('./session.js').SessionState} SessionState */
/** @typedef {import('../think-client.js').ThinkClient} ThinkClient */
/** @typedef {import('../think-client.js').ThinkReport} ThinkReport */
/** @typedef {import('./review.js').Evaluation} Evaluation */
/** @typedef {import('./review.js').Turn} Turn */

/** Milliseconds per position in the sweep over the record. */
const QUICK_MS = 500;
/** Positions kept; the oldest are forgotten first. */
const CACHE_MAX = 4000;

/**
 * @typedef {Object} Question
 * @property {number} ply
 * @property {string} key    the position's cache key
 * @property {boolean} full
 */

/** The analysis queue; see the file's opening comment. */
export class Analysis {
  /** @type {Map<string, Evaluation | null>} null: the engine could not answer */
  #cache = new Map();
  /** @type {(Question & { controller: AbortController }) | null} */
  #asking = null;
  /** @type {Evaluation | null} the position on the board, as the search deepens */
  #progress = null;
  #enabled = false;
  #destroyed = false;
  /** @type {() => void} */
  #unsubscribe;

  /**
   * @param {Object} opts
   * @param {Session} opts.session
   * @param {Pick<ThinkClient, 'think'>} opts.thinker
   * @param {() => void} opts.onChange   an answer (or a step of progress) came in
   * @param {number} [opts.quickMs]
   */
  constructor(opts) {
    this.session = opts.session;
    this.thinker = opts.thinker;
    this.onChange = opts.onChange;
    this.quickMs = opts.quickMs ?? QUICK_MS;
    this.#unsubscribe = this.session.subscribe(() => this.#onSessionChange());
  }

  /** @param {boolean} on */
  setEnabled(on) {
    if (on === this.#enabled) return;
    this.#enabled = on;
    if (on) this.#pump();
    else this.#withdraw();
  }

  get enabled() {
    return this.#enabled;
  }

  /**
   * @param {SessionState} s
   * @param {number} ply
   * @returns {string}
   */
  #key(s, ply) {
    return `${s.entry.id}|${JSON.stringify(s.options)}|${s.moves.slice(0, ply).join(' ')}`;
  }

  /**
   * The evaluation of the position after `ply` moves of the game on the
   * page, if the engine has answered.
   * @param {number} ply
   * @returns {Evaluation | undefined}
   */
  evaluation(ply) {
    return this.#evaluationIn(this.session.state(), ply);
  }

  /**
   * @param {SessionState} s
   * @param {number} ply
   * @returns {Evaluation | undefined}
   */
  #evaluationIn(s, ply) {
    return ply > s.live.plies ? undefined : this.#cache.get(this.#key(s, ply)) ?? undefined;
  }

  /**
   * What to show for the position on the board: the answer, or the search
   * under way (depth by depth), or nothing yet.
   * @returns {{ evaluation: Evaluation | null, searching: boolean }}
   */
  shown() {
    const s = this.session.state();
    const ply = s.shown.ply;
    const done = this.#evaluationIn(s, ply);
    if (done && (done.full || done.exact)) return { evaluation: done, searching: false };
    const searching = !!this.#asking && this.#asking.ply === ply && this.#asking.key === this.#key(s, ply);
    const progress = searching && this.#progress?.ply === ply ? this.#progress : null;
    return { evaluation: progress ?? done ?? null, searching };
  }

  /** @returns {Map<number, Turn>} the moves where the result changed, by ply */
  turningPoints() {
    const s = this.session.state();
    return turningPoints((ply) => this.#evaluationIn(s, ply), s.live.plies);
  }

  /** @returns {boolean} every position of the record has been answered */
  complete() {
    const s = this.session.state();
    for (let ply = 0; ply <= s.live.plies; ply += 1) if (!this.#cache.has(this.#key(s, ply))) return false;
    return true;
  }

  #onSessionChange() {
    if (!this.#enabled || this.#destroyed) return;
    const s = this.session.state();
    const asking = this.#asking;
    if (asking) {
      // Play comes first; the position on the board comes before the sweep.
      const busy = !!s.thinking || s.paused;
      const stale = asking.key !== this.#key(s, asking.ply);
      const shownWaits = asking.ply !== s.shown.ply && this.#wantsFull(this.#key(s, s.shown.ply));
      if (busy || stale || shownWaits) this.#withdraw();
      return;
    }
    this.#pump();
  }

  /** Withdraws the question under way, if it is ours; it will be asked again. */
  #withdraw() {
    const asking = this.#asking;
    if (!asking) return;
    this.#asking = null;
    this.#progress = null;
    asking.controller.abort();
  }

  /**
   * The next position to ask about: the one on the board (whole budget),
   * then the record from the start (quick).
   * @param {SessionState} s
   * @returns {Question | null}
   */
  #next(s) {
    const shown = s.shown.ply;
    const shownKey = this.#key(s, shown);
    if (this.#wantsFull(shownKey)) return { ply: shown, key: shownKey, full: true };
    for (let ply = 0; ply <= s.live.plies; ply += 1) {
      const key = this.#key(s, ply);
      if (!this.#cache.has(key)) return { ply, key, full: false };
    }
    return null;
  }

  /**
   * @param {string} key
   * @returns {boolean} the position has no answer as good as the whole
   *   budget gives (a solver's is), nor a failure
   */
  #wantsFull(key) {
    const cached = this.#cache.get(key);
    return cached === undefined || (cached !== null && !cached.full && !cached.exact);
  }

  /**
   * @param {string} key
   * @param {Evaluation | null} value
   */
  #remember(key, value) {
    this.#cache.delete(key);
    this.#cache.set(key, value);
    if (this.#cache.size > CACHE_MAX) {
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
  }

  /** Asks the next question, if the worker is free for it. */
  #pump() {
    if (!this.#enabled || this.#destroyed || this.#asking) return;
    const s = this.session.state();
    if (s.thinking || s.paused) return;
    for (;;) {
      const q = this.#next(s);
      if (!q) return;
      const outcome = q.ply === s.live.plies ? s.live.outcome : null;
      if (!outcome) {
        this.#ask(s, q);
        return;
      }
      // A finished game's last position needs no engine.
      this.#remember(q.key, finalEvaluation(q.ply, s.live.toMove, outcome));
      this.onChange();
    }
  }

  /**
   * @param {SessionState} s
   * @param {Question} q
   */
  #ask(s, q) {
    const controller = new AbortController();
    const asking = { ...q, controller };
    this.#asking = asking;
    this.#progress = null;
    const toMove = this.session.byPly(q.ply);
    // The game's exact level where it has one, else its strongest.
    const top = s.entry.exactLevel ?? s.entry.levels.length;
    this.thinker.think({
      session: { key: s.key, game: s.entry.id, options: s.options },
      moves: s.moves.slice(0, q.ply),
      request: q.full ? { level: top } : { level: top, timeMs: this.quickMs },
    }, {
      signal: controller.signal,
      onProgress: (report) => {
        if (this.#asking !== asking || !q.full) return;
        this.#progress = fromReport(q.ply, toMove, report, false);
        this.onChange();
      },
    }).then((report) => {
      this.#remember(q.key, fromReport(q.ply, toMove, report, q.full));
    }, (err) => {
      const error = err instanceof Error ? err : new Error(String(err));
      if (error.name === 'AbortError') return; // withdrawn, or taken over by play: asked again
      if (error.name === 'EngineDead') this.#enabled = false;
      else this.#remember(q.key, null);
    }).finally(() => {
      if (this.#asking === asking) {
        this.#asking = null;
        this.#progress = null;
      }
      if (this.#destroyed) return;
      this.onChange();
      this.#pump();
    });
  }

  destroy() {
    this.#destroyed = true;
    this.#withdraw();
    this.#unsubscribe();
  }
}
