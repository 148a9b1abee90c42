// @ts-check
// The built-in puzzle sets (web/generated/puzzles.js, written from the
// engine's sets by `tabuleiro puzzles --module`), loaded only when a puzzle
// page opens: the first page of the site does not carry them.

/** @typedef {{ id: string, n: number, options: Record<string, string>, moves: string[] }} Puzzle */

/** @type {Promise<Record<string, Puzzle[]>> | null} */
let loading = null;

/** @returns {Promise<Record<string, Puzzle[]>>} each game's puzzles, easiest first */
export function loadPuzzles() {
  loading ??= import('../generated/puzzles.js').then((m) => m.PUZZLES);
  return loading;
}

/**
 * @param {Record<string, Puzzle[]>} all
 * @param {string} game
 * @param {string} id
 * @returns {Puzzle | null}
 */
export function findPuzzle(all, game, id) {
  return (Object.prototype.hasOwnProperty.call(all, game) ? all[game] : []).find((p) => p.id === id) ?? null;
}

/**
 * The puzzle after `id` in its game's list (the first unsolved one after
 * it, else simply the next), or null at the end.
 * @param {Record<string, Puzzle[]>} all
 * @param {string} game
 * @param {string} id
 * @param {Set<string>} solved
 * @returns {Puzzle | null}
 */
export function nextPuzzle(all, game, id, solved) {
  const list = Object.prototype.hasOwnProperty.call(all, game) ? all[game] : [];
  const at = list.findIndex((p) => p.id === id);
  const after = list.slice(at + 1);
  return after.find((p) => !solved.has(p.id)) ?? after[0] ?? null;
}
