// @ts-check
// The line under the board that counts the plies without progress (no
// capture, no removal) towards the draw. The limit is the engine's; the
// line turns to a warning when the draw is `warnWithin` plies away.

import { h } from '../dom.js';
import { t } from '../i18n.js';

/** @typedef {import('../types.js').Snapshot} Snapshot */

/**
 * @param {Snapshot} snapshot
 * @param {string} key          the i18n text, with {n} and {limit}
 * @param {number} warnWithin
 * @returns {HTMLElement | null}   none for a game without the rule
 */
export function noProgressLine(snapshot, key, warnWithin) {
  const limit = snapshot.noProgressLimit;
  if (limit === undefined) return null;
  const near = snapshot.noProgress >= limit - warnWithin;
  return h('p', { 'data-no-progress': String(snapshot.noProgress), class: near ? 'warn' : '' },
    t(key, { n: snapshot.noProgress, limit }));
}
