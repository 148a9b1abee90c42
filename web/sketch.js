// @ts-check
// Hand-drawn strokes: straight lines and rounded rectangles bent by a small,
// seeded wobble, so the board looks drawn by hand yet is identical on every
// load and in every browser (no random numbers, no filters on the lines).

/**
 * A small deterministic generator (a 32-bit xorshift): values in [-1, 1).
 * @param {number} seed
 * @returns {() => number}
 */
function wobble(seed) {
  let x = (seed * 2654435761) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return (x / 0x100000000) * 2 - 1;
  };
}

/** @param {number} v */
const r1 = (v) => Math.round(v * 10) / 10;

/**
 * A line from (x1, y1) to (x2, y2) as a gently bent cubic curve.
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {number} seed
 * @returns {string} SVG path data
 */
export function jitterPath(x1, y1, x2, y2, seed) {
  const rnd = wobble(seed);
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const amp = Math.min(3.2, Math.max(1.2, len * 0.014));
  const end = 0.9;
  const a = { x: x1 + rnd() * end, y: y1 + rnd() * end };
  const b = { x: x2 + rnd() * end, y: y2 + rnd() * end };
  const k1 = rnd() * amp;
  const k2 = rnd() * amp;
  const c1 = { x: x1 + dx / 3 + nx * k1, y: y1 + dy / 3 + ny * k1 };
  const c2 = { x: x1 + (2 * dx) / 3 + nx * k2, y: y1 + (2 * dy) / 3 + ny * k2 };
  return `M${r1(a.x)} ${r1(a.y)}C${r1(c1.x)} ${r1(c1.y)} ${r1(c2.x)} ${r1(c2.y)} ${r1(b.x)} ${r1(b.y)}`;
}

/**
 * A rounded rectangle whose sides bow very slightly, like a cut board.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r  corner radius
 * @param {number} seed
 * @returns {string} SVG path data
 */
export function wobblyRect(x, y, w, h, r, seed) {
  const rnd = wobble(seed);
  const rr = Math.min(r, w / 2, h / 2);
  const bow = () => rnd() * Math.min(2.5, Math.max(w, h) * 0.006);
  const p = [
    `M${r1(x + rr)} ${r1(y)}`,
    `C${r1(x + w / 3)} ${r1(y + bow())} ${r1(x + (2 * w) / 3)} ${r1(y + bow())} ${r1(x + w - rr)} ${r1(y)}`,
    `Q${r1(x + w)} ${r1(y)} ${r1(x + w)} ${r1(y + rr)}`,
    `C${r1(x + w + bow())} ${r1(y + h / 3)} ${r1(x + w + bow())} ${r1(y + (2 * h) / 3)} ${r1(x + w)} ${r1(y + h - rr)}`,
    `Q${r1(x + w)} ${r1(y + h)} ${r1(x + w - rr)} ${r1(y + h)}`,
    `C${r1(x + (2 * w) / 3)} ${r1(y + h + bow())} ${r1(x + w / 3)} ${r1(y + h + bow())} ${r1(x + rr)} ${r1(y + h)}`,
    `Q${r1(x)} ${r1(y + h)} ${r1(x)} ${r1(y + h - rr)}`,
    `C${r1(x + bow())} ${r1(y + (2 * h) / 3)} ${r1(x + bow())} ${r1(y + h / 3)} ${r1(x)} ${r1(y + rr)}`,
    `Q${r1(x)} ${r1(y)} ${r1(x + rr)} ${r1(y)}Z`,
  ];
  return p.join('');
}
