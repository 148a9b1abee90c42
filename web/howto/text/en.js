// @ts-check
// How to play, in English: the words of each game's sections (see
// ../lesson.js for the shape). The rules follow the project's RULES.md;
// each `task` names the points of the move its diagram asks for, and
// tests/js/howto.test.mjs checks that it does and that the move does what
// `done` says. **Double stars** mark a term.

/** @type {import('../lesson.js').HowToText} */
const en = {
  achi: {
    intro: 'Achi comes from Ghana. Two players, four pieces each, nine points joined by lines — and one aim: three of your pieces in a row.',
    sections: {
      aim: {
        title: 'The board and the aim',
        text: [
          'The board has 3 × 3 points. Lines join each point to its neighbours across and up and down, and the centre, b2, to the four corners.',
          'Each side has **4 pieces**: Black (you, at the bottom) and White. In the first game Black moves first; after that the loser of the last game starts, and after a draw the side that moved second.',
          'Make a **mill** — three of your pieces along a row or a column — and you win at once.',
        ],
      },
      place: {
        title: 'Placing',
        text: [
          'While you have pieces in hand, a turn is placing one of them on any empty point. The two sides take turns until all eight pieces are down.',
          'Keep an eye on your opponent: two in a row with the third point empty is a threat.',
        ],
        task: 'White has a3 and b3. Place a black piece on c3 to block the row: drag one of your pieces from below the board, or click c3.',
        done: 'Blocked: White cannot finish that row, and the game goes on.',
      },
      slide: {
        title: 'Sliding into the empty point',
        text: [
          'Once all eight pieces are down, one point stays empty. A turn is sliding one of your pieces along a line into that point.',
          'Only a piece joined by a line to the empty point can move, and the point it leaves becomes the new empty point.',
        ],
        task: 'a1 is empty. Slide the black piece from b1 to a1.',
        done: 'a1, a2 and a3: a column of three. That is a mill, and Black wins.',
      },
      diagonal: {
        title: 'A diagonal is not a mill',
        text: [
          'Only the three rows and the three columns count. Three pieces on a diagonal are **not** a mill, even though lines join them.',
        ],
        task: 'Slide the black piece from a2 to a3. Black then has a3, b2 and c1.',
        done: 'Three in a line, but on a diagonal: no win. The game goes on, and it is White’s turn.',
      },
      stuck: {
        title: 'Being stuck loses',
        text: [
          'If it is your turn and none of your pieces can slide into the empty point, you are stuck — and being stuck **loses**.',
          'So you can also win by leaving the empty point where only your own pieces touch it.',
        ],
        task: 'Slide the black piece from a3 to a2. The empty point is then a3, and its neighbours a2, b2 and b3 are all Black.',
        done: 'White has no piece next to a3 and cannot move: White is stuck, and Black wins.',
      },
      draw: {
        title: 'A draw',
        text: [
          'When the same position comes up for the third time — the same pieces on the same points, the same side to move and the same pieces in hand — the game is a draw.',
        ],
      },
    },
  },

  sixstones: {
    intro: 'A sliding game with the capture rule of Go: leave a group of stones without a free point beside it, and it comes off the board. Six stones each, on 21 points.',
    sections: {
      move: {
        title: 'Moving, and moves that are not allowed',
        text: [
          'The board is a 5 × 5 grid without its four corners, its points joined by lines across and up and down. Black starts on the middle three points of the two bottom rows (b1 to d2), White on those of the two top rows (b4 to d5), and Black moves first.',
          'A move slides one of your stones along a line to the next point, which must be free. There is no jumping and no diagonal step: two points that look close but have no line between them are **not** neighbours.',
          'So a move is not allowed when the point is taken, or is not joined to the stone by a line. The board puts such a stone back where it was.',
        ],
        task: 'First drag the black stone from b2 to a3: no line joins them, so it goes back. Then slide it from b2 to a2.',
        done: 'b2 to a2 follows a line to a free point: a good move. Now it is White’s turn.',
      },
      groups: {
        title: 'Groups and liberties',
        text: [
          'A **group** is a set of stones of one colour joined to each other by lines. A stone on its own is a group too.',
          'A group’s **liberties** are the free points next to any of its stones. The numbers on the board count each group’s liberties.',
        ],
        task: 'The black stone on e2 is a group on its own, with 2 liberties. Slide the black stone from d1 to d2 to join it to the others.',
        done: 'One group of six stones now, with 6 liberties: d1, a2, b3, c3, d3 and e3.',
      },
      checks: {
        title: 'Capturing: the three checks',
        text: [
          'Before each move, run through three checks. The game makes them in this order once the stone lands:',
          '1. The point the stone left is free now, and counts as free for what follows.',
          '2. Every **opponent** group with no liberty left is captured: all its stones come off the board.',
          '3. Then the group of the stone you moved must have a liberty, or the move is not allowed. In Six Stones it always has one — the point the stone just left — so this check never stops a move, and a move that captures is always allowed.',
        ],
        task: 'White’s stone on c2 has one liberty left, c3. Slide the black stone from b3 to c3.',
        done: 'c2 had no liberty left, so it was captured. Black’s stone on c3 still has liberties — b3, which it just left, is one of them.',
      },
      several: {
        title: 'Capturing several groups at once',
        text: [
          'One move can take the last liberty of more than one group. Then all of them are captured together.',
        ],
        task: 'White’s stones on d3 and e4 are two groups, and d4 is the last liberty of both. Slide the black stone from c4 to d4.',
        done: 'Neither group had a liberty left: d3 and e4 came off the board together.',
      },
      win: {
        title: 'Winning',
        text: [
          'You win when, after your move, your opponent has **two stones or fewer** left.',
          'You also win when it is your opponent’s turn and they have no move at all.',
        ],
        task: 'White’s group of four — c4, b5, c5 and d5 — has one liberty, d4. Slide the black stone from d3 to d4.',
        done: 'Four white stones are captured and White has only two left: Black wins.',
      },
      draw: {
        title: 'A draw',
        text: [
          'The game is a draw when the same position comes up for the third time (the same stones on the same points and the same side to move), or after 80 moves in a row — both sides’ moves counted — without a capture.',
        ],
      },
    },
  },

  morris: {
    intro: 'Nine Men’s Morris — Trilha or Moinho in Brazil — is one of the oldest board games there is. Nine pieces each, 24 points, and one idea: line up three to take one of your opponent’s pieces.',
    sections: {
      aim: {
        title: 'The board and the mills',
        text: [
          'The board is three squares, one inside the other, joined at the middle of their sides: 24 points and the lines between them.',
          'Each side has **9 pieces**. White moves first, unless the players choose otherwise.',
          'A **mill** is three of your pieces along one line of three points: a side of one of the squares, or one of the four lines that join the squares. There are 16 in all.',
          'The game has three phases: placing, sliding, and — for a side down to three pieces — flying.',
        ],
      },
      placing: {
        title: 'Placing, and taking a piece',
        text: [
          'While you have pieces in hand, a turn is placing one of them on an empty point.',
          'When the piece you place or move **completes a mill** of yours, you also take one of your opponent’s pieces off the board.',
          'You may not take a piece that stands in a mill — unless all of your opponent’s pieces on the board stand in mills; then you may take any of them. Closing two mills at once still takes only one piece.',
        ],
        task: 'Place a white piece on d2: d1, d2 and d3 make a mill. Then take a black piece by clicking it or dragging it off the board. Only a4 or d6 can go: g1, g4 and g7 are a mill.',
        done: 'A mill, and one black piece fewer. A piece taken never comes back.',
      },
      allInMills: {
        title: 'When every piece is in a mill',
        text: [
          'Pieces in a mill are safe — except when all of them are. If every one of your opponent’s pieces on the board stands in a mill, you may take any of them.',
        ],
        task: 'Black’s three pieces, a4, b4 and c4, all stand in one mill. Place a white piece on g4 to close e4–f4–g4, then take any of them.',
        done: 'Every black piece was in a mill, so any of them could be taken.',
      },
      sliding: {
        title: 'Sliding',
        text: [
          'When all your pieces are placed, a turn is sliding one of them along a line to the next point, which must be empty.',
          'A mill made by sliding takes a piece just the same. You may open a mill and close it again later to take another piece. Only mills that contain the piece just moved count.',
        ],
        task: 'Slide a white piece into b6 — from b4, closing b6–d6–f6, or from d6, closing b2–b4–b6 — then take a black piece. a1, a4 and a7 are a mill, so they are safe.',
        done: 'A mill made by sliding: one more black piece is gone.',
      },
      flying: {
        title: 'Flying',
        text: [
          'A side with exactly **three pieces** on the board and none in hand may **fly**: move a piece from any point to any empty point, whatever the lines.',
          'The other side, with more pieces, goes on sliding.',
        ],
        task: 'White has three pieces left. Fly the white piece from e5 to d6 (d5, d6 and d7 make a mill), or from d7 to c5 (c5, d5 and e5), then take f2 — the only black piece outside a mill.',
        done: 'A mill made by flying: the black piece on f2 is gone.',
      },
      winning: {
        title: 'How the game is won',
        text: [
          'You win when, after your move, your opponent has **fewer than three pieces** left, on the board and in hand together: with two, no mill is possible.',
          'You also win when it is your opponent’s turn and they have no legal move, every piece blocked.',
        ],
        task: 'Black has three pieces left: e3, e4 and d5. Slide the white piece from d2 to b2 to close b2–b4–b6, then take any of them.',
        done: 'Black is down to two pieces: White wins.',
      },
      draw: {
        title: 'A draw',
        text: [
          'The game is a draw when the same position comes up for the third time (the same pieces on the same points, the same side to move and the same pieces in hand), or after 100 slides or flights in a row, by either side, with no piece taken. Placing a piece or taking one starts that count again.',
        ],
      },
    },
  },

  rastros: {
    intro: 'Rastros — “trails” in Portuguese — is played with one piece that both players move in turn. Every square it leaves is blocked for good. Steer it into your goal, or leave your opponent with nowhere to go.',
    sections: {
      trail: {
        title: 'The piece and its trail',
        text: [
          'The board has n × n squares: 7 × 7 unless you choose another size, from 5 × 5 to 9 × 9. There is one white piece, and it belongs to nobody: Player 1 and Player 2 take turns moving it.',
          'A move steps the piece to one of the up to eight squares around it — across, up, down or diagonally — that it has **never** stood on. Every square it leaves is blocked (drawn black) for the rest of the game: that is its **trail**.',
        ],
        task: 'It is Player 2’s turn. Step the piece from c4 diagonally down to d3.',
        done: 'c4 is on the trail now: the piece can never go back there.',
      },
      goals: {
        title: 'The two goals',
        text: [
          '**Goal 1** is the bottom-left corner, a1, and belongs to Player 1. **Goal 2** is the top-right corner — e5 on this 5 × 5 board, g7 on 7 × 7 — and belongs to Player 2.',
          'When the piece enters a goal, the owner of that goal wins — **whoever moved it there**.',
        ],
        task: 'Player 2 must move, and the only free square next to the piece is a1, Player 1’s goal. Step the piece from a2 to a1.',
        done: 'The piece is in goal 1, so Player 1 wins — although it was Player 2 who moved it.',
      },
      blocked: {
        title: 'Nowhere to go',
        text: [
          'A player who must move and has no free square to step to **loses**. There are no draws in Rastros.',
        ],
        task: 'It is Player 2’s turn: step the piece from d2 into the corner e1. Its neighbours d1, d2 and e2 will all be trail.',
        done: 'Player 1 must move and cannot: Player 1 loses, and Player 2 wins.',
      },
      free: {
        title: 'The free start',
        text: [
          'In the **free start** (the usual one) the board begins empty. Player 1’s first move puts the piece on any square except the two goals; then Player 2 moves, and turns alternate.',
        ],
        task: 'You are Player 1: put the piece on any square you like — any but the goals, a1 and e5.',
        done: 'The piece is on the board. From now on every move is a step, and Player 2 moves next.',
      },
      fixed: {
        title: 'The fixed start',
        text: [
          'In the **fixed start** (the tournament setup) the piece begins on a fixed square and Player 1 moves first: d4 on 5 × 5 and 6 × 6, e5 on 7 × 7 and 8 × 8, f6 on 9 × 9.',
          'Which start to play is a setting of every game, whoever plays it.',
        ],
        task: 'On this 7 × 7 board the piece starts on e5. You are Player 1: step it to any square around it.',
        done: 'e5 is blocked now: the start square joins the trail like any other.',
      },
    },
  },
};

export default en;
