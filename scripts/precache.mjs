// Trunk post_build hook: writes sw.js into the staged build, with the list
// of every file of the build (hashed names included) and a version derived
// from their contents, so each build gets its own cache.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('precache.mjs: TRUNK_STAGING_DIR is not set (run it as a Trunk hook)');
  process.exit(1);
}

/** Every file below `dir`, as paths relative to the build's root. */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [relative(staging, path).split(sep).join('/')];
  });
}

// engines.json names the engines for the tools; the page has their names in its bundle.
const skip = new Set(['sw.js', 'web/sw-template.js', 'embed-demo.html', 'engines.json']);
// Source maps are for developer tools, which fetch them when they need them.
const files = walk(staging).filter((f) => !skip.has(f) && !f.endsWith('.map')).sort();

const hash = createHash('sha256');
for (const f of files) hash.update(f).update(readFileSync(join(staging, f)));
const version = hash.digest('hex').slice(0, 16);

const assets = ['./', ...files.map((f) => `./${f}`)];
const body = readFileSync(join(staging, 'web', 'sw-template.js'), 'utf8');
writeFileSync(
  join(staging, 'sw.js'),
  `self.TABULEIRO_PRECACHE = ${JSON.stringify({ version, assets }, null, 1)};\n${body}`,
);
console.log(`precache.mjs: sw.js lists ${assets.length} assets, version ${version}`);
