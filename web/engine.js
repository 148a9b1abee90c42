// @ts-check
// Loads the engine: fetches and compiles the wasm once, initialises the
// page's copy, and gives the search worker the same compiled module.

import { ThinkClient } from './think-client.js';

/**
 * @typedef {object} Engine
 * @property {any} GameHandle     wasm class: a match held by the page
 * @property {() => Array<{ id: string, available: boolean, levels: string[] }>} gameCatalog
 * @property {(previousFirst: string, winner: string) => string} nextFirstMover
 * @property {ThinkClient} thinker
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
  return WebAssembly.compile(await response.arrayBuffer());
}

/**
 * @param {{ js: string, wasm: string }} urls  hashed names from the build
 * @returns {Promise<Engine>}
 */
export async function startEngine(urls) {
  const jsUrl = new URL(urls.js, document.baseURI).href;
  const [glue, module] = await Promise.all([import(jsUrl), compile(urls.wasm)]);
  // Always pass the module: the glue's default path is the unhashed name.
  await glue.default({ module_or_path: module });
  const thinker = new ThinkClient(() => {
    const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    worker.postMessage({ type: 'init', jsUrl, module });
    return worker;
  });
  return {
    GameHandle: glue.GameHandle,
    gameCatalog: glue.gameCatalog,
    nextFirstMover: glue.nextFirstMover,
    thinker,
  };
}
