// Checks the contrast of the page's colours in both themes against WCAG 2
// AA: the custom properties of web/style.css's `:root` block (light) and
// its `:root[data-theme="dark"]` block (dark, falling back to light for
// what it does not set), each text colour on each background it is used
// on — 4.5:1 for text, 3:1 for large text and for the marks that are not
// text (focus ring, selection, borders that carry meaning). Translucent
// colours are laid over the surface they sit on. Exits 1 and lists the
// pairs that fail.
//
//   node scripts/check-contrast.mjs [--verbose]

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CSS = readFileSync(join(ROOT, 'web', 'style.css'), 'utf8');
const verbose = process.argv.includes('--verbose');

const TEXT = 4.5;
const LARGE = 3;
const MARK = 3;

/**
 * Text colour, background(s) — a list is laid bottom first (a translucent
 * row over a card) — and the ratio it needs, with where it is used.
 * @type {Array<[string, string | string[], number, string]>}
 */
const PAIRS = [
  ['--ink', '--paper', TEXT, 'page text'],
  ['--ink', '--card', TEXT, 'cards, buttons, scorepad'],
  ['--ink', '--card-hover', TEXT, 'a button under the pointer'],
  ['--ink', '--paper-deep', TEXT, 'scorepad heading'],
  ['--ink', ['--card', '--row-alt'], TEXT, 'scorepad even rows'],
  ['--ink', ['--card', '--row-current'], TEXT, 'the current level in a results table'],
  ['--ink', ['--paper', '--row-current'], TEXT, 'the current level in a results table on the page'],
  ['--ink-soft', '--paper', TEXT, 'secondary text, labels, tool icons'],
  ['--ink-soft', '--card', TEXT, 'secondary text on cards'],
  ['--ink-soft', '--paper-deep', TEXT, 'badges'],
  ['--accent', '--paper', TEXT, 'brand, headings, links'],
  ['--accent', '--card', TEXT, 'links and figures on cards'],
  ['--accent-ink', '--accent', TEXT, 'primary buttons, the current move'],
  ['--accent-ink', '--accent-hover', TEXT, 'a primary button under the pointer'],
  ['--note-ink', '--note-bg', TEXT, 'notes'],
  ['--info-ink', '--info-bg', TEXT, 'the update note'],
  ['--ink', '--info-bg', TEXT, 'the status bar while looking back'],
  ['--ink', '--over-bg', TEXT, 'the result banner'],
  ['--ink', '--win-bg', TEXT, 'the result banner, won'],
  ['--ink', '--loss-bg', TEXT, 'the result banner, lost'],
  ['--ink-soft', '--over-bg', TEXT, 'the result banner hint'],
  ['--ink-soft', '--win-bg', TEXT, 'the result banner hint, won'],
  ['--ink-soft', '--loss-bg', TEXT, 'the result banner hint, lost'],
  ['--ink', '--to-move-bg', TEXT, 'the side to move (Morris, Rastros)'],
  ['--flying-ink', '--paper', TEXT, 'Morris: flying'],
  ['--flying-ink', '--to-move-bg', TEXT, 'Morris: flying, to move'],
  ['--warn-ink', '--paper', TEXT, 'warnings under the board'],
  ['--good', '--paper', TEXT, 'a hint\'s move'],
  ['--good', '--good-bg', TEXT, 'a solved puzzle\'s link'],
  ['--badge-ink', '--badge-bg', TEXT, 'Rastros goal badge'],
  ['--badge-to-move-ink', '--badge-to-move-bg', TEXT, 'Rastros goal badge, to move'],
  ['--ink', ['--paper', '--veil'], TEXT, 'the paused overlay'],
  ['--focus', '--paper', MARK, 'focus ring'],
  ['--focus', '--card', MARK, 'focus ring on cards'],
  ['--good', '--card', MARK, 'selection and the side to move'],
  ['--to-move-line', '--paper', MARK, 'the side to move, border'],
  ['--ink-soft', '--card', MARK, 'button borders'],
  ['--accent', '--paper', LARGE, 'the paused title'],
];

/**
 * @param {string} selector  the block's selector as written
 * @returns {Record<string, string>} its custom properties
 */
function block(selector) {
  const start = CSS.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`web/style.css has no "${selector} {" block`);
  const body = CSS.slice(start, CSS.indexOf('}', start));
  /** @type {Record<string, string>} */
  const props = {};
  for (const m of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) props[m[1]] = m[2].trim();
  return props;
}

/**
 * @param {string} text  #rgb, #rrggbb or rgb()/rgba()
 * @returns {[number, number, number, number]} r, g, b (0–255) and alpha (0–1)
 */
function parseColour(text) {
  const hex = text.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)).concat(1);
  }
  const fn = text.match(/^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i);
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3]), fn[4] === undefined ? 1 : Number(fn[4])];
  throw new Error(`cannot read the colour "${text}"`);
}

/**
 * Lays colours over each other, bottom first (the bottom one opaque).
 * @param {Array<[number, number, number, number]>} layers
 * @returns {[number, number, number]}
 */
function composite(layers) {
  let [r, g, b] = layers[0];
  for (const [r2, g2, b2, a] of layers.slice(1)) {
    r = r2 * a + r * (1 - a);
    g = g2 * a + g * (1 - a);
    b = b2 * a + b * (1 - a);
  }
  return [r, g, b];
}

/** @param {[number, number, number]} rgb  WCAG 2 relative luminance */
function luminance(rgb) {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** @param {[number, number, number]} a @param {[number, number, number]} b */
function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const light = block(':root');
const themes = { light, dark: { ...light, ...block(':root[data-theme="dark"]') } };
const failures = [];
let checked = 0;
for (const [name, props] of Object.entries(themes)) {
  /** @param {string} v */
  const colour = (v) => {
    if (!(v in props)) throw new Error(`${name}: ${v} is not set in web/style.css`);
    return parseColour(props[v]);
  };
  for (const [fg, bgs, need, where] of PAIRS) {
    const under = composite([bgs].flat().map(colour));
    const ink = composite([[...under, 1], colour(fg)]);
    const ratio = contrast(ink, under);
    checked += 1;
    const line = `${name}: ${fg} on ${[bgs].flat().join(' + ')} = ${ratio.toFixed(2)}:1 (needs ${need}:1; ${where})`;
    if (ratio < need) failures.push(line);
    else if (verbose) console.log(`ok  ${line}`);
  }
}

if (failures.length) {
  console.error(`check-contrast: ${failures.length} of ${checked} pairs below WCAG AA:`);
  for (const f of failures) console.error(`  - ${f}`);
  process.exit(1);
}
console.log(`check-contrast: ${checked} text/background pairs meet WCAG AA in the light and dark themes`);
