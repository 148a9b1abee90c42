// @ts-check
// Achi as the player sees it: where the two reserves of pieces in hand sit
// beside the board, who moves first in the next game, and how its moves and
// endings are put into words. Rules stay in the engine; this module only
// reads the engine's snapshots and answers.

import { t } from './i18n.js';

/** @typedef {import('./types.js').Side} Side */
/** @typedef {import('./types.js').Mode} Mode */
/** @typedef {import('./types.js').MoveView} MoveView */
/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').Engine} Engine */
/** @typedef {import('./board.js').Reserve} Reserve */

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
    // The player's own pieces wait at the bottom, nearest to them; the
    // computer's (or, for two players, White's) at the top.
    /** @type {Side} */
    const bottom = mode === 'ai' ? human : 'black';
    /** @type {Side} */
    const top = bottom === 'black' ? 'white' : 'black';
    return [{ side: top, place: 'top' }, { side: bottom, place: 'bottom' }];
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
