// The download budget: what a cold game page transfers, gzip'd, must stay
// within BUDGET, for every game. Counted from the built site the way a
// browser loads a game page with an empty cache: index.html, every file it
// preloads (the bundle and its eager chunks), its style sheets, the search
// worker's bundle, the manifest and the icon, and the game's engine (its
// glue and wasm, as engines.json names them: fetched once the first
// picture is up). Lazy chunks (other languages, the puzzles, the puzzle
// pages' engine), the other games' engines and the service worker's
// precache (it fills after the page has loaded) are not counted.
// Deterministic: bytes, not time.
//
//   node scripts/check-size.mjs [dist] [--budget BYTES]

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const dist = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a)) ?? 'dist';
const budgetAt = args.indexOf('--budget');
/** 140 KB (of 1024 bytes), the goal of issue 14 (docs/decisions.md, "The download budget"). */
const BUDGET = budgetAt >= 0 ? Number(args[budgetAt + 1]) : 140 * 1024;

let html;
try {
  html = readFileSync(join(dist, 'index.html'), 'utf8');
} catch {
  console.error(`check-size: no built site in ${dist} (build it first: trunk build --release=true)`);
  process.exit(2);
}
/** @param {string} href */
const local = (href) => href.replace(/^\.\//, '');
const linked = [...html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|preload|stylesheet|icon|manifest)"[^>]*\bhref="([^"]+)"/g)].map((m) => local(m[1]));
const worker = readdirSync(dist).filter((f) => /^worker-.*\.js$/.test(f));
/** @type {Record<string, { js: string, wasm: string }>} */
const engines = JSON.parse(readFileSync(join(dist, 'engines.json'), 'utf8'));
const games = Object.keys(engines).filter((name) => name !== 'puzzles');

const gzipped = (/** @type {string} */ f) => gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const shared = [...new Set(['index.html', ...linked, ...worker])];
let sharedTotal = 0;
for (const f of shared) {
  const bytes = gzipped(f);
  sharedTotal += bytes;
  console.log(`${String(bytes).padStart(8)}  ${f}`);
}
console.log(`${String(sharedTotal).padStart(8)}  every game page (${kb(sharedTotal)})`);
let over = false;
for (const game of games) {
  const engine = gzipped(engines[game].js) + gzipped(engines[game].wasm);
  const total = sharedTotal + engine;
  console.log(`${String(total).padStart(8)}  total gzip for ${game} (${kb(total)}: its engine ${kb(engine)}); budget ${kb(BUDGET)}`);
  if (total > BUDGET) {
    console.error(`check-size: a cold ${game} page transfers ${kb(total)} gzip'd, over its budget of ${kb(BUDGET)}`);
    over = true;
  }
}
if (over) process.exit(1);
