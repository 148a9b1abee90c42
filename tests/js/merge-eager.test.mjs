// The build's second pass (scripts/merge-eager.mjs) on a small program:
// the page starts from one module, and the lazy chunks still share its
// module instances.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { COMPILE_HINT, mergeEagerChunks } from '../../scripts/merge-eager.mjs';

/** Shared state two lazy modules reach by different paths, so that esbuild splits the eager code into several chunks. */
const SOURCES = {
  'counter.js': 'export let count = 0;\nexport function bump() { count += 1; return count; }\n',
  'words.js': "import { bump } from './counter.js';\nexport const word = (w) => `${w}${bump()}`;\n",
  'lazy-count.js': "import { bump } from './counter.js';\nexport const lazyBump = () => bump();\n",
  'lazy-words.js': "import { word } from './words.js';\nexport const lazyWord = () => word('lazy');\n",
  'main.js': [
    "import { bump } from './counter.js';",
    "import { word } from './words.js';",
    'export async function boot() {',
    '  const seen = [bump(), word(\'eager\')];',
    "  seen.push((await import('./lazy-count.js')).lazyBump());",
    "  seen.push((await import('./lazy-words.js')).lazyWord());",
    '  return seen;',
    '}',
  ].join('\n'),
};

/** @type {import('esbuild').BuildOptions} */
const options = { bundle: true, format: 'esm', minify: true, sourcemap: 'linked', metafile: true, logLevel: 'silent' };

async function buildFixture() {
  const root = mkdtempSync(join(tmpdir(), 'merge-eager-'));
  for (const [name, text] of Object.entries(SOURCES)) writeFileSync(join(root, name), text);
  const staging = join(root, 'out');
  const first = await esbuild.build({ ...options, entryPoints: ['main.js'], entryNames: 'app-[hash]', chunkNames: 'chunk-[hash]', splitting: true, outdir: staging, absWorkingDir: root });
  const meta = /** @type {import('esbuild').Metafile} */ (first.metafile);
  const entryKey = Object.keys(meta.outputs).find((k) => meta.outputs[k].entryPoint === 'main.js');
  const entryFile = /** @type {string} */ (entryKey).replace(/^out\//, '');
  const eagerBefore = meta.outputs[/** @type {string} */ (entryKey)].imports.filter((i) => i.kind === 'import-statement').length;
  return { root, staging, meta, entryFile, eagerBefore };
}

test('the eager chunks become one module, and the lazy ones share its state', async () => {
  const { root, staging, meta, entryFile, eagerBefore } = await buildFixture();
  try {
    assert.ok(eagerBefore >= 2, `the fixture should split its eager code (${eagerBefore} chunk)`);
    const merged = await mergeEagerChunks({ root, staging, meta, entryFile, options });
    const text = readFileSync(join(staging, merged), 'utf8');
    assert.doesNotMatch(text, /^import[^(]/m, 'the merged module imports nothing statically');
    // Chromium reads the compile hint only as the file's first line.
    assert.equal(text.split('\n')[0], COMPILE_HINT);
    assert.match(text, /sourceMappingURL=app-[^.]+\.js\.map/);
    const { boot } = await import(pathToFileURL(join(staging, merged)).href);
    // One counter for all: the lazy chunks' bumps follow the page's.
    assert.deepEqual(await boot(), [1, 'eager2', 3, 'lazy4']);
    assert.ok(!readdirSync(staging).includes('eager-entry.js'), 'the second pass leaves no entry behind');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
