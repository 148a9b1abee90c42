// @ts-check
// Trunk post_build hook (the first of the chain in Trunk.toml): bundles and
// minifies the page's modules and the search worker with esbuild, with
// source maps, and rewrites the staged index.html to boot from the bundle.
// The sources stay plain, type-checked ES modules in web/; what the site
// ships is the bundle (plus the wasm-bindgen glue, a module of its own so
// tools can load the engine directly). The copies of web/*.js that Trunk's
// copy-dir put in the build are removed, JSDoc-only files included.
//
// The worker and the engines (scripts/build-wasm.mjs: one per game, and
// the puzzle pages') are built before the page's bundle: their hashed names
// are handed to it (`globalThis.TABULEIRO_WORKER_URL`, `globalThis.TABULEIRO_ENGINES`,
// see web/engine.js), and the engines' to the tools (engines.json).

import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { buildWasm, engineBuilds } from './build-wasm.mjs';
import { mergeEagerChunks } from './merge-eager.mjs';
import { CATALOG } from '../web/generated/catalog.js';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('bundle.mjs: TRUNK_STAGING_DIR is not set (run it as a Trunk hook)');
  process.exit(1);
}
const root = join(import.meta.dirname, '..');
const web = join(root, 'web');

/** @type {esbuild.BuildOptions} */
const common = {
  bundle: true,
  format: 'esm',
  minify: true,
  sourcemap: 'linked',
  target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
  outdir: staging,
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
};

/**
 * The output file (relative to the build's root) of an entry point.
 * @param {esbuild.Metafile} meta
 * @param {string} entry   the source, relative to the repository
 */
function outputOf(meta, entry) {
  const found = Object.entries(meta.outputs).find(([, o]) => o.entryPoint === entry);
  if (!found) throw new Error(`bundle.mjs: no output for ${entry}`);
  return relative(staging, join(root, found[0])).split('\\').join('/');
}

const worker = await esbuild.build({ ...common, entryPoints: ['web/worker.js'], entryNames: 'worker-[hash]', absWorkingDir: root });
const workerFile = outputOf(/** @type {esbuild.Metafile} */ (worker.metafile), 'web/worker.js');

/** @type {Record<string, import('./build-wasm.mjs').EngineFiles>} */
const engines = {};
for (const build of engineBuilds(CATALOG.map((g) => g.id))) engines[build.name] = buildWasm(root, staging, build);
writeFileSync(join(staging, 'engines.json'), `${JSON.stringify(engines, null, 1)}\n`);

const app = await esbuild.build({
  ...common,
  entryPoints: ['web/main.js'],
  entryNames: 'app-[hash]',
  chunkNames: 'chunk-[hash]',
  splitting: true,
  absWorkingDir: root,
  define: {
    'globalThis.TABULEIRO_WORKER_URL': JSON.stringify(`./${basename(workerFile)}`),
    'globalThis.TABULEIRO_ENGINES': JSON.stringify(engines),
  },
});
const appMeta = /** @type {esbuild.Metafile} */ (app.metafile);
/** The page's bundle with the chunks it imports at once, as one module. */
const appFile = await mergeEagerChunks({ root, staging, meta: appMeta, entryFile: outputOf(appMeta, 'web/main.js'), options: common });

// index.html: the boot line imports the bundle, preloaded; the engine of
// the page's game is fetched once the first picture is up (web/app.js).
const indexFile = join(staging, 'index.html');
let html = readFileSync(indexFile, 'utf8');
const bootFrom = /(import \{ boot \} from ')([^']*?)web\/main\.js(')/;
if (!bootFrom.test(html)) {
  console.error('bundle.mjs: the boot script in index.html does not import web/main.js');
  process.exit(1);
}
html = html.replace(bootFrom, `$1$2${appFile}$3`);
html = html.replace(/<meta charset="utf-8">/i, (charset) => `${charset}\n    <link rel="modulepreload" href="${appFile}">`);
writeFileSync(indexFile, html);

// The sources Trunk copied are not part of the site any more (the style
// sheet is served under its hashed name); the icons, the manifest, the
// service worker's template (read by precache.mjs) and the embed demo's own
// files stay.
const keep = new Set(['web/sw-template.js', 'web/embed-demo.js', 'web/embed-demo.css', 'web/manifest.webmanifest']);
/** @param {string} dir */
function removeSources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const rel = relative(staging, path).split('\\').join('/');
    if (statSync(path).isDirectory()) {
      removeSources(path);
      if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
    } else if (!keep.has(rel) && !rel.startsWith('web/icons/')) {
      rmSync(path);
    }
  }
}
removeSources(join(staging, 'web'));

// What is not bundled is minified in place: the style sheets Trunk hashed
// (their integrity hashes in index.html follow) and the engines'
// wasm-bindgen glue (written with its comments: 5.2 kB gzip'd where 3.2
// will do).
// The page's style sheet gets each game's own sheet (web/games/<game>.css)
// and then the game page's tools' (web/game-tools.css) at its end, and a
// name hashed from what it now holds: one sheet to fetch, not two (at CPU
// x4 each stylesheet the parser requests costs it about 25 ms, in the
// page's first task).
const gameSheets = readdirSync(join(web, 'games')).filter((n) => n.endsWith('.css')).sort().map((n) => join(web, 'games', n));
const addedSheets = [...gameSheets, join(web, 'game-tools.css')];
const styleName = readdirSync(staging).find((n) => /^style-.*\.css$/.test(n));
if (!styleName) {
  console.error('bundle.mjs: no style-*.css in the build (index.html links web/style.css)');
  process.exit(1);
}
{
  const text = [readFileSync(join(staging, styleName), 'utf8'), ...addedSheets.map((f) => readFileSync(f, 'utf8'))].join('\n');
  const renamed = `style-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.css`;
  rmSync(join(staging, styleName));
  writeFileSync(join(staging, renamed), text);
  html = readFileSync(indexFile, 'utf8').split(styleName).join(renamed);
  writeFileSync(indexFile, html);
}
const glues = new Set(Object.values(engines).map((e) => e.js));
const minifiable = readdirSync(staging).filter((n) => /^style-.*\.css$/.test(n) || glues.has(n));
for (const name of minifiable) {
  const file = join(staging, name);
  const loader = name.endsWith('.css') ? 'css' : 'js';
  const { code } = await esbuild.transform(readFileSync(file, 'utf8'), { loader, minify: true, target: common.target, ...(loader === 'js' ? { format: 'esm' } : {}) });
  writeFileSync(file, code);
  if (glues.has(name)) continue;
  const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`;
  const link = new RegExp(`(<link[^>]*href="[^"]*${name.replace(/\./g, '\\.')}"[^>]*integrity=")[^"]*(")`);
  html = readFileSync(indexFile, 'utf8').replace(link, `$1${integrity}$2`);
  writeFileSync(indexFile, html);
}

const size = (/** @type {string} */ f) => statSync(join(staging, f)).size;
console.log(`bundle.mjs: ${appFile} ${size(appFile)} B, ${workerFile} ${size(workerFile)} B (from ${relative(root, web)}/)`);
