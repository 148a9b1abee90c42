// @ts-check
// Rastros as the player sees it: one shared white piece on an n×n board of
// squares, a black trail behind it, goal squares 1 (a1) and 2 (top-right)
// numbered on the board, and a line under the board naming each player's
// goal and the trail's length. The sizes, start rules, goals and who moves
// first are the engine's.

import { h, s } from '../dom.js';
import { t } from '../i18n.js';

/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('./registry.js').Presentation} Presentation */

/** @type {Presentation} */
export const rastros = {
  id: 'rastros',
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
