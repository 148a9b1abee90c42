// @ts-check
// The wasm's byte budget (issue 14): the engine's .wasm in a built site,
// raw and gzip'd at level 9 (zlib, as `gzip -9` and the measure script),
// against the budget below. Deterministic: bytes, not time.
//
//   node scripts/wasm-size.mjs [DIST]     (default dist/)
//
// Exits 1 when the gzip'd wasm exceeds the budget, 2 when there is none.

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// The page's whole first transfer must stay within 140 KB gzip, of which
// the wasm should be about 90 KB; this budget is what the wasm weighs now
// plus a little room, and comes down as the wasm does (docs/decisions.md,
// "wasm size and speed").
const BUDGET_GZIP = 140_000;

const dist = process.argv[2] ?? 'dist';
const wasm = readdirSync(dist).filter((f) => f.endsWith('.wasm'));
if (wasm.length !== 1) {
  console.error(`wasm-size.mjs: expected one .wasm in ${dist}/, found ${wasm.length} (build the site first)`);
  process.exit(2);
}
const bytes = readFileSync(join(dist, wasm[0]));
const gzip = gzipSync(bytes, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${wasm[0]}: ${bytes.length} bytes raw (${kb(bytes.length)}), ${gzip} gzip (${kb(gzip)}); budget ${BUDGET_GZIP} gzip`);
if (gzip > BUDGET_GZIP) {
  console.error(`wasm-size.mjs: the wasm is ${gzip - BUDGET_GZIP} bytes over its budget`);
  process.exit(1);
}
