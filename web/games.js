// @ts-check
// The registry of per-game presentation modules. The app shell and the game
// page look a game up here; a game the engine lists but that has no entry
// yet is shown as "coming soon".

import { achi } from './achi.js';
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
 */

/** @type {Record<string, Presentation>} */
const PRESENTATIONS = { achi, sixstones };

/**
 * @param {string} id
 * @returns {Presentation | null}
 */
export function presentation(id) {
  return Object.prototype.hasOwnProperty.call(PRESENTATIONS, id) ? PRESENTATIONS[id] : null;
}
