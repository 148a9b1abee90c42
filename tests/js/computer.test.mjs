// The computer's turn between two computers: both seats play, each at its
// own level; held, nobody asks; a step plays one move; a hold stops the
// question under way at once.

import assert from 'node:assert/strict';
import test from 'node:test';

import { gameEntry } from '../../web/catalog.js';
import { createComputer } from '../../web/game/computer.js';
import { createSession } from '../../web/game/session.js';
import { loadEngine } from './engine.mjs';

const engine = await loadEngine();

/** A thinker that answers at once with a legal move that does not end the game, and notes the levels asked. */
function fakeThinker() {
  const levels = /** @type {number[]} */ ([]);
  let cancels = 0;
  return {
    levels,
    get cancels() { return cancels; },
    /** @param {any} req */
    async think(req) {
      levels.push(req.request.level);
      const h = new engine.GameHandle(req.session.game, req.session.options, req.moves);
      const legal = h.snapshot().legal.map((/** @type {any} */ m) => m.text);
      h.free();
      const goesOn = (/** @type {string} */ m) => {
        const next = new engine.GameHandle(req.session.game, req.session.options, [...req.moves, m]);
        const over = !!next.snapshot().outcome;
        next.free();
        return !over;
      };
      const move = legal.find(goesOn) ?? legal[0];
      return { move, depth: 1, score: 0, nodes: 1, timeMs: 0, pv: [move] };
    },
    cancel() { cancels += 1; },
  };
}

/** Resolves once `ok()` holds, polling. */
const until = (/** @type {() => boolean} */ ok) => new Promise((resolve) => {
  const look = () => (ok() ? resolve(undefined) : setTimeout(look, 10));
  look();
});

test('two computers play both seats at their levels; held, they wait; a step plays one move', async () => {
  const entry = /** @type {any} */ (gameEntry('rastros'));
  const s = createSession({ entry, GameHandle: engine.GameHandle, play: { mode: 'watch', level: 2, level2: 9, human: 'p1' } });
  s.newGame({ size: '7', start: 'free' });
  const thinker = fakeThinker();
  const computer = createComputer({ session: s, thinker: /** @type {any} */ (thinker), onFailure: assert.fail, onDead: assert.fail });
  await until(() => s.state().moves.length >= 2);
  assert.deepEqual(thinker.levels.slice(0, 2), [9, 2], 'Player 1 (the player\'s seat) at level2, Player 2 at level');
  s.setHeld(true);
  const held = s.state().moves.length;
  await new Promise((r) => setTimeout(r, 1000));
  assert.equal(s.state().moves.length, held, 'nothing played while held');
  assert.equal(s.state().thinking, null);
  computer.step();
  await until(() => s.state().moves.length === held + 1 && !s.state().thinking);
  await new Promise((r) => setTimeout(r, 1000));
  assert.equal(s.state().moves.length, held + 1, 'a step is one move');
  computer.destroy();
});
