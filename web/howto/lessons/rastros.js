// @ts-check
// Rastros' How to play: the sections in order and their diagrams (records
// from the start that the engine replays, the move the text asks for, and
// what it does). The words are in web/howto/text/<lang>.js under
// `rastros`. Most diagrams use the small 5×5 board; goal 2 is then e5.

/** @type {import('../lesson.js').Lesson} */
export const rastros = {
  game: 'rastros',
  sections: [
    {
      // Placed on c2, then to b3 and c4: Player 2 steps on, diagonally.
      id: 'trail',
      diagram: { options: { size: '5', start: 'free' }, moves: ['c2', 'b3', 'c4'], accept: ['d3'], expect: { winner: null, trail: 3 } },
    },
    {
      // Player 2's only square is a1, goal 1: stepping in makes Player 1 win.
      id: 'goals',
      diagram: {
        options: { size: '5', start: 'free' },
        moves: ['b1', 'b2', 'b3', 'a3', 'a2'],
        accept: ['a1'],
        expect: { winner: 'p1', reason: 'goal' },
      },
    },
    {
      // Player 2 steps into the corner e1, whose neighbours are all trail.
      id: 'blocked',
      diagram: { options: { size: '5', start: 'free' }, moves: ['d1', 'e2', 'd2'], accept: ['e1'], expect: { winner: 'p2', reason: 'no-move' } },
    },
    {
      // An empty board: Player 1 puts the piece on any square but a goal.
      id: 'free',
      diagram: { options: { size: '5', start: 'free' }, moves: [], accept: 'any', expect: { winner: null, trail: 0 } },
    },
    {
      // The tournament start on 7×7: the piece waits on e5.
      id: 'fixed',
      diagram: { options: { size: '7', start: 'fixed' }, moves: [], accept: 'any', expect: { winner: null, trail: 1 } },
    },
  ],
};
