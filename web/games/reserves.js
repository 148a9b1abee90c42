// @ts-check
// Where the pieces still in hand wait beside the board, in the board's own
// terms (the page turns the board for the player who sits on the other side). Shared by the games with hands
// (Achi, Morris); which sides exist comes from the engine's description.

/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../types.js').CatalogEntry} CatalogEntry */

/**
 * Where a side's pieces in hand are laid out.
 * @typedef {Object} Reserve
 * @property {Side} side
 * @property {'top' | 'bottom'} place
 */

/**
 * The two reserves as the board is drawn unturned: the description's
 * default player (`entry.human`) at the bottom. The page turns the whole
 * board, reserves included, when the player takes the other side
 * (game/board-view.js), so one's own reserve is always nearest.
 * @param {CatalogEntry} entry
 * @returns {Reserve[]}
 */
export function standardReserves(entry) {
  const bottom = entry.human;
  const top = entry.sides.find((s) => s.id !== bottom)?.id ?? bottom;
  return [{ side: top, place: 'top' }, { side: bottom, place: 'bottom' }];
}
