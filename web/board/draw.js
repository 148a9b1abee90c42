// @ts-check
// The board's drawing primitives: the wooden board with its hand-drawn
// lines, the coordinates and reserve trays (drawn once per orientation),
// one piece, one ring, and the segments through mills. Only SVG elements
// made from a layout; no state and no input.

import { U } from './layout.js';
import { s } from '../dom.js';
import { jitterPath, wobblyRect } from '../sketch.js';

/** @typedef {import('../types.js').Geometry} Geometry */
/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../types.js').PieceKind} PieceKind */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./layout.js').XY} XY */

/** @typedef {{ wood: string, white: string, black: string, grain: string }} PaintIds */

/**
 * Gradients and filters: stones with soft shading, and a wood grain made
 * from noise (no images are fetched).
 * @param {PaintIds} ids
 * @returns {SVGDefsElement}
 */
export function drawDefs(ids) {
  return s('defs', {},
    s('linearGradient', { id: ids.wood, x1: 0, y1: 0, x2: 1, y2: 1 },
      s('stop', { offset: 0, 'stop-color': '#e8c48a' }),
      s('stop', { offset: 0.55, 'stop-color': '#ddb274' }),
      s('stop', { offset: 1, 'stop-color': '#cf9f60' })),
    s('radialGradient', { id: ids.white, cx: 0.36, cy: 0.32, r: 0.75 },
      s('stop', { offset: 0, 'stop-color': '#ffffff' }),
      s('stop', { offset: 0.6, 'stop-color': '#f1ede4' }),
      s('stop', { offset: 1, 'stop-color': '#c9c0b0' })),
    s('radialGradient', { id: ids.black, cx: 0.36, cy: 0.32, r: 0.75 },
      s('stop', { offset: 0, 'stop-color': '#5d5852' }),
      s('stop', { offset: 0.45, 'stop-color': '#2a2623' }),
      s('stop', { offset: 1, 'stop-color': '#0b0a09' })),
    // Noise stretched along x reads as grain; its alpha, inverted and
    // scaled, darkens the wood in streaks.
    s('filter', { id: ids.grain, x: 0, y: 0, width: 1, height: 1 },
      s('feTurbulence', { type: 'fractalNoise', baseFrequency: '0.006 0.09', numOctaves: 3, seed: 5, result: 'noise' }),
      s('feColorMatrix', { in: 'noise', type: 'matrix', values: '0 0 0 0 0.42  0 0 0 0 0.25  0 0 0 0 0.08  0 0 0 -1.6 1.05', result: 'grain' }),
      s('feComposite', { in: 'grain', in2: 'SourceGraphic', operator: 'in' })));
}

/**
 * Everything that never changes during a game: the wood, the lines (or the
 * grid of squares), the points, the coordinates and the reserve trays.
 * @param {Geometry} geometry
 * @param {Layout} L
 * @param {PaintIds} ids
 * @returns {SVGElement[]}
 */
export function drawBase(geometry, L, ids) {
  const { boardW, boardH, margin, squares } = L;
  const frame = wobblyRect(0, 0, boardW, boardH, 0.12 * U, 3);
  /** @type {SVGElement[]} */
  const out = [
    s('path', { d: wobblyRect(3, 6, boardW, boardH, 0.12 * U, 4), class: 'board-shadow' }),
    s('path', { d: frame, class: 'board-wood', fill: `url(#${ids.wood})` }),
    s('path', { d: frame, class: 'board-wood-grain', filter: `url(#${ids.grain})` }),
    s('path', { d: wobblyRect(0.11 * U, 0.11 * U, boardW - 0.22 * U, boardH - 0.22 * U, 0.07 * U, 9), class: 'board-inlay' }),
  ];
  // Each pass of the lines is one path of many strokes, and the dots one
  // path of many circles: a hundred elements fewer to style, lay out and
  // paint (the second pass's opacity one group, not one a line), which made
  // the board's first build a long task on a slow phone.
  /** @type {string[]} */
  const lines = [];
  /** @type {string[]} */
  const secondLines = [];
  if (squares) {
    let seed = 1;
    for (let i = 0; i <= geometry.columns; i += 1) {
      const x = margin + i * U;
      lines.push(jitterPath(x, margin, x, margin + L.spanY, seed++));
    }
    for (let j = 0; j <= geometry.rows; j += 1) {
      const y = margin + j * U;
      lines.push(jitterPath(margin, y, margin + L.spanX, y, seed++));
    }
  } else {
    geometry.lines.forEach(([a, b], i) => {
      const p = L.pointXY.get(geometry.points[a]?.name ?? '');
      const q = L.pointXY.get(geometry.points[b]?.name ?? '');
      if (!p || !q) return;
      // Two passes with different wobble read as ink on wood, not as CAD.
      lines.push(jitterPath(p.x, p.y, q.x, q.y, 7 * i + 1));
      secondLines.push(jitterPath(p.x, p.y, q.x, q.y, 7 * i + 4));
    });
  }
  out.push(s('path', { d: lines.join(''), class: 'board-line' }));
  if (secondLines.length > 0) out.push(s('path', { d: secondLines.join(''), class: 'board-line board-line-2' }));
  if (!squares) out.push(s('path', { d: [...L.pointXY.values()].map((c) => dotPath(c.x, c.y, 0.075 * U)).join(''), class: 'board-dot' }));

  // Coordinates along the bottom and left edges, as the player sees them:
  // on a turned board the edges stay, the letters and numbers run backwards.
  const coords = s('g', { class: 'coords' });
  const columns = new Map(geometry.points.map((p) => [p.x, p.name.replace(/\d+$/, '')]));
  const rows = new Map(geometry.points.map((p) => [p.y, p.name.replace(/^[a-z]+/, '')]));
  for (const [x, letter] of columns) {
    coords.append(s('text', { x: L.columnX(x), y: boardH - 0.2 * U, class: 'coord' }, letter));
  }
  for (const [y, number] of rows) {
    coords.append(s('text', { x: 0.21 * U, y: L.rowY(y), class: 'coord', 'dominant-baseline': 'central' }, number));
  }
  out.push(coords);

  // The trays are the screen's two strips, whichever reserve lies in each.
  if (L.reserveH > 0) {
    for (const strip of /** @type {const} */ (['top', 'bottom'])) {
      const a = L.stripXY(strip, 0);
      const b = L.stripXY(strip, L.handSize - 1);
      const y = strip === 'top' ? -L.reserveH + 0.1 * U : boardH + 0.1 * U;
      out.push(s('path', {
        d: wobblyRect(a.x - L.radius - 0.12 * U, y, b.x - a.x + 2 * L.radius + 0.24 * U, L.reserveH - 0.2 * U, L.radius, strip === 'top' ? 11 : 12),
        class: 'reserve-tray',
      }));
    }
  }
  return out;
}

