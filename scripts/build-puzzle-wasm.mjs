// @ts-check
// Builds the puzzle pages' engine: the wasm crate with its `puzzles`
// feature (the prover the puzzle page's worker asks), beside the game
// pages' engine that Trunk builds without it — a fifth of the wasm that a
// game page need not download. Called by scripts/bundle.mjs (the post_build
// hook), which hands the hashed names to the page's bundle.
//
// cargo (its own target folder, so the two builds of the crate never
// replace each other's output), wasm-bindgen (--target web, as Trunk's
// build), wasm-opt -O3 (as index.html asks of Trunk).

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {string} root      the repository
 * @param {string} staging   the build's staging folder
 * @returns {{ js: string, wasm: string }} the files' names in the build
 */
export function buildPuzzleWasm(root, staging) {
  const targetDir = join(process.env.CARGO_TARGET_DIR ?? join(root, 'target'), 'puzzle-wasm');
  const run = (/** @type {string} */ cmd, /** @type {string[]} */ args) =>
    execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '-p', 'tabuleiro-wasm', '--features', 'puzzles',
    '--target-dir', targetDir]);
  const out = join(targetDir, 'bindgen');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  run('wasm-bindgen', ['--target', 'web', '--out-dir', out, '--out-name', 'tabuleiro-puzzles',
    join(targetDir, 'wasm32-unknown-unknown', 'release', 'tabuleiro_wasm.wasm')]);
  const wasmIn = join(out, 'tabuleiro-puzzles_bg.wasm');
  run('wasm-opt', ['-O3', wasmIn, '-o', wasmIn]);
  const hash = createHash('sha256').update(readFileSync(wasmIn)).update(readFileSync(join(out, 'tabuleiro-puzzles.js')))
    .digest('hex').slice(0, 16);
  const js = `tabuleiro-puzzles-${hash}.js`;
  const wasm = `tabuleiro-puzzles-${hash}_bg.wasm`;
  copyFileSync(join(out, 'tabuleiro-puzzles.js'), join(staging, js));
  copyFileSync(wasmIn, join(staging, wasm));
  return { js, wasm };
}
