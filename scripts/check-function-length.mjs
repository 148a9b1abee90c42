// Fails when a function in web/ is longer than the limit (150 lines by
// default): a function that long is asking to become modules with explicit
// state. Uses TypeScript's own parser, so arrow functions, methods and
// nested functions all count, each by its own lines.
//
//   node scripts/check-function-length.mjs [--max 150] [--report N]

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const max = Number(args[args.indexOf('--max') + 1] || 150) || 150;
const reportTop = args.includes('--report') ? Number(args[args.indexOf('--report') + 1]) || 10 : 0;
const root = join(import.meta.dirname, '..');
const webDir = join(root, 'web');

/** @param {string} dir @returns {string[]} */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : files(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

/** @type {Array<{ file: string, name: string, line: number, lines: number }>} */
const found = [];
for (const file of files(webDir)) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const named = /** @type {any} */ (node).name;
      const parent = /** @type {any} */ (node.parent);
      const name = named?.getText(source) ?? parent?.name?.getText?.(source) ?? '(anonymous)';
      found.push({ file: relative(root, file), name, line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

found.sort((a, b) => b.lines - a.lines);
if (reportTop > 0) {
  for (const f of found.slice(0, reportTop)) console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line} ${f.name}`);
}
const long = found.filter((f) => f.lines > max);
if (long.length > 0) {
  for (const f of long) console.error(`${f.file}:${f.line}: ${f.name} is ${f.lines} lines (at most ${max})`);
  process.exit(1);
}
console.log(`check-function-length: ${found.length} functions in web/, the longest ${found[0]?.lines ?? 0} lines (at most ${max})`);
