// @ts-check
// Checks that every translation table says the same things as the English
// one: no key missing, no key extra, the same set of `{placeholders}` for
// each key, and every value a non-empty string. Also checks that every table
// under web/i18n/ is listed in LANGUAGES in web/i18n.js, so a language cannot be
// added half-way. Exits 1 and lists the problems if any.
//
//   node scripts/check-i18n.mjs

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIR = join(ROOT, 'web', 'i18n');
const REFERENCE = 'en';

// package.json has no "type": "module", so Node 20 prints a warning for each
// ES module under web/ it loads (it still loads them). Keep the output to our
// own findings; any other warning is still shown.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (/** @type {{ code?: string }} */ (warning).code !== 'MODULE_TYPELESS_PACKAGE_JSON') console.warn(warning);
});

/** @param {string} text @returns {string[]} the sorted, distinct placeholder names */
function placeholders(text) {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

/** @param {string[]} names @returns {string} */
function list(names) {
  return names.length ? names.map((n) => `{${n}}`).join(', ') : 'none';
}

/** @param {string} code @returns {Promise<Record<string, unknown>>} */
async function load(code) {
  const module = await import(pathToFileURL(join(DIR, `${code}.js`)).href);
  return module.default;
}

const codes = readdirSync(DIR).filter((name) => name.endsWith('.js')).map((name) => name.slice(0, -3)).sort();
/** @type {string[]} */
const problems = [];

if (!codes.includes(REFERENCE)) {
  console.error(`check-i18n: web/i18n/${REFERENCE}.js is missing`);
  process.exit(1);
}

// Registration: each table file is imported by web/i18n.js and listed in
// LANGUAGES (one `code: { name: …, load: … }` line each).
const registry = readFileSync(join(ROOT, 'web', 'i18n.js'), 'utf8');
const languagesBlock = registry.match(/const\s+LANGUAGES\s*=\s*\{([\s\S]*?)\n\};/);
const listed = new Set([...(languagesBlock?.[1] ?? '').matchAll(/^\s*(\w+):\s*\{\s*name:/gm)].map((m) => m[1]));
for (const code of codes) {
  if (!registry.includes(`'./i18n/${code}.js'`)) problems.push(`${code}: web/i18n/${code}.js is not imported by web/i18n.js`);
  if (!listed.has(code)) problems.push(`${code}: not listed in LANGUAGES in web/i18n.js`);
}

const en = await load(REFERENCE);
const enKeys = Object.keys(en);

for (const code of codes) {
  let table;
  try {
    table = await load(code);
  } catch (err) {
    problems.push(`${code}: cannot be loaded: ${err instanceof Error ? err.message : err}`);
    continue;
  }
  if (!table || typeof table !== 'object') {
    problems.push(`${code}: the module has no default export object`);
    continue;
  }
  for (const [key, value] of Object.entries(table)) {
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${code}: ${key}: the text is empty or not a string`);
  }
  if (code === REFERENCE) continue;
  for (const key of enKeys) {
    if (!Object.prototype.hasOwnProperty.call(table, key)) {
      problems.push(`${code}: missing key ${key} (en: ${JSON.stringify(en[key])})`);
      continue;
    }
    const want = placeholders(String(en[key]));
    const got = placeholders(String(table[key]));
    if (want.join(',') !== got.join(',')) {
      problems.push(`${code}: ${key}: placeholders ${list(got)} but en has ${list(want)}`);
    }
  }
  for (const key of Object.keys(table)) {
    if (!Object.prototype.hasOwnProperty.call(en, key)) problems.push(`${code}: extra key ${key} (not in en.js)`);
  }
  if ('language.dir' in table && table['language.dir'] !== 'ltr' && table['language.dir'] !== 'rtl') {
    problems.push(`${code}: language.dir must be "ltr" or "rtl"`);
  }
}

if (problems.length) {
  console.error(`check-i18n: ${problems.length} problem(s) in the translation tables:`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`check-i18n: ${codes.join(', ')} agree on ${enKeys.length} keys and their placeholders`);
