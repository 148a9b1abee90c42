// @ts-check
// Small drawings of each game's board for the home page, made in code with
// the same hand-drawn strokes as the real board (no image files).

import { s } from './dom.js';
import { jitterPath, wobblyRect } from './sketch.js';

/**
 * @param {number} x
 * @param {number} y
 * @param {'white' | 'black'} kind
 * @param {number} r
 * @returns {SVGGElement}
 */
function stone(x, y, kind, r) {
  return s('g', { class: `ill-stone ill-${kind}` },
    s('circle', { cx: x + 0.6, cy: y + 1.2, r, class: 'ill-shadow' }),
    s('circle', { cx: x, cy: y, r }),
    s('ellipse', { cx: x - r * 0.3, cy: y - r * 0.35, rx: r * 0.35, ry: r * 0.2, class: 'ill-gloss' }));
}

/**
 * @param {Array<[number, number, number, number]>} segments
 * @param {number} seed
 * @returns {SVGPathElement[]}
 */
function lines(segments, seed) {
  return segments.map(([x1, y1, x2, y2], i) => s('path', { d: jitterPath(x1, y1, x2, y2, seed + i), class: 'ill-line' }));
}

/** @returns {SVGElement[]} */
function achi() {
  const p = [20, 60, 100];
  /** @type {Array<[number, number, number, number]>} */
  const seg = [];
  for (const v of p) {
    seg.push([20, v, 100, v], [v, 20, v, 100]);
  }
  seg.push([20, 20, 100, 100], [100, 20, 20, 100]);
  return [
    ...lines(seg, 3),
    stone(20, 20, 'white', 10), stone(100, 20, 'white', 10), stone(60, 60, 'white', 10),
    stone(20, 100, 'black', 10), stone(60, 100, 'black', 10), stone(100, 60, 'black', 10),
  ];
}

/** @returns {SVGElement[]} */
function sixStones() {
  const at = (/** @type {number} */ i) => 20 + i * 20;
  /** @type {Array<[number, number, number, number]>} */
  const seg = [];
  for (let i = 0; i < 5; i += 1) {
    const edge = i === 0 || i === 4;
    seg.push([at(edge ? 1 : 0), at(i), at(edge ? 3 : 4), at(i)], [at(i), at(edge ? 1 : 0), at(i), at(edge ? 3 : 4)]);
  }
  /** @type {SVGElement[]} */
  const out = [...lines(seg, 40)];
  for (const [x, y] of [[1, 0], [2, 0], [3, 0], [1, 1], [2, 1], [3, 1]]) out.push(stone(at(x), at(y), 'white', 7.5));
  for (const [x, y] of [[1, 4], [2, 4], [3, 3], [1, 3], [3, 4], [2, 2]]) out.push(stone(at(x), at(y), 'black', 7.5));
  return out;
}

/** @returns {SVGElement[]} */
function morris() {
  /** @type {Array<[number, number, number, number]>} */
  const seg = [];
  for (const d of [14, 34, 54]) {
    const a = d;
    const b = 120 - d;
    seg.push([a, a, b, a], [b, a, b, b], [b, b, a, b], [a, b, a, a]);
  }
  seg.push([60, 14, 60, 54], [60, 66, 60, 106], [14, 60, 54, 60], [66, 60, 106, 60]);
  return [
    ...lines(seg, 80),
    stone(14, 14, 'white', 7), stone(60, 14, 'white', 7), stone(86, 34, 'white', 7), stone(54, 66, 'white', 7),
    stone(106, 106, 'black', 7), stone(34, 60, 'black', 7), stone(60, 86, 'black', 7), stone(106, 60, 'black', 7),
  ];
}

/** @returns {SVGElement[]} */
function rastros() {
  const n = 7;
  const size = 100 / n;
  const cell = (/** @type {number} */ x, /** @type {number} */ y) => ({ x: 10 + x * size, y: 10 + (n - 1 - y) * size });
  const out = [];
  const trail = [[3, 3], [4, 4], [4, 5], [3, 5], [2, 4], [2, 3], [1, 2]];
  for (const [x, y] of trail) {
    const c = cell(x, y);
    out.push(s('rect', { x: c.x + 1, y: c.y + 1, width: size - 2, height: size - 2, class: 'ill-blocked', rx: 1.5 }));
  }
  const g1 = cell(0, 0);
  const g2 = cell(n - 1, n - 1);
  out.push(s('rect', { x: g1.x + 1, y: g1.y + 1, width: size - 2, height: size - 2, class: 'ill-goal-1', rx: 1.5 }));
  out.push(s('rect', { x: g2.x + 1, y: g2.y + 1, width: size - 2, height: size - 2, class: 'ill-goal-2', rx: 1.5 }));
  /** @type {Array<[number, number, number, number]>} */
  const seg = [];
  for (let i = 0; i <= n; i += 1) {
    const v = 10 + i * size;
    seg.push([10, v, 110, v], [v, 10, v, 110]);
  }
  out.push(...lines(seg, 120));
  const here = cell(1, 1);
  out.push(stone(here.x + size / 2, here.y + size / 2, 'white', size * 0.36));
  return out;
}

/** @type {Record<string, () => SVGElement[]>} */
const DRAWINGS = { achi, sixstones: sixStones, morris, rastros };

/**
 * A small decorative drawing of a game's board (hidden from screen readers:
 * the card's text names the game).
 * @param {string} game
 * @returns {SVGSVGElement}
 */
export function illustration(game) {
  const draw = DRAWINGS[game];
  return s('svg', { class: 'illustration', viewBox: '0 0 120 120', 'aria-hidden': 'true', focusable: 'false' },
    s('path', { d: wobblyRect(2, 2, 116, 116, 10, game.length), class: 'ill-board' }),
    ...(draw ? draw() : []));
}
