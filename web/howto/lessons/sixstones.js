// @ts-check
// Six Stones' How to play: the sections in order and their diagrams
// (records from the start that the engine replays, the move the text asks
// for, and what it does). The words are in web/howto/text/<lang>.js under
// `sixstones`. The reader plays Black, at the bottom, who moves first.

/** @type {import('../lesson.js').Lesson} */
export const sixstones = {
  game: 'sixstones',
  sections: [
    {
      // The start: b2 may go to a2 (a line) but not to a3 (no line).
      id: 'move',
      diagram: { options: {}, moves: [], accept: ['b2-a2'], expect: { winner: null } },
    },
    {
      // e2 stands alone; d1–d2 joins it to the other five.
      id: 'groups',
      diagram: {
        options: {},
        moves: ['d2-e2', 'd4-e4'],
        accept: ['d1-d2'],
        expect: { winner: null, group: { at: 'd2', stones: 6, liberties: 6 } },
      },
    },
    {
      // White's c2 has one liberty left, c3: b3–c3 takes it.
      id: 'checks',
      diagram: {
        options: {},
        moves: ['b2-b3', 'c4-c3', 'c2-b2', 'c3-c2'],
        accept: ['b3-c3'],
        expect: { winner: null, captured: ['c2'] },
      },
    },
    {
      // d3 and e4 are two groups whose last liberty is the same point, d4.
      id: 'several',
      diagram: {
        options: {},
        moves: ['d2-d3', 'd4-e4', 'c2-c3', 'b4-b3', 'd1-d2', 'b3-b4', 'b2-c2', 'c4-d4', 'd2-e2', 'b4-b3', 'e2-d2',
          'b3-b2', 'c3-c4', 'b5-b4', 'd3-e3', 'c5-b5', 'd2-d3', 'd5-c5', 'd3-c3', 'b2-b3', 'c2-d2', 'd4-d3'],
        accept: ['c4-d4'],
        expect: { winner: null, captured: ['d3', 'e4'] },
      },
    },
    {
      // White's group of four breathes only at d4: taking it leaves White two stones.
      id: 'win',
      diagram: {
        options: {},
        moves: ['b2-b3', 'b4-a4', 'b3-b4', 'd4-e4', 'd2-d3', 'e4-d4', 'c2-c3', 'd4-e4'],
        accept: ['d3-d4'],
        expect: { winner: 'black', reason: 'few-pieces', captured: ['c4', 'b5', 'c5', 'd5'] },
      },
    },
    { id: 'draw' },
  ],
};
