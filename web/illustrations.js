// @ts-check
// Small drawings of each game's board for the home page, made in code with
// the same hand-drawn strokes as the real board (no image files): the frame
// and the strokes here, each game's drawing in its presentation module.

import { s } from './dom.js';
import { jitterPath, wobblyRect } from './sketch.js';

/**
 * @param {number} x
 * @param {number} y
 * @param {'white' | 'black'} kind
 * @param {number} r
 * @returns {SVGGElement}
 */
export function stone(x, y, kind, r) {
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
export function lines(segments, seed) {
  return segments.map(([x1, y1, x2, y2], i) => s('path', { d: jitterPath(x1, y1, x2, y2, seed + i), class: 'ill-line' }));
}

/**
 * A small decorative drawing of a game's board (hidden from screen readers:
 * the card's text names the game).
 * @param {string} game
 * @param {(() => SVGElement[]) | undefined} draw   the game's drawing (its presentation's `drawing`)
 * @returns {SVGSVGElement}
 */
export function illustration(game, draw) {
  return s('svg', { class: 'illustration', viewBox: '0 0 120 120', 'aria-hidden': 'true', focusable: 'false' },
    s('path', { d: wobblyRect(2, 2, 116, 116, 10, game.length), class: 'ill-board' }),
    ...(draw ? draw() : []));
}
