// @ts-check
// The page's one door to the search worker: think(request) → promise of a
// move, with progress callbacks and cancel. Cancel asks the worker to stop
// (it answers between two slices of search and stays up for the next
// request); terminating it is only the fallback for a worker that does not
// answer in time. A worker that dies (its wasm panicked, or it was killed)
// is replaced by a fresh one and the request is asked again; after a few
// deaths in a row the request fails with an `EngineDead` error, so the page
// can say so and carry on without the computer. The main thread never
// searches.

/**
 * @typedef {object} ThinkReport
 * @property {string} move
 * @property {number} depth
 * @property {number} score
 * @property {string} [exact]   the exact value ("win 5") when a solver chose the move
 * @property {number} nodes
 * @property {number} timeMs
 * @property {string[]} pv
 */

/**
 * What to think about: the game session (a key that changes with every new
 * game, the game and its options), the record so far, and how hard.
 * @typedef {object} ThinkRequest
 * @property {{ key: string, game: string, options: Record<string, string> }} session
 * @property {string[]} moves
 * @property {{ level?: number, depth?: number, timeMs?: number }} request
 */

/**
 * A puzzle's question about the position `moves` reaches: the side to
 * move's reply with `left` moves left to the winner, or the solution.
 * @typedef {object} PuzzleQuestion
 * @property {{ key: string, game: string, options: Record<string, string> }} session
 * @property {string[]} moves
 * @property {{ kind: 'reply' | 'solution', left: number }} question
 */

/**
 * @typedef {object} Pending
 * @property {number} id
 * @property {ThinkRequest | PuzzleQuestion} request
 * @property {(r: ThinkReport) => void} resolve
 * @property {(e: Error) => void} reject
 * @property {((r: ThinkReport) => void) | undefined} onProgress
 * @property {any} timer
 */

/** Deaths in a row after which a request fails for good. */
const MAX_RESTARTS = 2;
/** A stopped worker that has not answered by then is replaced. */
const STOP_GRACE_MS = 3000;

/**
 * @param {string} name
 * @param {string} message
 */
function namedError(name, message) {
  const error = new Error(message);
  error.name = name;
  return error;
}

export class ThinkClient {
  /**
   * @param {() => Worker} spawn  makes a worker that is being initialised
   * @param {{ limitMs?: number, onRestart?: (why: string) => void, onTableWanted?: () => void }} [options]
   *   limitMs: give up on a worker that has not answered after this long;
   *   onRestart: hears that a dead worker was replaced (the page may say so);
   *   onTableWanted: the game has reached positions its table serves (the
   *   engine's builder makes it, `giveTable` hands it over)
   */
  constructor(spawn, options = {}) {
    this.spawn = spawn;
    this.limitMs = options.limitMs ?? 30000;
    this.onRestart = options.onRestart ?? (() => {});
    this.onTableWanted = options.onTableWanted ?? (() => {});
    /** @type {Uint8Array | null} the game's table, for every worker from now on */
    this.table = null;
    /** The worker now has the table (tests read it). */
    this.tableInstalled = false;
    /** @type {Worker | null} */
    this.worker = null;
    this.nextId = 1;
    /** @type {Pending | null} */
    this.pending = null;
    /** Deaths since the last answer. */
    this.deaths = 0;
    /** @type {any} the timer that replaces a worker that ignores `stop` */
    this.stopTimer = null;
    /** @type {number | undefined} a stopped request the worker has not answered yet */
    this.busyId = undefined;
  }

  /** Starts the worker ahead of the first request, so the first answer is quick. */
  warm() {
    this.ensureWorker();
  }

  /** @returns {Worker} */
  ensureWorker() {
    if (this.worker) return this.worker;
    const worker = this.spawn();
    this.tableInstalled = false;
    if (this.table) worker.postMessage({ type: 'table', values: this.table });
    worker.addEventListener('message', (event) => this.onMessage(worker, event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.onDeath(worker, `the engine stopped unexpectedly: ${event.message || 'worker error'}`);
    });
    this.worker = worker;
    return worker;
  }

  /**
   * The game's table, built by another worker: the search's worker installs
   * it (and every worker that replaces it, from a copy kept here).
   * @param {Uint8Array} values
   */
  giveTable(values) {
    this.table = values;
    this.worker?.postMessage({ type: 'table', values });
  }

