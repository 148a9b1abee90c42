// @ts-check
// Rastros as the player sees it: one shared white piece on an n×n board of
// squares, a black trail behind it, goal squares 1 (a1) and 2 (top-right)
// numbered on the board, and a line under the board naming each player's
// goal and the trail's length. The sizes, start rules, goals and who moves
// first are the engine's.

import { h, s } from '../dom.js';
import { t } from '../i18n.js';
import { lines, stone } from '../illustrations.js';

/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('./registry.js').Presentation} Presentation */

/**
 * The home page's small drawing of the board.
 * @returns {SVGElement[]}
 */
function drawing() {
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

/** @type {Presentation} */
export const rastros = {
  id: 'rastros',
  drawing,
  lesson: () => import('../howto/lessons/rastros.js').then((m) => m.rastros),
  reserves() {
    return [];
  },

  board: {
    mark(mark, c, d) {
      // A goal square carries its number (the engine's marks goal1, goal2).
      const goal = /^goal(\d)$/.exec(mark.kind);
      if (!goal) return;
      d.layer.append(s('text', { x: c.x, y: c.y, class: 'mark-goal-label', 'data-goal': goal[1], 'text-anchor': 'middle', 'dominant-baseline': 'central' }, goal[1]));
    },
  },

  turnHint(snapshot) {
    // The engine's phase (also in the first picture, before it is up).
    return snapshot.phases?.[snapshot.toMove] === 'placing' ? 'rastrosPlace' : 'rastrosStep';
  },

  describeMove(move, side) {
    const who = t(`side.${side}`);
    return move.from
      ? t('announce.step.rastros', { who, from: move.from, to: move.to })
      : t('announce.placeMarker', { who, to: move.to });
  },

  info(snapshot) {
    const over = !!snapshot.outcome;
    const player = (/** @type {Side} */ side, /** @type {string} */ goal) =>
      h('li', {
        class: `rastros-player${!over && snapshot.toMove === side ? ' to-move' : ''}`,
        'data-player': side,
        'data-to-move': String(!over && snapshot.toMove === side),
      }, h('span', { class: 'goal-badge', 'aria-hidden': 'true' }, goal), t('info.rastrosGoal', { side: t(`side.${side}`), goal }));
    const trail = snapshot.marks.filter((m) => m.kind === 'blocked').length;
    return h('div', { class: 'game-info' },
      h('ul', { class: 'rastros-players' }, player('p1', '1'), player('p2', '2')),
      h('p', { 'data-trail': String(trail) }, t('info.trail', { n: trail })));
  },
};
