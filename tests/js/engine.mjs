// The real engine for the web layer's unit tests: the wasm and its glue
// from the built site (dist/, or TABULEIRO_DIST), loaded into node once.
// The test command builds the site before it runs these tests.

import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = resolve(process.env.TABULEIRO_DIST ?? join(import.meta.dirname, '../../dist'));

/** @returns {Promise<any>} the wasm-bindgen glue, initialised */
export async function loadEngine() {
  let files;
  try {
    files = readdirSync(dist);
  } catch {
    throw new Error(`no built site in ${dist}: run \`trunk build --release=true\` first`);
  }
  const glueFile = files.find((f) => /^tabuleiro-wasm-.*\.js$/.test(f));
  const wasmFile = files.find((f) => /^tabuleiro-wasm-.*_bg\.wasm$/.test(f));
  if (!glueFile || !wasmFile) throw new Error(`${dist} holds no engine: build the site first`);
  const glue = await import(pathToFileURL(join(dist, glueFile)).href);
  glue.initSync({ module: readFileSync(join(dist, wasmFile)) });
  return glue;
}
