// @ts-check
// Achi's How to play: the sections in order and their diagrams (records
// from the start that the engine replays, the move the text asks for, and
// what it does). The words are in web/howto/text/<lang>.js under `achi`.
// The reader plays Black, at the bottom, who moves first.

/** @type {import('../lesson.js').Lesson} */
export const achi = {
  game: 'achi',
  sections: [
    { id: 'aim' },
    {
      // White has a3 and b3: Black places on c3 to stop the row.
      id: 'place',
      diagram: { options: { first: 'black' }, moves: ['b2', 'a3', 'c1', 'b3'], accept: ['c3'], expect: { winner: null } },
    },
    {
      // Every point but a1 is taken: b1 slides in and a1–a2–a3 is a mill.
      id: 'slide',
      diagram: {
        options: { first: 'black' },
        moves: ['b1', 'b2', 'a3', 'b3', 'a2', 'c3', 'c2', 'c1'],
        accept: ['b1-a1'],
        expect: { winner: 'black', reason: 'mill' },
      },
    },
    {
      // a2 slides up to a3: a3–b2–c1 is a diagonal, and the game goes on.
      id: 'diagonal',
      diagram: {
        options: { first: 'black' },
        moves: ['b2', 'c2', 'b1', 'c3', 'a2', 'a1', 'c1', 'b3'],
        accept: ['a2-a3'],
        expect: { winner: null },
      },
    },
    {
      // a3 slides down to a2: the empty a3 touches only Black's pieces.
      id: 'stuck',
      diagram: {
        options: { first: 'black' },
        moves: ['b3', 'c3', 'b2', 'a1', 'a3', 'b1', 'c1', 'c2'],
        accept: ['a3-a2'],
        expect: { winner: 'black', reason: 'no-move' },
      },
    },
    { id: 'draw' },
  ],
};
