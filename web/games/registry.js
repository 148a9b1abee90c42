// @ts-check
// The registry of per-game presentation modules: how each game looks and
// speaks on the page (reserves beside the board, words for its moves, its
// line of facts under the board, its marks on the board). What the games
// are and what their rules allow comes from the engine's catalog; a game
// the catalog lists without an entry here is shown as "coming soon".

import { achi } from './achi.js';
import { morris } from './morris.js';
import { rastros } from './rastros.js';
import { sixstones } from './sixstones.js';

/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../types.js').Mode} Mode */
/** @typedef {import('../types.js').MoveView} MoveView */
/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./reserves.js').Reserve} Reserve */
/** @typedef {import('../board/render.js').BoardDecorations} BoardDecorations */
/** @typedef {import('../howto/lesson.js').Lesson} Lesson */

/**
 * What the generic game page needs to know about one game's presentation.
 * @typedef {Object} Presentation
 * @property {string} id
 * @property {(entry: CatalogEntry) => Reserve[]} reserves   in the board's own terms, unturned
 * @property {boolean} [turnable]   drawn turned for a player on the side of `entry.human`'s opponent, and turnable by hand
 * @property {(snapshot: Snapshot) => string} turnHint   a key suffix: status.turn.<hint>
 * @property {(move: MoveView, side: Side) => string} describeMove   for the live region
 * @property {(snapshot: Snapshot, teaching: boolean) => HTMLElement | null} [info]   a line of facts under the board
 * @property {BoardDecorations} [board]   the game's own marks on the generic board (drawing only)
 * @property {() => SVGElement[]} [drawing]   its board in small, for the home page's card
 * @property {() => Promise<Lesson>} [lesson]   How to play, fetched when that page opens
 */

/** @type {Record<string, Presentation>} */
const PRESENTATIONS = { achi, sixstones, morris, rastros };

/** @returns {Presentation[]} every game's, in the registry's order */
export function presentations() {
  return Object.values(PRESENTATIONS);
}

/**
 * @param {string} id
 * @returns {Presentation | null}
 */
export function presentation(id) {
  return Object.prototype.hasOwnProperty.call(PRESENTATIONS, id) ? PRESENTATIONS[id] : null;
}
