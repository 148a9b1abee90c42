// @ts-check
// A move as a player writes it, made plain: shared by records (record.js)
// and the typed move (game/readout.js), which must read moves alike.

/**
 * A word of the move text as a move: without its turn number (`12.` or
 * `12.b2`), in lower case, with the dashes and crosses phones type
 * made plain. Empty when the word was only a number.
 * @param {string} word
 * @returns {string}
 */
export function moveToken(word) {
  return word
    .replace(/^\d+\.+/, '')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[×✕]/g, 'x');
}
