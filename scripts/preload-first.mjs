// Trunk post_build hook: moves the preloads of the wasm binary and its glue
// to the top of <head>. They are the longest fetches on the way to the first
// board, and Trunk writes them last, behind the app's own module preloads.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('preload-first.mjs: TRUNK_STAGING_DIR is not set (run it as a Trunk hook)');
  process.exit(1);
}
const file = join(staging, 'index.html');
let html = readFileSync(file, 'utf8');
const critical = html.match(/<link rel="(?:preload|modulepreload)" href="[^"]*tabuleiro-wasm[^"]*"[^>]*>/g) ?? [];
if (critical.length === 0) {
  console.error('preload-first.mjs: found no wasm preloads in index.html');
  process.exit(1);
}
for (const link of critical) html = html.replace(link, '');
html = html.replace(/<meta charset="utf-8">/i, (charset) => `${charset}\n    ${critical.join('\n    ')}`);
writeFileSync(file, html);
console.log(`preload-first.mjs: ${critical.length} preloads moved to the top of <head>`);
