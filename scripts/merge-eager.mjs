// @ts-check
// Folds the page's bundle and the chunks it imports at once into one module.
//
// esbuild's code splitting makes a chunk for every set of entry points
// (the page and each lazily imported module) that share code, so the page
// started from 13 files: 13 requests made while the HTML is parsed, and 13
// modules to compile and link, where one will do. esbuild has no setting
// for "one chunk for everything the entry needs", so this is a second pass:
// an entry that re-exports every eager chunk's exports is bundled without
// splitting (the lazy chunks left external, the first pass's source maps
// chained), and each eager chunk that a lazy one still imports becomes a
// one-line module re-exporting its names from the merged one, so the lazy
// chunks keep working unchanged and share the page's module instances.

import { rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';

/**
 * @typedef {object} MergeInput
 * @property {string} root          the repository (esbuild's working directory)
 * @property {string} staging       the build's output folder
 * @property {esbuild.Metafile} meta   the first pass's metafile
 * @property {string} entryFile     the page's bundle, relative to staging
 * @property {esbuild.BuildOptions} options   the first pass's common options
 */

/**
 * Chromium's compile hint (V8's "explicit compile hints", Chrome 136 on),
 * which must open the file: compile every function of this script while it
 * streams in, on a background thread, instead of each on the main thread
 * the first time it runs. Nearly all of the merged module runs as the page
 * starts (what does not is in the lazy chunks), and its first-run compiles
 * came to about 18 ms of the main thread's load tasks at 1x (CPU ×4: 70),
 * against 2 ms with the hint. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A name for chunk `index`'s export `name` that no other chunk's export has.
 * @param {number} index
 * @param {string} name
 */
const mergedName = (index, name) => `$${index}_${name}`;

/**
 * @param {MergeInput} input
 * @returns {Promise<string>} the merged module, relative to staging
 */
export async function mergeEagerChunks({ root, staging, meta, entryFile, options }) {
  /** @param {string} key  an output's path as the metafile gives it */
  const inStaging = (key) => relative(staging, join(root, key)).split('\\').join('/');
  const outputs = new Map(Object.entries(meta.outputs).map(([key, output]) => [inStaging(key), output]));
  const eager = [entryFile, ...staticImports(outputs, entryFile, inStaging)];
  const eagerSet = new Set(eager);
  const stillImported = importedFromLazy(outputs, eagerSet, inStaging);

  // The page's own exports first and unrenamed: importing the page's bundle
  // first runs its module graph in the first pass's order.
  const entryLines = eager.map((file, index) => {
    const names = outputs.get(file)?.exports ?? [];
    const renamed = index === 0 ? names : names.map((n) => `${n} as ${mergedName(index, n)}`);
    return names.length ? `export { ${renamed.join(', ')} } from './${file}';` : `import './${file}';`;
  });
  const entry = join(staging, 'eager-entry.js');
  writeFileSync(entry, `${entryLines.join('\n')}\n`);
  /** @type {esbuild.Plugin} */
  const lazyStaysExternal = {
    name: 'lazy-chunks-external',
    setup(build) {
      build.onResolve({ filter: /^\.\/.*\.js$/ }, (args) => {
        const file = relative(staging, join(args.resolveDir, args.path)).split('\\').join('/');
        return eagerSet.has(file) || file === 'eager-entry.js' ? undefined : { path: args.path, external: true };
      });
    },
  };
  const merged = await esbuild.build({
    ...options,
    entryPoints: [entry],
    entryNames: 'app-[hash]',
    outdir: staging,
    absWorkingDir: staging,
    splitting: false,
    plugins: [lazyStaysExternal],
    banner: { js: COMPILE_HINT },
  });
  rmSync(entry);
  const mergedMeta = /** @type {esbuild.Metafile} */ (merged.metafile);
  const mergedFile = Object.keys(mergedMeta.outputs).find((k) => k.endsWith('.js'));
  if (!mergedFile) throw new Error('merge-eager.mjs: the second pass wrote no module');

  eager.forEach((file, index) => {
    rmSync(join(staging, `${file}.map`), { force: true });
    if (!stillImported.has(file)) {
      rmSync(join(staging, file));
      return;
    }
    const names = outputs.get(file)?.exports ?? [];
    const exported = index === 0 ? names.join(',') : names.map((n) => `${mergedName(index, n)} as ${n}`).join(',');
    writeFileSync(join(staging, file), `export{${exported}}from"./${mergedFile}";\n`);
  });
  return mergedFile;
}

/**
 * Every output `file` imports statically, directly or through others.
 * @param {Map<string, esbuild.Metafile['outputs'][string]>} outputs
 * @param {string} file
 * @param {(key: string) => string} inStaging
 * @returns {string[]}
 */
function staticImports(outputs, file, inStaging) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} from */
  const visit = (from) => {
    for (const imp of outputs.get(from)?.imports ?? []) {
      const target = inStaging(imp.path);
      if (imp.kind === 'import-statement' && !seen.has(target)) {
        seen.add(target);
        visit(target);
      }
    }
  };
  visit(file);
  return [...seen];
}

/**
 * The eager files that some lazy output imports (statically or not).
 * @param {Map<string, esbuild.Metafile['outputs'][string]>} outputs
 * @param {Set<string>} eager
 * @param {(key: string) => string} inStaging
 */
function importedFromLazy(outputs, eager, inStaging) {
  /** @type {Set<string>} */
  const imported = new Set();
  for (const [file, output] of outputs) {
    if (eager.has(file) || !file.endsWith('.js')) continue;
    for (const imp of output.imports) {
      const target = inStaging(imp.path);
      if (eager.has(target)) imported.add(target);
    }
  }
  return imported;
}
