// @ts-check
// The registry of per-game presentation modules. The app shell and the game
// page look a game up here; a game the engine lists but that has no entry
// yet is shown as "coming soon".

import { achi } from './achi.js';
import { morris } from './morris.js';
import { rastros } from './rastros.js';
import { sixstones } from './sixstones.js';

/** @typedef {import('./types.js').Side} Side */
/** @typedef {import('./types.js').Mode} Mode */
/** @typedef {import('./types.js').MoveView} MoveView */
/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').Engine} Engine */
/** @typedef {import('./board.js').Reserve} Reserve */

/**
 * What the generic game page needs to know about one game's presentation.
 * @typedef {Object} Presentation
 * @property {string} id
 * @property {Side[]} sides
 * @property {Side} defaultHumanSide
 * @property {Side} defaultFirst
 * @property {(mode: Mode, human: Side) => Reserve[]} reserves
 * @property {(engine: Engine, previousFirst: Side, winner: Side | 'draw') => Side} nextFirst
 * @property {(snapshot: Snapshot) => string} turnHint   a key suffix: status.turn.<hint>
 * @property {(move: MoveView, side: Side) => string} describeMove   for the live region
 * @property {boolean} [firstOption]   false: the rules fix the first mover (no `first` choice, no option sent)
 * @property {boolean} [teaching]      the game has teaching aids (the `hints` option; on by default at the first level)
 * @property {(snapshot: Snapshot, teaching: boolean) => HTMLElement | null} [info]   a line of facts under the board
 * @property {GameOption[]} [options]   the game's own start options (Rastros: size, start); changing one starts a new game
 * @property {'size'} [resultsBy]   results against the computer are kept per value of this option
 */

/**
 * One of a game's own start options, shown as a select with `data-option`.
 * @typedef {Object} GameOption
 * @property {'size' | 'start'} name
 * @property {string} label       i18n key
 * @property {string} fallback    the value when the address names none
 * @property {Array<[string, string]>} choices   value, i18n key
 */

/** @type {Record<string, Presentation>} */
const PRESENTATIONS = { achi, sixstones, morris, rastros };

/**
 * @param {string} id
 * @returns {Presentation | null}
 */
export function presentation(id) {
  return Object.prototype.hasOwnProperty.call(PRESENTATIONS, id) ? PRESENTATIONS[id] : null;
}
