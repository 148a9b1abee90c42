// The real engine for the web layer's unit tests: the engines of the built
// site (dist/, or TABULEIRO_DIST), as its engines.json names them, loaded
// into node once. The test command builds the site before it runs these
// tests.

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = resolve(process.env.TABULEIRO_DIST ?? join(import.meta.dirname, '../../dist'));

/** @returns {Record<string, { js: string, wasm: string }>} */
function engineFiles() {
  try {
    return JSON.parse(readFileSync(join(dist, 'engines.json'), 'utf8'));
  } catch {
    throw new Error(`no built site in ${dist}: run \`trunk build --release=true\` first`);
  }
}

/**
 * @param {{ js: string, wasm: string }} files
 * @returns {Promise<any>} the wasm-bindgen glue, initialised
 */
async function load(files) {
  const glue = await import(pathToFileURL(join(dist, files.js)).href);
  glue.initSync({ module: readFileSync(join(dist, files.wasm)) });
  return glue;
}

/**
 * The game pages' engines (each game's own build, as the pages load them)
 * behind one `GameHandle` that picks the game's; or the puzzle pages'
 * build (all games and the prover).
 * @param {{ puzzles?: boolean }} [which]
 * @returns {Promise<any>}
 */
export async function loadEngine(which = {}) {
  const files = engineFiles();
  if (which.puzzles) return load(files.puzzles);
  /** @type {Record<string, any>} */
  const games = {};
  for (const [name, f] of Object.entries(files)) if (name !== 'puzzles') games[name] = await load(f);
  /**
   * @param {string} game
   * @param {...any} rest
   */
  function GameHandle(game, ...rest) {
    const engine = games[game];
    // As an engine without that game would: the game is unknown to it.
    if (!engine) throw new Error(`unknown game '${game}'`);
    return new engine.GameHandle(game, ...rest);
  }
  return { GameHandle };
}
