// @ts-check
// Nine Men's Morris' How to play: the sections in order and their diagrams
// (records from the start that the engine replays, the moves the text asks
// for, and what they do). The words are in web/howto/text/<lang>.js under
// `morris`. The reader plays White, at the bottom, who moves first. A mill
// lets its maker take any of the pieces the rules allow, so a diagram
// accepts each of those removals.

/**
 * Every form of a mill-closing move: one for each piece it may take.
 * @param {string[]} moves   the moves without their removal, `d2`, `b4-b6`
 * @param {string[]} taken
 * @returns {string[]}
 */
const removing = (moves, taken) => moves.flatMap((m) => taken.map((at) => `${m}x${at}`));

const SLIDE_TAKES = ['g1', 'd2', 'c4', 'f4', 'd5', 'd7'];

/** @type {import('../lesson.js').Lesson} */
export const morris = {
  game: 'morris',
  sections: [
    { id: 'aim' },
    {
      // Placing d2 closes d1–d2–d3; g1–g4–g7 is Black's mill, so only a4 or d6 may go.
      id: 'placing',
      diagram: {
        options: { first: 'white' },
        moves: ['d1', 'g7', 'e5', 'g4', 'c4', 'd6', 'f2', 'g1xc4', 'd3', 'a4'],
        accept: removing(['d2'], ['a4', 'd6']),
        expect: { winner: null, removable: ['a4', 'd6'] },
      },
    },
    {
      // Black's three pieces all stand in the mill a4–b4–c4: any of them may go.
      id: 'allInMills',
      diagram: {
        options: { first: 'white' },
        moves: ['e4', 'c4', 'e3', 'b4', 'f4', 'a4xe3'],
        accept: removing(['g4'], ['a4', 'b4', 'c4']),
        expect: { winner: null, removable: ['a4', 'b4', 'c4'] },
      },
    },
    {
      // All pieces are down: a white piece slides into b6 (from b4 or from d6), closing a mill.
      id: 'sliding',
      diagram: {
        options: { first: 'white' },
        moves: ['e5', 'a1', 'f6', 'a7', 'b4', 'd2', 'b2', 'd5', 'd3', 'c4', 'd6', 'd7', 'd1', 'g1', 'c5', 'f4', 'c3', 'a4xc3'],
        accept: removing(['b4-b6', 'd6-b6'], SLIDE_TAKES),
        expect: { winner: null, removable: SLIDE_TAKES },
      },
    },
    {
      // White is down to three: e5 flies to d6 (or d7 to c5), closing a mill; only f2 is outside Black's mills.
      id: 'flying',
      diagram: {
        options: { first: 'white' },
        moves: ['d5', 'g7', 'c3', 'g4', 'd6', 'g1xc3', 'c3', 'e3', 'c5', 'a7', 'd3', 'd7xd3', 'e5xe3', 'd1', 'a4', 'f2',
          'd2', 'a1xc3', 'e5-e4', 'g4-f4', 'a4-b4', 'g7-g4', 'b4-b6', 'a1-a4', 'e4-e5xf2', 'd7-g7xd2', 'b6-b4',
          'd1-a1xb4', 'd6-d7', 'g1-d1', 'c5-c4', 'f4-f2', 'c4-b4', 'd1-g1xb4'],
        accept: ['e5-d6xf2', 'd7-c5xf2'],
        expect: { winner: null, removable: ['f2'] },
      },
    },
    {
      // Black has three pieces left: d2–b2 closes b2–b4–b6 and takes the third-last.
      id: 'winning',
      diagram: {
        options: { first: 'white' },
        moves: ['d6', 'e4', 'b4', 'b2', 'f6', 'c3', 'b6xb2', 'e5', 'b2xc3', 'e3xb4', 'b4xe3', 'e3xb2', 'b2xe5', 'e5xb2',
          'b2xe4', 'd3', 'c5', 'c3xc5', 'f6-f4', 'd3-d2', 'f4-f6xc3', 'd2-e4xf6', 'b2-d2', 'e5-d5'],
        accept: removing(['d2-b2'], ['e3', 'e4', 'd5']),
        expect: { winner: 'white', reason: 'few-pieces', removable: ['e3', 'e4', 'd5'] },
      },
    },
    { id: 'draw' },
  ],
};
