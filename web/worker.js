// @ts-check
// The search worker. It initialises the wasm from the module the page posts
// and says `ready`; then it keeps one match per game session (so the
// engine's transposition table survives from move to move) and follows the
// game: of the record it is sent it keeps the moves it already has and
// plays only the new ones (taking back any that differ). It thinks in short
// slices, yielding between two so that a `stop` (or a newer request) is read
// at once. Messages that arrive before `ready` wait.
//
// page → worker: init { jsUrl, module }
//                think { id, session: { key, game, options }, moves, request }
//                stop { id }
//                ask { id, session, moves, question: { kind, left } }   a puzzle's question
//                  (kind 'reply' or 'solution'; see crates/wasm/src/puzzle.rs)
//                panic (tests only: the wasm panics, as a bug would)
//                table { values }   install a table another worker built
//                buildTable         (a worker of its own) build the table, answer `table`
// worker → page: ready | fatal { message }
//                progress { id, report } | result { id, report, stopped? }
//                error { id, message, kind? } | crashed { id, message }
//                wantTable   once, when the game reaches positions the table serves
//                table { values } | tableInstalled | tableFailed { message }
//
// The slow-to-build table (Morris's endgames: seconds) is never built in
// the search's worker, which must answer within its budget: the page has a
// second worker build it and hands the entries over.

/** Milliseconds of search between two looks at the message queue. */
const SLICE_MS = 25;

/** @type {any} the wasm-bindgen glue */
let glue = null;
/** @type {MessageEvent[]} */
const waiting = [];
/** @type {{ key: string, handle: any } | null} */
let session = null;
/** @type {{ id: number, stop: boolean } | null} the job under way */
let running = null;
/** @type {any} a request that waits for the running job to stop */
let next = null;
/** The page has been asked for the game's table (once per worker). */
let tableAsked = false;

/** @param {any} message */
function send(message) {
  /** @type {any} */ (self).postMessage(message);
}

/** Lets queued messages in before the next slice (faster than setTimeout). */
const channel = new MessageChannel();
/** @type {Array<() => void>} */
const wakers = [];
channel.port1.onmessage = () => wakers.shift()?.();
function yieldToMessages() {
  return new Promise((resolve) => {
    wakers.push(() => resolve(undefined));
    channel.port2.postMessage(0);
  });
}

/**
 * The session's match, brought to the requested record.
 * @param {{ session: { key: string, game: string, options: object }, moves: string[] }} data
 */
function follow(data) {
  if (!session || session.key !== data.session.key) {
    session?.handle.free?.();
    session = { key: data.session.key, handle: new glue.GameHandle(data.session.game, data.session.options, []) };
  }
  const known = session.handle.moves();
  let keep = 0;
  while (keep < known.length && keep < data.moves.length && known[keep] === data.moves[keep]) keep += 1;
  session.handle.sync(keep, data.moves.slice(keep));
}

/**
 * @param {unknown} error
 * @returns {boolean} whether the wasm itself failed (a panic, a trap)
 */
function isCrash(error) {
  return typeof WebAssembly !== 'undefined' && error instanceof WebAssembly.RuntimeError;
}

/** @param {any} data  a think request */
async function think(data) {
  const job = { id: data.id, stop: false };
  running = job;
  try {
    follow(data);
    const handle = /** @type {{ handle: any }} */ (session).handle;
    askForTable(handle);
    handle.thinkBegin(data.request);
    for (;;) {
      const report = handle.thinkStep(SLICE_MS, (/** @type {object} */ p) => send({ type: 'progress', id: job.id, report: p }));
      if (report) {
        send({ type: 'result', id: job.id, report });
        break;
      }
      await yieldToMessages();
      if (job.stop) {
        send({ type: 'result', id: job.id, report: handle.thinkStop(), stopped: true });
        break;
      }
    }
  } catch (error) {
    const err = /** @type {any} */ (error);
    if (isCrash(error)) {
      // The wasm's memory may be inconsistent now: this worker is done.
      send({ type: 'crashed', id: job.id, message: String(err && err.message ? err.message : err) });
      glue = null;
      session = null;
      self.close();
      return;
    }
    session = null; // a failed sync leaves the session unknown: start afresh next time
    send({ type: 'error', id: job.id, message: String(err && err.message ? err.message : err), kind: err?.kind });
  } finally {
    running = null;
  }
  const queued = next;
  next = null;
  if (queued && glue) think(queued);
}

/**
 * Asks the page for the game's table once it can serve this game (engines
 * without one have no `installTable`).
 * @param {any} handle
 */
function askForTable(handle) {
  if (tableAsked || typeof glue.installTable !== 'function' || !handle.tableWanted()) return;
  tableAsked = true;
  send({ type: 'wantTable' });
}

/**
 * The table's two sides: built here (a worker of its own, its entries
 * handed to the page without a copy) or installed from such a build.
 * @param {any} data
 */
function table(data) {
  try {
    if (data.type === 'buildTable') {
      const values = glue.buildTable();
      /** @type {any} */ (self).postMessage({ type: 'table', values }, [values.buffer]);
    } else {
      glue.installTable(data.values);
      send({ type: 'tableInstalled' });
    }
  } catch (error) {
    send({ type: 'tableFailed', message: String(error) });
  }
}

/**
 * A puzzle's question about the position the record reaches, answered at
 * once (the prover keeps each one within a budget; a deeper one throws).
 * @param {any} data
 */
function answer(data) {
  try {
    follow(data);
    const handle = /** @type {{ handle: any }} */ (session).handle;
    const { kind, left } = data.question;
    const report = kind === 'solution' ? handle.puzzleSolution(left) : handle.puzzleReply(left);
    send({ type: 'result', id: data.id, report: report ?? null });
  } catch (error) {
    const err = /** @type {any} */ (error);
    if (isCrash(error)) {
      send({ type: 'crashed', id: data.id, message: String(err && err.message ? err.message : err) });
      self.close();
      return;
    }
    session = null;
    send({ type: 'error', id: data.id, message: String(err && err.message ? err.message : err), kind: err?.kind });
  }
}

/** @param {MessageEvent} event */
async function onMessage(event) {
  const data = event.data || {};
  if (data.type === 'init') {
    try {
      const module = await import(data.jsUrl);
      await module.default({ module_or_path: data.module });
      glue = module;
      send({ type: 'ready' });
      // Precomputed tables are built now, not on the first request.
      glue.prepare();
      for (const queued of waiting.splice(0)) onMessage(queued);
    } catch (error) {
      send({ type: 'fatal', message: String(error) });
    }
    return;
  }
  if (!glue) {
    waiting.push(event);
    return;
  }
  if (data.type === 'panic') {
    // Tests of the page's recovery: the wasm panics as a bug would.
    try {
      glue.panicForTest();
    } catch (error) {
      send({ type: 'crashed', id: running?.id ?? 0, message: String(error) });
      self.close();
    }
    return;
  }
  if (data.type === 'stop') {
    if (running && running.id === data.id) running.stop = true;
    if (next && next.id === data.id) next = null;
    return;
  }
  if (data.type === 'ask') {
    answer(data);
    return;
  }
  if (data.type === 'buildTable' || data.type === 'table') {
    table(data);
    return;
  }
  if (data.type === 'think') {
    if (running) {
      // The newer request wins: the running one stops at its next slice.
      running.stop = true;
      next = data;
      return;
    }
    think(data);
  }
}

self.addEventListener('message', onMessage);
