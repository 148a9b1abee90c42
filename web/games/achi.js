// @ts-check
// Achi as the player sees it: where the two reserves of pieces in hand sit
// beside the board, and how its moves are put into words. Rules — who moves
// first, who starts the next game — are the engine's (its description and
// snapshots); this module only reads them.

import { t } from '../i18n.js';
import { reservesFacingPlayer } from './reserves.js';

/** @typedef {import('./registry.js').Presentation} Presentation */

/** @type {Presentation} */
export const achi = {
  id: 'achi',

  reserves(entry, mode, human) {
    // Between two players, White's pieces wait at the top.
    return reservesFacingPlayer(entry, mode, human, 'black');
  },

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
