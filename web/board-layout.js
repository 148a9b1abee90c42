// @ts-check
// Where everything sits on the board, in board units: the points (or square
// centres) from the engine's geometry, the hand slots of the reserves above
// and below, and the questions asked of positions (which point is near,
// which is the next one in a direction). Pure arithmetic: no DOM.

/** @typedef {import('./types.js').Geometry} Geometry */
/** @typedef {{ x: number, y: number }} XY */

/** Board units: the distance between neighbouring points. */
export const U = 100;

/**
 * @typedef {Object} Layout
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
 * @property {(place: 'top' | 'bottom', i: number) => XY} slotXY
 * @property {(at: XY, reach?: number) => string | null} pointNear
 * @property {(at: XY) => boolean} onBoard
 * @property {() => string} centrePoint
 * @property {(from: string, dir: XY) => string | null} neighbour
 */

/**
 * @param {Geometry} geometry
 * @param {number} handSize  pieces each side starts with in hand (0: no reserves)
 * @returns {Layout}
 */
export function boardLayout(geometry, handSize) {
  const squares = geometry.kind === 'squares';
  const margin = squares ? 0.42 * U : 0.72 * U;
  const spanX = (squares ? geometry.columns : geometry.columns - 1) * U;
  const spanY = (squares ? geometry.rows : geometry.rows - 1) * U;
  const boardW = spanX + 2 * margin;
  const boardH = spanY + 2 * margin;
  const radius = squares ? 0.36 * U : 0.3 * U;
  const reserveH = handSize > 0 ? 2 * radius + 0.42 * U : 0;

  /** @type {Map<string, XY>} */
  const pointXY = new Map();
  for (const p of geometry.points) {
    const half = squares ? 0.5 : 0;
    pointXY.set(p.name, { x: margin + (p.x + half) * U, y: margin + (geometry.rows - 1 - p.y + half) * U });
  }

  /**
   * Centre of hand slot `i` of a reserve placed at `place`: fixed slots, so
   * the pieces left in hand stay put as others are played.
   * @param {'top' | 'bottom'} place
   * @param {number} i
   * @returns {XY}
   */
  function slotXY(place, i) {
    const n = Math.max(1, handSize);
    const room = boardW - 2 * radius - 0.3 * U;
    const step = n > 1 ? Math.min(2 * radius * 1.18, room / (n - 1)) : 0;
    return {
      x: boardW / 2 - ((n - 1) * step) / 2 + i * step,
      y: place === 'top' ? -reserveH / 2 : boardH + reserveH / 2,
    };
  }

  /**
   * The point under a position, if close enough to one (inside the square
   * for square boards).
   * @param {XY} at
   * @param {number} [reach]
   * @returns {string | null}
   */
  function pointNear(at, reach = 0.48 * U) {
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
   * @param {XY} at
   * @returns {boolean} whether a position lies on the board itself (not a reserve)
   */
  function onBoard(at) {
    return at.x >= 0 && at.y >= 0 && at.x <= boardW && at.y <= boardH;
  }

  /** @returns {string} the point nearest the middle of the board */
  function centrePoint() {
    let best = geometry.points[0]?.name ?? '';
    let bestD = Infinity;
    for (const [name, c] of pointXY) {
      const d = (c.x - boardW / 2) ** 2 + (c.y - boardH / 2) ** 2;
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
   * rows and columns on any board shape.
   * @param {string} from
   * @param {XY} dir  unit step in screen terms (y grows downwards)
   * @returns {string | null}
   */
  function neighbour(from, dir) {
    const a = pointXY.get(from);
    if (!a) return centrePoint();
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

  return {
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
    slotXY,
    pointNear,
    onBoard,
    centrePoint,
    neighbour,
  };
}