/**
 * A filled circle as path data (two arcs), to join others in one path.
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @returns {string}
 */
function dotPath(x, y, r) {
  const n = (/** @type {number} */ v) => Math.round(v * 10) / 10;
  return `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
}

/**
 * One piece, drawn around its own origin and moved into place by a
 * transform (so moving it is one attribute).
 * @param {PieceKind} kind
 * @param {string} at   a point name or 'hand'
 * @param {XY} c
 * @param {number} radius
 * @param {PaintIds} ids
 * @returns {SVGGElement}
 */
export function drawPiece(kind, at, c, radius, ids) {
  const g = s('g', {
    class: `piece piece-${kind}`,
    'data-piece': kind,
    'data-at': at,
    transform: `translate(${c.x} ${c.y})`,
  });
  g.append(
    s('circle', { class: 'piece-shadow', cx: 0.05 * radius, cy: 0.12 * radius, r: radius }),
    s('circle', { class: 'piece-body', r: radius, fill: `url(#${kind === 'black' ? ids.black : ids.white})` }),
  );
  if (kind === 'marker') {
    g.append(s('circle', { class: 'piece-marker-ring', r: radius * 0.55 }));
  } else {
    g.append(s('ellipse', { class: 'piece-gloss', cx: -0.28 * radius, cy: -0.34 * radius, rx: 0.36 * radius, ry: 0.22 * radius, transform: 'rotate(-28)' }));
  }
  return g;
}

/**
 * A mark around a point (a ring) or in a square (a rounded inset).
 * @param {Layout} L
 * @param {XY} c
 * @param {string} cls
 * @param {number} [r]
 * @returns {SVGElement}
 */
export function drawRing(L, c, cls, r = L.radius + 0.08 * U) {
  return L.squares
    ? s('rect', { x: c.x - U / 2 + 4, y: c.y - U / 2 + 4, width: U - 8, height: U - 8, rx: 10, class: cls })
    : s('circle', { cx: c.x, cy: c.y, r, class: cls });
}

/**
 * The segment through a mill full of the winner's pieces, when the game has
 * just been won by a mill — drawing only; the engine judged the win.
 * @param {Geometry} geometry
 * @param {Layout} L
 * @param {Snapshot} snap
 * @returns {[XY, XY] | null}
 */
export function winningLine(geometry, L, snap) {
  if (!snap.outcome || snap.outcome.reason !== 'mill') return null;
  const winner = snap.outcome.winner;
  const kindAt = new Map(snap.pieces.map((p) => [p.at, p.kind]));
  for (const mill of geometry.mills) {
    const names = mill.map((i) => geometry.points[i]?.name ?? '');
    if (!names.every((n) => kindAt.get(n) === winner)) continue;
    return ends2(names.map((n) => L.pointXY.get(n)).filter((c) => c !== undefined));
  }
  return null;
}

/**
 * The segments through every mill on `at` whose three points hold pieces of
 * one kind — the mill a move just closed — drawing only; whether it earns a
 * removal is the engine's call.
 * @param {Geometry} geometry
 * @param {Layout} L
 * @param {Array<{ at: string, kind: PieceKind }>} pieces
 * @param {string} at
 * @returns {Array<[XY, XY]>}
 */
export function millsThrough(geometry, L, pieces, at) {
  const kindAt = new Map(pieces.map((p) => [p.at, p.kind]));
  const kind = kindAt.get(at);
  /** @type {Array<[XY, XY]>} */
  const out = [];
  if (!kind) return out;
  for (const mill of geometry.mills) {
    const names = mill.map((i) => geometry.points[i]?.name ?? '');
    if (!names.includes(at) || !names.every((n) => kindAt.get(n) === kind)) continue;
    const ends = ends2(names.map((n) => L.pointXY.get(n)).filter((c) => c !== undefined));
    if (ends) out.push(ends);
  }
  return out;
}

/**
 * The two points furthest apart.
 * @param {XY[]} cs
 * @returns {[XY, XY] | null}
 */
function ends2(cs) {
  /** @type {[XY, XY] | null} */
  let pair = null;
  let far = -1;
  for (const a of cs) {
    for (const b of cs) {
      const d = (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
      if (d > far) {
        far = d;
        pair = [a, b];
      }
    }
  }
  return pair;
}
