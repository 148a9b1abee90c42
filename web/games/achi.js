// @ts-check
// Achi as the player sees it: where the two reserves of pieces in hand sit
// beside the board, and how its moves are put into words. Rules — who moves
// first, who starts the next game — are the engine's (its description and
// snapshots); this module only reads them.

import { t } from '../i18n.js';
import { standardReserves } from './reserves.js';
import { lines, stone } from '../illustrations.js';

/** @typedef {import('./registry.js').Presentation} Presentation */

/**
 * The home page's small drawing of the board.
 * @returns {SVGElement[]}
 */
function drawing() {
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

/** @type {Presentation} */
export const achi = {
  id: 'achi',
  drawing,
  lesson: () => import('../howto/lessons/achi.js').then((m) => m.achi),

  reserves(entry) {
    return standardReserves(entry);
  },

  turnable: true,

  turnHint(snapshot) {
    // The engine's phase (also in the first picture, before it is up).
    return snapshot.phases?.[snapshot.toMove] === 'sliding' ? 'slide' : 'place';
  },

  describeMove(move, side) {
    const who = t(`side.${side}`);
    return move.from
      ? t('announce.slide', { who, from: move.from, to: move.to })
      : t('announce.place', { who, to: move.to });
  },
};
