// @ts-check
// Where everything sits on the board, in board units: the points (or square
// centres) from the engine's geometry, the hand slots of the reserves above
// and below, the coordinates along the edges, and the questions asked of
// positions (which point is near, which is the next one in a direction).
// The board may be drawn turned by 180°: every position is then turned
// about the board's centre here, once, so drawing, pointer and keyboard all
// follow without knowing. Pure arithmetic: no DOM.

/** @typedef {import('../types.js').Geometry} Geometry */
/** @typedef {{ x: number, y: number }} XY */

/**
 * How the board is turned: as the geometry says (its first row at the
 * bottom), or by 180° (its first row at the top, as the other player sees it).
 * @typedef {'standard' | 'turned'} Orientation
 */

/** Board units: the distance between neighbouring points. */
export const U = 100;

/**
 * @typedef {Object} Layout
 * @property {Orientation} orientation
 * @property {boolean} squares     pieces stand in squares, not on points
 * @property {number} margin       from the board's edge to the first point
 * @property {number} spanX
 * @property {number} spanY
 * @property {number} boardW
 * @property {number} boardH
 * @property {number} radius       of a piece
 * @property {number} reserveH     height of each reserve strip (0 without hands)
 * @property {number} handSize
 * @property {Map<string, XY>} pointXY
 * @property {string} viewBox
 * @property {number} aspect       width / height of the whole drawing
 * @property {(column: number) => number} columnX   centre of a geometry column on screen
 * @property {(row: number) => number} rowY         centre of a geometry row on screen
 * @property {(place: 'top' | 'bottom', i: number) => XY} slotXY
 *   hand slot `i` of a reserve the owner placed at `place` (turned with the board)
 * @property {(strip: 'top' | 'bottom', i: number) => XY} stripXY
 *   slot `i` of the strip drawn at the top or bottom of the screen, whatever the orientation
 * @property {(at: XY, reach?: number) => string | null} pointNear
 * @property {(at: XY) => boolean} onBoard
 * @property {() => string} centrePoint
 * @property {(from: string, dir: XY) => string | null} neighbour
 */

/**
 * @param {Geometry} geometry
 * @param {number} handSize  pieces each side starts with in hand (0: no reserves)
 * @param {Orientation} [orientation]
 * @returns {Layout}
 */
export function boardLayout(geometry, handSize, orientation = 'standard') {
  const squares = geometry.kind === 'squares';
  const margin = squares ? 0.42 * U : 0.72 * U;
  const spanX = (squares ? geometry.columns : geometry.columns - 1) * U;
  const spanY = (squares ? geometry.rows : geometry.rows - 1) * U;
  const boardW = spanX + 2 * margin;
  const boardH = spanY + 2 * margin;
  const radius = squares ? 0.36 * U : 0.3 * U;
  const reserveH = handSize > 0 ? 2 * radius + 0.42 * U : 0;
  const half = squares ? 0.5 : 0;
  const turned = orientation === 'turned';
  // The drawing (board and both reserve strips) is symmetric about the
  // board's centre, so turning it is x → W - x, y → H - y, and the viewBox
  // stays the same.
  /** @param {XY} c */
  const turn = (c) => (turned ? { x: boardW - c.x, y: boardH - c.y } : c);

  /** @param {number} column */
  const columnX = (column) => turn({ x: margin + (column + half) * U, y: 0 }).x;
  /** @param {number} row */
  const rowY = (row) => turn({ x: 0, y: margin + (geometry.rows - 1 - row + half) * U }).y;

  /** @type {Map<string, XY>} */
  const pointXY = new Map();
  for (const p of geometry.points) pointXY.set(p.name, { x: columnX(p.x), y: rowY(p.y) });

  /**
   * Centre of slot `i` of the strip at the top or bottom of the screen:
   * fixed slots, so the pieces left in hand stay put as others are played.
   * @param {'top' | 'bottom'} strip
   * @param {number} i
   * @returns {XY}
   */
  function stripXY(strip, i) {
    const n = Math.max(1, handSize);
    const room = boardW - 2 * radius - 0.3 * U;
    const step = n > 1 ? Math.min(2 * radius * 1.18, room / (n - 1)) : 0;
    return {
      x: boardW / 2 - ((n - 1) * step) / 2 + i * step,
      y: strip === 'top' ? -reserveH / 2 : boardH + reserveH / 2,
    };
  }

  /**
   * A reserve beside the board turns with it: the one the owner put at the
   * bottom sits at the top of a turned board, its slots in mirrored order.
   * @param {'top' | 'bottom'} place
   * @param {number} i
   * @returns {XY}
   */
  const slotXY = (place, i) => turn(stripXY(place, i));

  /** @param {XY} at */
  const onBoard = (at) => at.x >= 0 && at.y >= 0 && at.x <= boardW && at.y <= boardH;
  const centrePoint = () => nearestTo(pointXY, { x: boardW / 2, y: boardH / 2 }, geometry.points[0]?.name ?? '');

  return {
    orientation: turned ? 'turned' : 'standard',
    squares,
    margin,
    spanX,
    spanY,
    boardW,
    boardH,
    radius,
    reserveH,
    handSize,
    pointXY,
    viewBox: `0 ${-reserveH} ${boardW} ${boardH + 2 * reserveH}`,
    aspect: boardW / (boardH + 2 * reserveH),
    columnX,
    rowY,
    slotXY,
    stripXY,
    pointNear: (at, reach = 0.48 * U) => pointUnder(pointXY, squares, at, reach),
    onBoard,
    centrePoint,
    neighbour: (from, dir) => {
      const a = pointXY.get(from);
      return a ? nextInDirection(pointXY, a, dir) : centrePoint();
    },
  };
}

