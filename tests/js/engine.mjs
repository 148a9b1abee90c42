// The real engine for the web layer's unit tests: the wasm and its glue
// from the built site (dist/, or TABULEIRO_DIST), loaded into node once.
// The test command builds the site before it runs these tests.

import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = resolve(process.env.TABULEIRO_DIST ?? join(import.meta.dirname, '../../dist'));

/**
 * @param {{ puzzles?: boolean }} [which]   the puzzle pages' build (with the prover) instead of the game pages'
 * @returns {Promise<any>} the wasm-bindgen glue, initialised
 */
export async function loadEngine(which = {}) {
  const name = which.puzzles ? 'tabuleiro-puzzles' : 'tabuleiro-wasm';
  let files;
  try {
    files = readdirSync(dist);
  } catch {
    throw new Error(`no built site in ${dist}: run \`trunk build --release=true\` first`);
  }
  const glueFile = files.find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  const wasmFile = files.find((f) => f.startsWith(`${name}-`) && f.endsWith('_bg.wasm'));
  if (!glueFile || !wasmFile) throw new Error(`${dist} holds no engine: build the site first`);
  const glue = await import(pathToFileURL(join(dist, glueFile)).href);
  glue.initSync({ module: readFileSync(join(dist, wasmFile)) });
  return glue;
}
