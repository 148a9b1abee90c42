// @ts-check
// Where the pieces still in hand wait beside the board: the player's own
// reserve nearest to them, at the bottom. Shared by the games with hands
// (Achi, Morris); which sides exist comes from the engine's description.

/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../types.js').Mode} Mode */
/** @typedef {import('../types.js').CatalogEntry} CatalogEntry */

/**
 * Where a side's pieces in hand are laid out.
 * @typedef {Object} Reserve
 * @property {Side} side
 * @property {'top' | 'bottom'} place
 */

/**
 * The two reserves, the player's own at the bottom; between two players,
 * `localBottom`'s.
 * @param {CatalogEntry} entry
 * @param {Mode} mode
 * @param {Side} human
 * @param {Side} localBottom
 * @returns {Reserve[]}
 */
export function reservesFacingPlayer(entry, mode, human, localBottom) {
  const bottom = mode === 'ai' ? human : localBottom;
  const top = entry.sides.find((s) => s.id !== bottom)?.id ?? bottom;
  return [{ side: top, place: 'top' }, { side: bottom, place: 'bottom' }];
}
