// A puzzle in play on the real engine, without the DOM: the right move
// wins in time against the longest resistance, a wrong one is refuted and
// fails, retry starts over, the solution plays to the end; the list's "next"
// skips solved puzzles; the solved marks survive garbage in storage.

import assert from 'node:assert/strict';
import test from 'node:test';

import { gameEntry } from '../../web/catalog.js';
import { createSession } from '../../web/game/session.js';
import { PuzzlePlay } from '../../web/puzzles/controller.js';
import { nextPuzzle } from '../../web/puzzles/data.js';
import { PUZZLES } from '../../web/generated/puzzles.js';
import { loadEngine } from './engine.mjs';

const engine = await loadEngine({ puzzles: true });

/** The oracle as the worker answers it, from the engine in node. */
const oracle = (/** @type {string} */ game, /** @type {Record<string, string>} */ options) => ({
  reply: async (/** @type {string[]} */ moves, /** @type {number} */ left) => new engine.GameHandle(game, options, moves).puzzleReply(left) ?? null,
  solution: async (/** @type {string[]} */ moves, /** @type {number} */ left) => new engine.GameHandle(game, options, moves).puzzleSolution(left) ?? null,
});

/** @param {import('../../web/puzzles/data.js').Puzzle} puzzle  @param {string} game */
function setUp(game, puzzle) {
  const entry = /** @type {any} */ (gameEntry(game));
  const session = createSession({ entry, GameHandle: engine.GameHandle, play: { mode: 'ai', level: 1, human: entry.human } });
  /** @type {string[]} */
  const solved = [];
  const play = new PuzzlePlay({ session, puzzle, oracle: oracle(game, puzzle.options), onChange: () => {}, onSolved: (p) => solved.push(p.id), onError: (m) => assert.fail(m) });
  play.start();
  session.setPlay({ human: session.state().live.toMove });
  return { session, play, solved };
}

/** Waits until the computer's answer is in. */
async function settled(/** @type {PuzzlePlay} */ play) {
  for (let i = 0; i < 200 && play.answering; i += 1) await new Promise((r) => setTimeout(r, 1));
}

for (const game of ['achi', 'rastros', 'morris', 'sixstones']) {
  test(`${game}: the solution's moves solve the first puzzles; a wrong first move fails`, async () => {
    for (const puzzle of PUZZLES[game].slice(0, 3)) {
      const { session, play, solved } = setUp(game, puzzle);
      const line = /** @type {string[]} */ (await oracle(game, puzzle.options).solution(puzzle.moves, puzzle.n));
      for (let i = 0; play.result === 'playing'; i += 2) {
        assert.equal(session.play(line[i], { by: 'player', animate: false }), null);
        await settled(play);
        assert.ok(i <= 2 * puzzle.n, `${puzzle.id}: still playing after ${puzzle.n} moves`);
      }
      assert.equal(play.result, 'solved', puzzle.id);
      assert.deepEqual(solved, [puzzle.id]);
      assert.ok(play.left >= 0);

      play.retry();
      assert.equal(play.result, 'playing');
      assert.equal(play.left, puzzle.n);
      const winning = line[0];
      const wrong = session.state().live.legal.map((m) => m.text).find((m) => m !== winning);
      if (!wrong) continue;
      const stillWins = new engine.GameHandle(game, puzzle.options, [...puzzle.moves, wrong]).puzzleLosesIn(puzzle.n - 1);
      session.play(wrong, { by: 'player', animate: false });
      await settled(play);
      if (stillWins === undefined) assert.equal(play.result, 'failed', `${puzzle.id} after ${wrong}`);
      play.destroy();
    }
  });
}

test('the solution is shown step by step from the start', async () => {
  const puzzle = PUZZLES.achi[40];
  const { session, play } = setUp('achi', puzzle);
  await play.showSolution();
  assert.ok(play.solution && play.solution.length > 0);
  while (play.step());
  assert.ok(session.state().live.outcome, 'the game is over at the end of the solution');
  assert.equal(session.state().moves.length, puzzle.moves.length + (play.solution?.length ?? 0));
});

test('next goes to the first unsolved puzzle after this one', () => {
  const ids = PUZZLES.achi.map((p) => p.id);
  assert.equal(nextPuzzle(PUZZLES, 'achi', ids[0], new Set())?.id, ids[1]);
  assert.equal(nextPuzzle(PUZZLES, 'achi', ids[0], new Set([ids[1], ids[2]]))?.id, ids[3]);
  assert.equal(nextPuzzle(PUZZLES, 'achi', ids[ids.length - 1], new Set()), null);
  assert.equal(nextPuzzle(PUZZLES, 'chess', 'x', new Set()), null);
});
