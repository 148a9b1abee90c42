// @ts-check
// Achi as the player sees it: where the two reserves of pieces in hand sit
// beside the board, who moves first in the next game, and how its moves and
// endings are put into words. Rules stay in the engine; this module only
// reads the engine's snapshots and answers.

import { reservesFacingPlayer } from './board.js';
import { t } from './i18n.js';

/** @typedef {import('./games.js').Presentation} Presentation */

/** @type {Presentation} */
export const achi = {
  id: 'achi',
  sides: ['white', 'black'],
  // The classic setup: the computer ("me") is White, the player ("you") Black.
  defaultHumanSide: 'black',
  // In the very first game Black — the player — moves first (RULES.md §1).
  defaultFirst: 'black',

  reserves(mode, human) {
    // Between two players, White's pieces wait at the top.
    return reservesFacingPlayer(mode, human, 'black');
  },

  nextFirst(engine, previousFirst, winner) {
    const next = engine.nextFirstMover(previousFirst, winner);
    return next === 'white' ? 'white' : 'black';
  },

  turnHint(snapshot) {
    // Placing while pieces are in hand, sliding afterwards; read from the
    // legal moves the engine gave, not worked out here.
    return snapshot.legal.some((m) => m.from === null) ? 'place' : 'slide';
  },

  describeMove(move, side) {
    const who = t(`side.${side}`);
    return move.from
      ? t('announce.slide', { who, from: move.from, to: move.to })
      : t('announce.place', { who, to: move.to });
  },
};
