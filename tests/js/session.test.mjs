// The game session without the DOM, on the real engine: a record replayed
// (and cut where it breaks), moves, whole turns taken back against the
// computer, viewing earlier positions and playing on from one, who starts
// the next game, and what subscribers hear.

import assert from 'node:assert/strict';
import test from 'node:test';

import { gameEntry } from '../../web/catalog.js';
import { createSession } from '../../web/game/session.js';
import { loadEngine } from './engine.mjs';

const engine = await loadEngine();

/**
 * @param {string} game
 * @param {Partial<import('../../web/game/session.js').Play>} [play]
 */
function session(game, play = {}) {
  const entry = /** @type {any} */ (gameEntry(game));
  const s = createSession({ entry, GameHandle: engine.GameHandle, play: { mode: 'ai', level: 1, human: entry.human, ...play } });
  /** @type {string[]} */
  const heard = [];
  s.subscribe((change) => heard.push(change.type));
  return { s, heard };
}

test('a record is replayed, and a broken one keeps the moves before the fault', () => {
  const { s, heard } = session('achi');
  assert.equal(s.newGame({ first: 'black' }, ['b2', 'a1']), null);
  assert.deepEqual(s.state().moves, ['b2', 'a1']);
  const fault = s.newGame({ first: 'black' }, ['b2', 'a1', 'b2', 'c3']);
  assert.deepEqual({ index: fault?.index, move: fault?.move, kind: fault?.kind }, { index: 3, move: 'b2', kind: 'illegal' });
  assert.deepEqual(s.state().moves, ['b2', 'a1']);
  assert.deepEqual(heard, ['start', 'start']);
});

test('a refused move changes nothing and says why', () => {
  const { s, heard } = session('morris', { mode: 'local' });
  s.newGame({ first: 'white' });
  const before = s.state().key;
  assert.match(/** @type {string} */ (s.play('a9', { by: 'player', animate: false })), /not a point/);
  assert.equal(s.state().moves.length, 0);
  assert.equal(s.state().key, before);
  assert.deepEqual(heard, ['start']);
  assert.equal(s.play('d6', { by: 'player', animate: false }), null);
  assert.deepEqual(heard, ['start', 'move']);
});

test('against the computer, undo takes back the reply and the move together', () => {
  const { s } = session('achi', { human: 'black' });
  s.newGame({ first: 'black' }, ['b2', 'a1', 'c3', 'a3']);
  assert.equal(s.state().live.toMove, 'black');
  assert.ok(s.playerCanUndo());
  s.undo();
  assert.deepEqual(s.state().moves, ['b2', 'a1']);
  s.redo();
  assert.deepEqual(s.state().moves, ['b2', 'a1', 'c3', 'a3']);
  s.setPlay({ mode: 'local' });
  s.undo();
  assert.deepEqual(s.state().moves, ['b2', 'a1', 'c3']);
});

test('an earlier position can be viewed, and play goes on from it', () => {
  const { s, heard } = session('sixstones', { mode: 'local' });
  s.newGame({}, ['b2-b3', 'b4-a4', 'b3-b4']);
  s.view(1);
  assert.equal(s.state().viewing, 1);
  assert.equal(s.state().shown.ply, 1);
  assert.equal(s.state().live.ply, 3);
  s.view(99);
  assert.equal(s.state().viewing, null);
  s.view(1);
  s.playFromHere();
  assert.deepEqual(s.state().moves, ['b2-b3']);
  assert.equal(s.state().viewing, null);
  assert.deepEqual(heard, ['start', 'view', 'view', 'view', 'cut']);
});

test('the loser moves first in the next Achi game; Rastros always starts with Player 1', () => {
  const { s } = session('achi', { mode: 'local' });
  // Black (first) makes a row on a1 b1 c1: White lost, so White starts next.
  s.newGame({ first: 'black' }, ['a1', 'a2', 'b1', 'b2', 'c1']);
  assert.equal(s.state().live.outcome?.winner, 'black');
  assert.equal(s.nextFirst(), 'white');
  s.newGame({ first: 'white' }, ['b2']);
  assert.equal(s.nextFirst(), 'white', 'an unfinished game is started again by the same side');
  const r = session('rastros', { mode: 'local' }).s;
  r.newGame({ size: '5', start: 'free' }, ['b2', 'a1']);
  assert.equal(r.state().live.outcome?.winner, 'p1');
  assert.equal(r.nextFirst(), 'p1');
});

test('whose turn it is for a human, the paused flag and the thinking flag', () => {
  const { s, heard } = session('morris', { human: 'black' });
  s.newGame({ first: 'white' });
  assert.equal(s.state().playerToMove, false);
  s.setThinking('computer');
  s.setThinking('computer');
  s.setPaused(true);
  assert.equal(s.state().thinking, 'computer');
  assert.equal(s.state().paused, true);
  s.setPlay({ human: 'white', level: 3 });
  assert.equal(s.state().playerToMove, true);
  assert.deepEqual(heard, ['start', 'thinking', 'paused', 'play', 'play']);
  assert.equal(s.byPly(0), 'white');
});

test('two computers: no human turn, a level per seat, held and taken back one move at a time', () => {
  const { s, heard } = session('rastros', { mode: 'watch', level: 3, level2: 7, human: 'p1' });
  s.newGame({ size: '5', start: 'free' }, ['c3', 'b2']);
  assert.equal(s.state().playerToMove, false);
  assert.equal(s.state().live.toMove, 'p1');
  assert.equal(s.levelToMove(), 7, 'the player\'s seat plays at level2');
  s.play('b3', { by: 'computer', animate: false });
  assert.equal(s.levelToMove(), 3);
  assert.equal(s.playerCanUndo(), true);
  s.undo();
  assert.deepEqual(s.state().moves, ['c3', 'b2'], 'one move back, not a whole turn');
  assert.equal(s.state().held, true, 'and the computers wait');
  s.setHeld(false);
  s.setPlay({ level2: 2 });
  assert.equal(s.levelToMove(), 2);
  assert.deepEqual(heard.slice(-4), ['move', 'undo', 'held', 'play']);
});
