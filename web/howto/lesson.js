// @ts-check
// What a How-to-play page is made of, without the DOM: each game's lesson
// (web/howto/lessons/<game>.js) is a list of sections, some with a diagram
// — a position given as a record of moves from the start, which the engine
// replays, and the move the text asks the reader to make in it. The words
// live apart, one module per language (web/howto/text/<lang>.js), loaded
// when the page opens. This module holds the shapes and the small pure
// questions the page asks of them (tested in tests/js/howto.test.mjs).

/** @typedef {import('../types.js').GameOptions} GameOptions */

/**
 * What the asked-for move does, as the text says it; tests/js/howto.test.mjs
 * replays the record in the engine and checks every claim.
 * @typedef {Object} Expect
 * @property {string | null} winner   who has won once it is made; null: the game goes on
 * @property {string} [reason]        why (the engine's outcome reason: mill, no-move, goal, few-pieces)
 * @property {string[]} [captured]    Six Stones: the stones it takes off the board
 * @property {string[]} [removable]   Morris: exactly the pieces its mill may take
 * @property {{ at: string, stones: number, liberties: number }} [group]
 *   Six Stones: the group of the stone on `at` afterwards
 * @property {number} [trail]         Rastros: squares on the trail afterwards
 */

/**
 * @typedef {Object} Diagram
 * @property {GameOptions} options   the start options, complete (as the engine reads them)
 * @property {string[]} moves        the record from the start that sets the position up
 * @property {string[] | 'any'} accept
 *   the moves the text asks for, in the engine's notation; 'any': every legal move will do
 * @property {Expect} expect
 */

/**
 * @typedef {Object} Section
 * @property {string} id          names the section's words in the text modules
 * @property {Diagram} [diagram]
 */

/**
 * @typedef {Object} Lesson
 * @property {string} game
 * @property {Section[]} sections
 */

/**
 * A section's words. `task` (what to do in the diagram) and `done` (said
 * once it is done) belong to sections with a diagram. A paragraph may mark
 * a term with **double stars**.
 * @typedef {Object} SectionText
 * @property {string} title
 * @property {string[]} text
 * @property {string} [task]
 * @property {string} [done]
 */

/**
 * @typedef {Object} GameText
 * @property {string} intro
 * @property {Record<string, SectionText>} sections
 */

/** @typedef {Record<string, GameText>} HowToText   by game id */

/**
 * Whether a move is the one the diagram asks for.
 * @param {Diagram} diagram
 * @param {string} move   in the engine's notation
 * @returns {boolean}
 */
export function isAsked(diagram, move) {
  return diagram.accept === 'any' || diagram.accept.includes(move);
}

/**
 * Splits a paragraph into plain runs and **marked** terms.
 * @param {string} text
 * @returns {Array<{ text: string, strong: boolean }>}
 */
export function runs(text) {
  return text.split(/\*\*/).map((part, i) => ({ text: part, strong: i % 2 === 1 })).filter((r) => r.text !== '');
}