  /**
   * Asks for the engine's move. A request made while another is running
   * cancels the older one. `signal` cancels this request only: once a
   * newer one has taken the worker, aborting it touches nothing (so a
   * background question can be withdrawn without stopping the computer's).
   * @param {ThinkRequest} request
   * @param {{ onProgress?: (report: ThinkReport) => void, signal?: AbortSignal }} [hooks]
   * @returns {Promise<ThinkReport>}
   */
  think(request, hooks = {}) {
    if (this.pending) this.cancel();
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      if (hooks.signal?.aborted) {
        reject(namedError('AbortError', 'the search was cancelled'));
        return;
      }
      hooks.signal?.addEventListener('abort', () => {
        if (this.pending?.id === id) this.cancel();
      }, { once: true });
      this.pending = { id, request, resolve, reject, onProgress: hooks.onProgress, timer: null };
      this.post(this.pending);
    });
  }

  /**
   * Asks a puzzle's question (see crates/wasm/src/puzzle.rs); like a think
   * request, a newer one cancels the older.
   * @param {PuzzleQuestion} question
   * @returns {Promise<any>}   `{ move, losesIn }` for a reply, a list of moves for a solution, or null
   */
  ask(question) {
    if (this.pending) this.cancel();
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending = { id, request: question, resolve, reject, onProgress: undefined, timer: null };
      this.post(this.pending);
    });
  }

  /** @param {Pending} pending */
  post(pending) {
    const worker = this.ensureWorker();
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => this.replace(worker, 'the engine took too long to answer'), this.limitMs);
    const request = pending.request;
    if ('question' in request) {
      worker.postMessage({ type: 'ask', id: pending.id, session: request.session, moves: request.moves, question: request.question });
    } else {
      worker.postMessage({ type: 'think', id: pending.id, session: request.session, moves: request.moves, request: request.request });
    }
  }

  /**
   * Stops the running search, if any: its promise rejects with an
   * AbortError at once; the worker stops at its next slice and stays up.
   */
  cancel() {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    pending.reject(namedError('AbortError', 'the search was cancelled'));
    const worker = this.worker;
    if (!worker) return;
    worker.postMessage({ type: 'stop', id: pending.id });
    clearTimeout(this.stopTimer);
    this.stopTimer = setTimeout(() => {
      if (this.worker === worker && this.busyId === pending.id) this.replace(worker, 'the engine did not stop');
    }, STOP_GRACE_MS);
    this.busyId = pending.id;
  }

  /**
   * Ends the worker while its game is off screen, so its memory goes back;
   * a request still under way is cancelled. The next request starts a new
   * worker.
   */
  retire() {
    this.cancel();
    clearTimeout(this.stopTimer);
    this.busyId = undefined;
    const worker = this.worker;
    this.worker = null;
    worker?.terminate();
  }

  /**
   * For tests of the recovery: the worker dies as it would if its wasm
   * panicked (`panic`) or if the browser killed it (`kill`).
   * @param {'kill' | 'panic'} how
   */
  breakForTest(how) {
    const worker = this.worker;
    if (!worker) return;
    if (how === 'panic') worker.postMessage({ type: 'panic' });
    else this.replace(worker, 'the engine was stopped from outside');
  }

  /**
   * Throws a worker away (it hung, or ignored a stop); the request under
   * way, if any, is asked again of a fresh one.
   * @param {Worker} worker
   * @param {string} why
   */
  replace(worker, why) {
    if (worker !== this.worker) return;
    worker.terminate();
    this.onDeath(worker, why);
  }

  /**
   * A worker is gone. The request under way is asked again of a fresh
   * worker, unless the workers keep dying.
   * @param {Worker} worker
   * @param {string} why
   */
  onDeath(worker, why) {
    if (worker !== this.worker) return;
    this.worker = null;
    this.busyId = undefined;
    const pending = this.pending;
    if (!pending) return;
    this.deaths += 1;
    if (this.deaths > MAX_RESTARTS) {
      this.pending = null;
      clearTimeout(pending.timer);
      pending.reject(namedError('EngineDead', why));
      return;
    }
    this.onRestart(why);
    this.post(pending);
  }

  /**
   * @param {Worker} worker
   * @param {any} data
   */
  onMessage(worker, data) {
    if (worker !== this.worker || !data) return;
    if (data.type === 'fatal') {
      worker.terminate();
      this.onDeath(worker, `the engine could not start: ${data.message}`);
      return;
    }
    if (data.id === this.busyId && (data.type === 'result' || data.type === 'error')) {
      this.busyId = undefined;
      clearTimeout(this.stopTimer);
    }
    if (data.type === 'crashed') {
      worker.terminate();
      this.onDeath(worker, `the engine failed: ${data.message}`);
      return;
    }
    if (data.type === 'wantTable') {
      this.onTableWanted();
      return;
    }
    if (data.type === 'tableInstalled') {
      this.tableInstalled = true;
      return;
    }
    const pending = this.pending;
    if (!pending || data.id !== pending.id) return;
    if (data.type === 'progress') {
      pending.onProgress?.(data.report);
      return;
    }
    clearTimeout(pending.timer);
    this.pending = null;
    this.deaths = 0;
    if (data.type === 'result') pending.resolve(data.report);
    else {
      const error = new Error(data.message || 'the engine failed');
      /** @type {any} */ (error).kind = data.kind;
      pending.reject(error);
    }
  }
}
