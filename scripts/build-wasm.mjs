// @ts-check
// Builds the site's engines, each a build of the wasm crate: one per game
// for the game pages (a Morris page downloads Morris's rules and search,
// not the other three games'), and the puzzle pages' engine (all four
// games and the prover). Called by scripts/bundle.mjs (the post_build
// hook), which hands the hashed names to the page's bundle and writes them
// to engines.json for the tools.
//
// cargo (one target folder for every build: cargo keeps each feature set's
// artifacts apart, and the builds run one after the other, each output
// copied before the next), wasm-bindgen (--target web), wasm-opt -O3.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {{ js: string, wasm: string }} EngineFiles   hashed names in the build
 * @typedef {{ name: string, features: string[] }} EngineBuild
 */

/**
 * @param {string[]} games   the games' ids (each a feature of the wasm crate)
 * @returns {EngineBuild[]}
 */
export function engineBuilds(games) {
  return [
    ...games.map((game) => ({ name: game, features: [game] })),
    { name: 'puzzles', features: ['puzzles'] },
  ];
}

/**
 * @param {string} root      the repository
 * @param {string} staging   the build's staging folder
 * @param {EngineBuild} build
 * @returns {EngineFiles}
 */
export function buildWasm(root, staging, build) {
  const targetDir = join(process.env.CARGO_TARGET_DIR ?? join(root, 'target'), 'site-wasm');
  const run = (/** @type {string} */ cmd, /** @type {string[]} */ args) =>
    execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '-p', 'tabuleiro-wasm',
    '--no-default-features', '--features', build.features.join(','), '--target-dir', targetDir]);
  const stem = `tabuleiro-${build.name}`;
  const out = join(targetDir, 'bindgen', build.name);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  run('wasm-bindgen', ['--target', 'web', '--out-dir', out, '--out-name', stem,
    join(targetDir, 'wasm32-unknown-unknown', 'release', 'tabuleiro_wasm.wasm')]);
  const wasmIn = join(out, `${stem}_bg.wasm`);
  run('wasm-opt', ['-O3', wasmIn, '-o', wasmIn]);
  const hash = createHash('sha256').update(readFileSync(wasmIn)).update(readFileSync(join(out, `${stem}.js`)))
    .digest('hex').slice(0, 16);
  const files = { js: `${stem}-${hash}.js`, wasm: `${stem}-${hash}_bg.wasm` };
  copyFileSync(join(out, `${stem}.js`), join(staging, files.js));
  copyFileSync(wasmIn, join(staging, files.wasm));
  return files;
}
