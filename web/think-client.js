// @ts-check
// The page's one door to the search worker: think(request) → promise of a
// move, with progress callbacks, cancel, a time limit, and a fresh worker
// whenever the old one is cancelled, times out or dies. The main thread
// never searches.

/**
 * @typedef {object} ThinkReport
 * @property {string} move
 * @property {number} depth
 * @property {number} score
 * @property {number} nodes
 * @property {number} timeMs
 * @property {string[]} pv
 */

/**
 * @typedef {object} ThinkRequest
 * @property {string} game
 * @property {object} [options]
 * @property {string[]} moves
 * @property {number} [level]
 * @property {number} [timeMs]
 */

/** @param {string} message */
function abortError(message) {
  const error = new Error(message);
  error.name = 'AbortError';
  return error;
}

export class ThinkClient {
  /**
   * @param {() => Worker} spawn  makes a worker that is being initialised
   * @param {number} [limitMs]     give up (and restart the worker) after this
   */
  constructor(spawn, limitMs = 30000) {
    this.spawn = spawn;
    this.limitMs = limitMs;
    /** @type {Worker | null} */
    this.worker = null;
    this.nextId = 1;
    /** @type {{ id: number, resolve: (r: ThinkReport) => void, reject: (e: Error) => void, onProgress?: (r: ThinkReport) => void, timer: any } | null} */
    this.pending = null;
  }

  /** Starts the worker ahead of the first request, so the first answer is quick. */
  warm() {
    this.ensureWorker();
  }

  /** @returns {Worker} */
  ensureWorker() {
    if (this.worker) return this.worker;
    const worker = this.spawn();
    worker.addEventListener('message', (event) => this.onMessage(worker, event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.fail(worker, new Error('the engine stopped unexpectedly'));
    });
    this.worker = worker;
    return worker;
  }

  /**
   * Asks for the engine's move. A request made while another is running
   * cancels the older one.
   * @param {ThinkRequest} request
   * @param {{ onProgress?: (report: ThinkReport) => void }} [hooks]
   * @returns {Promise<ThinkReport>}
   */
  think(request, hooks = {}) {
    if (this.pending) this.cancel();
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(worker, new Error('the engine took too long to answer'));
      }, this.limitMs);
      this.pending = { id, resolve, reject, onProgress: hooks.onProgress, timer };
      const seed = Math.floor(Math.random() * 2 ** 52);
      worker.postMessage({ type: 'think', id, request: { ...request, seed } });
    });
  }

  /** Stops the running search, if any: its promise rejects with an AbortError. */
  cancel() {
    if (!this.pending || !this.worker) return;
    this.fail(this.worker, abortError('the search was cancelled'));
  }

  /**
   * Rejects the pending request and throws the worker away; the next
   * request starts a fresh one.
   * @param {Worker} worker
   * @param {Error} error
   */
  fail(worker, error) {
    if (worker !== this.worker) return;
    worker.terminate();
    this.worker = null;
    const pending = this.pending;
    this.pending = null;
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
  }

  /**
   * @param {Worker} worker
   * @param {any} data
   */
  onMessage(worker, data) {
    if (worker !== this.worker || !data) return;
    if (data.type === 'fatal') {
      this.fail(worker, new Error(`the engine could not start: ${data.message}`));
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
    if (data.type === 'result') pending.resolve(data.report);
    else pending.reject(new Error(data.message || 'the engine failed'));
  }
}
