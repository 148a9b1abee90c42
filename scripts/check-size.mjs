// The download budget: what a cold game page transfers, gzip'd, must stay
// within BUDGET. Counted from the built site the way a browser loads a
// game page with an empty cache: index.html, every file it preloads (the
// bundle and its eager chunks, the wasm and its glue), its style sheet,
// the search worker's bundle, the manifest and the icon. Lazy chunks (other
// languages, the puzzles, the puzzle pages' engine) and the service
// worker's precache (it fills after the page has loaded) are not counted.
// Deterministic: bytes, not time.
//
//   node scripts/check-size.mjs [dist] [--budget BYTES]

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const dist = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a)) ?? 'dist';
const budgetAt = args.indexOf('--budget');
/** 140 KB (of 1024 bytes), the goal for a cold game page. */
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
const files = [...new Set(['index.html', ...linked, ...worker])];

let total = 0;
const rows = files.map((f) => {
  const bytes = gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
  total += bytes;
  return [f, bytes];
});
for (const [f, bytes] of rows) console.log(`${String(bytes).padStart(8)}  ${f}`);
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${String(total).padStart(8)}  total gzip (${kb(total)}); budget ${kb(BUDGET)}`);
if (total > BUDGET) {
  console.error(`check-size: a cold game page transfers ${kb(total)} gzip'd, over its budget of ${kb(BUDGET)}`);
  process.exit(1);
}
