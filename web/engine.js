// @ts-check
// Loads a game's engine: fetches and compiles that game's wasm once,
// initialises the page's copy, and gives its search worker the same
// compiled module. Each game has its own build of the engine (a Morris page
// does not download Achi's rules); the puzzle pages' prover is one more,
// shared by every game.

import { ThinkClient } from './think-client.js';

/**
 * @typedef {object} Engine
 * @property {import('./types.js').GameHandleClass} GameHandle   wasm class: a match held by the page
 * @property {ThinkClient} thinker
 * @property {() => ThinkClient} puzzleThinker   a worker with the puzzle pages' engine (the prover), started on first use
 * @property {() => void} panicForTest   makes the page's wasm panic (tests of the error path)
 */

/**
 * Compiles the wasm, streaming when the server sends application/wasm.
 * @param {string} url
 * @returns {Promise<WebAssembly.Module>}
 */
async function compile(url) {
  if (typeof WebAssembly.compileStreaming === 'function') {
    try {
      return await WebAssembly.compileStreaming(fetch(url));
    } catch {
      // A server with the wrong MIME type: fall back to a plain compile.
    }
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return WebAssembly.compile(await response.arrayBuffer());
}

/**
 * The hashed names of an engine's glue and wasm, which the build hands to
 * the bundle (scripts/bundle.mjs).
 * @param {string} name   a game's id, or `puzzles`
 * @returns {{ js: string, wasm: string }}
 */
function engineFiles(name) {
  const files = /** @type {any} */ (globalThis).TABULEIRO_ENGINES?.[name];
  if (!files) throw new Error(`this build has no engine for ${name}`);
  return files;
}

/**
 * @param {string} game   the game's id
 * @param {{ onRestart?: (why: string) => void }} [hooks]
 * @returns {Promise<Engine>}
 */
export async function startEngine(game, hooks = {}) {
  const urls = engineFiles(game);
  const jsUrl = new URL(urls.js, document.baseURI).href;
  const [glue, module] = await Promise.all([import(jsUrl), compile(urls.wasm)]);
  // Always pass the module: the glue's default path is the unhashed name.
  await glue.default({ module_or_path: module });
  const spawn = () => spawnWorker(jsUrl, module);
  let tableAsked = false;
  const thinker = new ThinkClient(spawn, {
    onRestart: hooks.onRestart,
    onTableWanted: () => {
      if (tableAsked) return;
      tableAsked = true;
      buildTable(thinker, spawn);
    },
  });
  return {
    GameHandle: glue.GameHandle,
    thinker,
    puzzleThinker: () => puzzleClient(hooks),
    panicForTest: glue.panicForTest,
  };
}

/**
 * Builds the game's table (seconds of work) in a worker of its own, so the
 * search's worker keeps answering, and hands it to `thinker`. The builder
 * is ended once done; a build that fails leaves the search without the
 * table, as before it was asked for.
 * @param {ThinkClient} thinker
 * @param {() => Worker} spawn
 */
function buildTable(thinker, spawn) {
  const builder = spawn();
  builder.addEventListener('message', (event) => {
    const data = event.data || {};
    if (data.type === 'ready') return;
    if (data.type === 'table') thinker.giveTable(data.values);
    builder.terminate();
  });
  builder.addEventListener('error', (event) => {
    event.preventDefault();
    builder.terminate();
  });
  builder.postMessage({ type: 'buildTable' });
}

/** @type {ThinkClient | null} the puzzle pages' client, once one has asked */
let puzzles = null;

/**
 * A search worker with the engine given (its glue's URL and compiled module).
 * @param {string} jsUrl
 * @param {WebAssembly.Module | Promise<WebAssembly.Module>} module
 * @returns {Worker}
 */
function spawnWorker(jsUrl, module) {
  // The bundle names the worker's built file; the source tree has worker.js.
  const workerUrl = /** @type {any} */ (globalThis).TABULEIRO_WORKER_URL ?? './worker.js';
  const worker = new Worker(new URL(workerUrl, import.meta.url), { type: 'module' });
  Promise.resolve(module).then(
    (m) => worker.postMessage({ type: 'init', jsUrl, module: m }),
    (error) => worker.dispatchEvent(new ErrorEvent('error', { message: `the engine could not load: ${error}` })),
  );
  return worker;
}

/**
 * The puzzle pages' think client: its own worker, with the build of the
 * engine that has the prover (fetched and compiled on first use only).
 * @param {{ onRestart?: (why: string) => void }} hooks
 * @returns {ThinkClient}
 */
function puzzleClient(hooks) {
  if (puzzles) return puzzles;
  const names = engineFiles('puzzles');
  const jsUrl = new URL(names.js, document.baseURI).href;
  const module = compile(names.wasm);
  puzzles = new ThinkClient(() => spawnWorker(jsUrl, module), { onRestart: hooks.onRestart });
  return puzzles;
}
