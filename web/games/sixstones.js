// @ts-check
// Six Stones as the player sees it: no pieces in hand (all twelve stones
// start on the board), teaching aids for players learning to count
// liberties, and a line under the board with the stone counts and the moves
// since the last capture. Rules stay in the engine: groups, liberties and
// captures come from the snapshot's `hints`.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { noProgressLine } from './no-progress.js';

/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('./registry.js').Presentation} Presentation */

/** @type {Presentation} */
export const sixstones = {
  id: 'sixstones',
  reserves() {
    return [];
  },

  turnHint() {
    return 'step';
  },

  describeMove(move, side) {
    return t('announce.slide', { who: t(`side.${side}`), from: move.from ?? '', to: move.to });
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
