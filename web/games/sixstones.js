// @ts-check
// Six Stones as the player sees it: no pieces in hand (all twelve stones
// start on the board), teaching aids drawn on the board for players learning
// to count liberties (each group's count, stones in atari, targets that
// capture and, while one is hovered, the stones it would take), and a line
// under the board with the stone counts and the moves since the last
// capture. Rules stay in the engine: groups, liberties and captures come
// from the snapshot's `hints`, which the board hands over as `view.teach`.

import { h, s } from '../dom.js';
import { t } from '../i18n.js';
import { U } from '../board/layout.js';
import { noProgressLine } from './no-progress.js';
import { lines, stone } from '../illustrations.js';

/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../types.js').MoveView} MoveView */
/** @typedef {import('../types.js').GroupHint} GroupHint */
/** @typedef {import('../board/render.js').Decor} Decor */
/** @typedef {import('../board/layout.js').XY} XY */
/** @typedef {import('./registry.js').Presentation} Presentation */

/**
 * The stones a move captures, from the teaching data (none without it).
 * @param {Decor} d
 * @param {MoveView} move
 * @returns {string[]}
 */
function capturesOf(d, move) {
  return d.view.teach?.captures.find((c) => c.move === move.text)?.points ?? [];
}

/**
 * A group's stones in atari are ringed, and its liberty count sits on its
 * top-right stone, where it is easiest to find.
 * @param {Decor} d
 * @param {GroupHint} group
 */
function drawGroup(d, group) {
  const r = d.layout.radius;
  for (const at of group.stones) {
    const c = d.layout.pointXY.get(at);
    if (c && group.inAtari) d.layer.append(s('circle', { cx: c.x, cy: c.y, r: r + 0.09 * U, class: 'mark-atari', 'data-atari': at }));
  }
  /** @type {Array<{ at: string, c: XY }>} */
  const placed = group.stones.flatMap((at) => {
    const c = d.layout.pointXY.get(at);
    return c ? [{ at, c }] : [];
  });
  const anchor = placed.sort((a, b) => (a.c.y - b.c.y) || (b.c.x - a.c.x))[0];
  if (!anchor) return;
  const n = group.liberties.length;
  d.layer.append(s('g', {
    class: `liberty-badge ${group.side}${group.inAtari ? ' atari' : ''}${n === 0 ? ' none' : ''}`,
    'data-liberties': String(n),
    'data-group': group.stones.join(' '),
    transform: `translate(${anchor.c.x + r * 0.72} ${anchor.c.y - r * 0.72})`,
  },
  s('circle', { r: 0.2 * U }),
  s('text', { 'text-anchor': 'middle', 'dominant-baseline': 'central', y: 1 }, String(n))));
}

/**
 * Crosses on the stones the hovered target would capture.
 * @param {Decor} d
 * @param {Element} into
 */
function drawCapturePreview(d, into) {
  const r = d.layout.radius;
  for (const at of d.hovered ? capturesOf(d, d.hovered) : []) {
    const c = d.layout.pointXY.get(at);
    if (!c) continue;
    const k = r * 0.62;
    into.append(s('g', { class: 'capture-preview', 'data-capture-preview': at },
      s('circle', { cx: c.x, cy: c.y, r: r + 0.05 * U }),
      s('path', { d: `M ${c.x - k} ${c.y - k} L ${c.x + k} ${c.y + k} M ${c.x + k} ${c.y - k} L ${c.x - k} ${c.y + k}` })));
  }
}

/**
 * The home page's small drawing of the board.
 * @returns {SVGElement[]}
 */
function drawing() {
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

/** @type {Presentation} */
export const sixstones = {
  id: 'sixstones',
  drawing,
  lesson: () => import('../howto/lessons/sixstones.js').then((m) => m.sixstones),
  reserves() {
    return [];
  },

  turnable: true,

  turnHint() {
    return 'step';
  },

  describeMove(move, side) {
    return t('announce.slide', { who: t(`side.${side}`), from: move.from ?? '', to: move.to });
  },

  board: {
    target(el, move, d) {
      // With teaching aids on, a target that captures is told apart.
      const taken = capturesOf(d, move);
      if (taken.length === 0) return;
      el.classList.add('captures');
      el.setAttribute('data-captures', taken.join(' '));
    },

    overlay(d) {
      if (!d.view.teach) return;
      // Capture previews lie under the liberty counts, which stay readable.
      const previews = s('g', { class: 'capture-previews' });
      d.layer.append(previews);
      for (const group of d.view.teach.groups) drawGroup(d, group);
      drawCapturePreview(d, previews);
    },
  },

  info(snapshot, teaching) {
    const count = (/** @type {Side} */ side) => snapshot.pieces.filter((p) => p.kind === side).length;
    return h('div', { class: 'game-info' },
      h('p', { 'data-stones': '', 'data-black': String(count('black')), 'data-white': String(count('white')) },
        t('info.stones', { black: count('black'), white: count('white') })),
      noProgressLine(snapshot, 'info.noProgress', 10),
      teaching ? h('p', { class: 'hint legend' }, t('hints.legend')) : null);
  },
};
