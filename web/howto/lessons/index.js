// @ts-check
// The lesson of each game with a How-to-play page (see ../lesson.js).

import { achi } from './achi.js';
import { morris } from './morris.js';
import { rastros } from './rastros.js';
import { sixstones } from './sixstones.js';

/** @typedef {import('../lesson.js').Lesson} Lesson */

/** @type {Record<string, Lesson>} */
const LESSONS = { achi, sixstones, morris, rastros };

/**
 * @param {string} game
 * @returns {Lesson | null}
 */
export function lessonOf(game) {
  return Object.prototype.hasOwnProperty.call(LESSONS, game) ? LESSONS[game] : null;
}

/** @returns {Lesson[]} every lesson */
export function lessons() {
  return Object.values(LESSONS);
}
