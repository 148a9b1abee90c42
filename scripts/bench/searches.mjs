// @ts-check
// The fixed searches that compare the wasm engine with the native one
// (issue 14): each game's start position at a fixed depth, so both do the
// very same work (the same move and node count, checked). Plain ES module:
// scripts/bench/wasm-vs-native.mjs runs it in Node and in Chromium, and any
// page that has loaded the engine's glue can run it as well:
//
//   import init, * as engine from './tabuleiro-wasm-<hash>.js';
//   await init({ module_or_path: './tabuleiro-wasm-<hash>_bg.wasm' });
//   for (const s of SEARCHES) console.log(s.label, runSearch(engine, s));
//
// No new export of the wasm is needed: it is the worker's own path
// (`GameHandle`, `thinkBegin`, `thinkStep`).

/**
 * @typedef {{ label: string, game: string, options: Record<string, string>, depth: number }} Search
 * @typedef {{ move: string, nodes: number, ms: number }} Result
 */

/** @type {Search[]} */
export const SEARCHES = [
  { label: 'Morris', game: 'morris', options: {}, depth: 9 },
  { label: 'Six Stones', game: 'sixstones', options: {}, depth: 14 },
  { label: 'Rastros 9×9', game: 'rastros', options: { size: '9', start: 'fixed' }, depth: 14 },
];

/**
 * One search in the wasm engine, on a fresh handle (a fresh table, as a
 * fresh native process has). `ms` is the engine's own count, as the
 * native `best` prints it.
 * @param {any} engine the initialised glue module
 * @param {Search} search
 * @returns {Result}
 */
export function runSearch(engine, search) {
  const handle = new engine.GameHandle(search.game, search.options, []);
  try {
    handle.thinkBegin({ depth: search.depth, seed: 1 });
    const report = handle.thinkStep(1e12);
    return { move: report.move, nodes: report.nodes, ms: report.timeMs };
  } finally {
    handle.free();
  }
}

/**
 * The native CLI's arguments for the same search.
 * @param {Search} search
 * @returns {string[]}
 */
export function nativeArgs(search) {
  const options = Object.entries(search.options).flatMap(([k, v]) => [`--${k}`, v]);
  return ['best', search.game, ...options, '--depth', String(search.depth)];
}

/**
 * Reads the CLI's `best` line: `<move> depth D score S nodes N time MS`.
 * @param {string} line
 * @returns {Result}
 */
export function readNative(line) {
  const m = /^(\S+) depth \d+ score -?\d+ nodes (\d+) time (\d+)/.exec(line.trim());
  if (!m) throw new Error(`unexpected output of tabuleiro best: ${line}`);
  return { move: m[1], nodes: Number(m[2]), ms: Number(m[3]) };
}
