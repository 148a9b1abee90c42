// @ts-check
// The statistics page's figures, without the DOM: the stored tallies
// against the computer (results.js) summed across games, levels and board
// sizes, the winning streaks, and the puzzles solved (puzzles/store.js).
// Stored data that names a game or level the engine does not describe is
// left out, not shown raw.

/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./results.js').Results} Results */
/** @typedef {import('./results.js').Streaks} Streaks */
/** @typedef {import('./results.js').Streak} Streak */
/** @typedef {{ won: number, drawn: number, lost: number }} Tally */

/**
 * @typedef {Object} StatsRow   one level (and board size) of one game
 * @property {string} level   the level's name, e.g. 'hard'
 * @property {string} [size]  the board size, for a game kept per size
 * @property {number} won
 * @property {number} drawn
 * @property {number} lost
 */

/**
 * @typedef {Object} GameStats
 * @property {string} id
 * @property {boolean} bySize    rows carry a board size
 * @property {StatsRow[]} rows   levels weakest first, then sizes smallest first; only those played
 * @property {Tally & { played: number }} total
 * @property {Streak} streak
 * @property {number} puzzles    puzzles of this game solved
 */

/**
 * @typedef {Object} Stats
 * @property {Tally & { played: number }} total
 * @property {Streak} streak
 * @property {number} puzzles    puzzles solved, all games
 * @property {GameStats[]} games   in the catalog's order
 */

/**
 * @param {Tally[]} tallies
 * @returns {Tally & { played: number }}
 */
function sum(tallies) {
  const total = { won: 0, drawn: 0, lost: 0, played: 0 };
  for (const x of tallies) {
    total.won += x.won;
    total.drawn += x.drawn;
    total.lost += x.lost;
  }
  total.played = total.won + total.drawn + total.lost;
  return total;
}

/**
 * A game's rows: each stored key ('hard', or '5@7' for a level at a size)
 * that names a level of the game, in the order of its levels and sizes.
 * @param {CatalogEntry} entry
 * @param {Record<string, Tally>} byKey
 * @returns {StatsRow[]}
 */
function rowsOf(entry, byKey) {
  const sizes = entry.options.find((o) => o.name === entry.resultsBy)?.menu ?? [];
  /** @type {Array<StatsRow & { order: number }>} */
  const rows = [];
  for (const [key, tally] of Object.entries(byKey)) {
    const [level, size] = key.split('@');
    const levelIndex = entry.levels.indexOf(level);
    if (levelIndex < 0 || (size === undefined) !== !entry.resultsBy) continue;
    if (tally.won + tally.drawn + tally.lost === 0) continue;
    const sizeIndex = size === undefined ? 0 : sizes.indexOf(size);
    const order = levelIndex * 1000 + (sizeIndex < 0 ? 999 : sizeIndex);
    rows.push({ level, ...(size === undefined ? {} : { size }), won: tally.won, drawn: tally.drawn, lost: tally.lost, order });
  }
  rows.sort((a, b) => a.order - b.order || String(a.size).localeCompare(String(b.size)));
  return rows.map(({ order: _order, ...row }) => row);
}

/**
 * @param {CatalogEntry[]} catalog
 * @param {Results} results
 * @param {Streaks} streaks
 * @param {string[]} puzzles   ids of solved puzzles ('achi-031': a game's id, a dash, …)
 * @returns {Stats}
 */
export function summarise(catalog, results, streaks, puzzles) {
  const games = catalog.map((entry) => {
    const rows = rowsOf(entry, results[entry.id] ?? {});
    return {
      id: entry.id,
      bySize: !!entry.resultsBy,
      rows,
      total: sum(rows),
      streak: streaks.games[entry.id] ?? { current: 0, longest: 0 },
      puzzles: puzzles.filter((id) => id.startsWith(`${entry.id}-`)).length,
    };
  });
  return {
    total: sum(games.map((g) => g.total)),
    streak: { current: streaks.current, longest: streaks.longest },
    puzzles: puzzles.length,
    games,
  };
}