/**
 * The point under a position, if close enough to one (inside the square
 * for square boards).
 * @param {Map<string, XY>} pointXY
 * @param {boolean} squares
 * @param {XY} at
 * @param {number} reach
 * @returns {string | null}
 */
function pointUnder(pointXY, squares, at, reach) {
  let best = null;
  let bestD = reach * reach;
  for (const [name, c] of pointXY) {
    if (squares) {
      if (Math.abs(at.x - c.x) <= U / 2 && Math.abs(at.y - c.y) <= U / 2) return name;
      continue;
    }
    const d = (at.x - c.x) ** 2 + (at.y - c.y) ** 2;
    if (d <= bestD) {
      bestD = d;
      best = name;
    }
  }
  return best;
}

/**
 * The point nearest a position (the first of equals, in geometry order).
 * @param {Map<string, XY>} pointXY
 * @param {XY} at
 * @param {string} fallback   for a board without points
 * @returns {string}
 */
function nearestTo(pointXY, at, fallback) {
  let best = fallback;
  let bestD = Infinity;
  for (const [name, c] of pointXY) {
    const d = (c.x - at.x) ** 2 + (c.y - at.y) ** 2;
    if (d < bestD) {
      bestD = d;
      best = name;
    }
  }
  return best;
}

/**
 * The nearest point in a direction (for the arrow keys): the smallest
 * distance where sideways distance counts double, so arrows follow the
 * rows and columns on any board shape. Directions are the screen's, so on
 * a turned board the up arrow still goes up.
 * @param {Map<string, XY>} pointXY
 * @param {XY} a     where the focus is
 * @param {XY} dir   unit step in screen terms (y grows downwards)
 * @returns {string | null}
 */
function nextInDirection(pointXY, a, dir) {
  let best = null;
  let bestScore = Infinity;
  for (const [name, c] of pointXY) {
    const along = (c.x - a.x) * dir.x + (c.y - a.y) * dir.y;
    if (along <= 1) continue;
    const across = Math.abs((c.x - a.x) * dir.y - (c.y - a.y) * dir.x);
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = name;
    }
  }
  return best;
}

/**
 * Where a picked-up piece rests: its point, or its slot in its side's
 * reserve (the bottom one if the side has none drawn).
 * @param {Layout} L
 * @param {ReadonlyArray<{ side: string, place: 'top' | 'bottom' }>} reserves
 * @param {{ at: string, side: string, slot: number }} origin
 * @returns {XY}
 */
export function originXY(L, reserves, origin) {
  if (origin.at === 'hand') {
    const reserve = reserves.find((r) => r.side === origin.side);
    return L.slotXY(reserve?.place ?? 'bottom', Math.max(0, origin.slot));
  }
  return L.pointXY.get(origin.at) ?? { x: L.boardW / 2, y: L.boardH / 2 };
}
