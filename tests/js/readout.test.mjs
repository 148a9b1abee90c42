// The position read out in words (for the live region), typed moves made
// plain, and when a typed move cannot be played — on the real engine.

import assert from 'node:assert/strict';
import test from 'node:test';

import { gameEntry } from '../../web/catalog.js';
import { readPosition, typedMove, whyNoTypedMove } from '../../web/game/readout.js';
import { createSession } from '../../web/game/session.js';
import { loadEngine } from './engine.mjs';

const engine = await loadEngine();

/**
 * @param {string} game
 * @param {Record<string, string>} options
 * @param {string[]} moves
 * @param {Partial<import('../../web/game/session.js').Play>} [play]
 */
function state(game, options, moves, play = {}) {
  const entry = /** @type {any} */ (gameEntry(game));
  const s = createSession({ entry, GameHandle: engine.GameHandle, play: { mode: 'local', level: 1, level2: 1, human: entry.human, ...play } });
  s.newGame(options, moves);
  return s;
}

test('Morris: pieces by side, in hand, the side to move and its phase', () => {
  const s = state('morris', { first: 'white' }, ['d6', 'a1', 'd5']);
  assert.equal(readPosition(s.state()),
    'White: d5, d6; 7 in hand. Black: a1; 8 in hand. Black to move (placing).');
  const ai = state('morris', { first: 'white' }, ['d6'], { mode: 'ai', human: 'black' });
  assert.match(readPosition(ai.state()), /^Me \(White\): d6; 8 in hand\. You \(Black\): no pieces on the board; 9 in hand\. You \(Black\) to move/);
});

test('Achi sliding, a finished game, and an earlier position on view', () => {
  const sliding = state('achi', { first: 'black' }, ['b2', 'a1', 'c3', 'a3', 'a2', 'c1', 'b1', 'b3']);
  assert.match(readPosition(sliding.state()), /Black to move \(sliding\)\.$/);
  const over = state('achi', { first: 'black' }, ['a1', 'a2', 'b1', 'b2', 'c1']);
  assert.match(readPosition(over.state()), /Black: a1, b1, c1; 1 in hand\. White: a2, b2; 2 in hand\. Black wins! Black made three in a row\.$/);
  over.view(1);
  assert.match(readPosition(over.state()), /^The position after move 1\. Black: a1; 3 in hand\. White: no pieces/);
  over.view(0);
  assert.match(readPosition(over.state()), /^The starting position\./);
});

test('Rastros: the piece, its trail and each goal', () => {
  const s = state('rastros', { size: '5', start: 'c3' }, ['b2']);
  const text = readPosition(s.state());
  assert.match(text, /^The piece is on b2\. Trail \(1\): c3\. Goal of Player 1: a1\. Goal of Player 2: e5\. Player 2 to move \(moving\)\.$/);
});

test('typed moves are made plain, and refused at the wrong moment', () => {
  assert.equal(typedMove(' A1 – B2 '), 'a1-b2');
  assert.equal(typedMove('d6-d5 × g7'), 'd6-d5xg7');
  assert.equal(typedMove('3. c3'), 'c3');
  const s = state('achi', { first: 'black' }, [], { mode: 'ai', human: 'white' });
  assert.equal(whyNoTypedMove(s.state()), 'typed.notYourTurn');
  s.setPlay({ human: 'black' });
  assert.equal(whyNoTypedMove(s.state()), null);
  s.play('b2', { by: 'player', animate: false });
  s.view(0);
  assert.equal(whyNoTypedMove(s.state()), 'typed.viewing');
  s.view(99);
  s.setPaused(true);
  assert.equal(whyNoTypedMove(s.state()), 'typed.paused');
  const watch = state('rastros', { size: '5' }, [], { mode: 'watch' });
  assert.equal(whyNoTypedMove(watch.state()), 'typed.notYourTurn');
});
