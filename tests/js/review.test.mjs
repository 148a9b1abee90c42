// Review: verdicts and the evaluation bar from the engine's reports, the
// moves where the result changed, and the analysis queue — on the real
// engine (a thinker that searches in this process) and on a stand-in that
// shows the queue yields to the computer's own turn and never cancels it.

import assert from 'node:assert/strict';
import test from 'node:test';

import { gameEntry } from '../../web/catalog.js';
import { Analysis } from '../../web/game/analysis.js';
import { barShare, finalEvaluation, fromReport, turnOf, verdict, verdictFor } from '../../web/game/review.js';
import { createSession } from '../../web/game/session.js';
import { loadEngine } from './engine.mjs';

const engine = await loadEngine();

/**
 * @param {string} game
 * @param {Partial<import('../../web/game/session.js').Play>} [play]
 */
function session(game, play = {}) {
  const entry = /** @type {any} */ (gameEntry(game));
  return createSession({ entry, GameHandle: engine.GameHandle, play: { mode: 'local', level: 1, level2: 1, human: entry.human, ...play } });
}

/** A thinker that searches here, with the real engine, one question at a time. */
function realThinker() {
  const asked = /** @type {any[]} */ ([]);
  return {
    asked,
    /** @param {any} req @param {any} hooks */
    async think(req, hooks = {}) {
      asked.push(req);
      await Promise.resolve();
      if (hooks.signal?.aborted) throw Object.assign(new Error('cancelled'), { name: 'AbortError' });
      const handle = new engine.GameHandle(req.session.game, req.session.options, req.moves);
      try {
        handle.thinkBegin({ ...req.request, seed: 7 });
        for (;;) {
          const done = handle.thinkStep(50, (/** @type {any} */ p) => hooks.onProgress?.(p));
          if (done) return done;
        }
      } finally {
        handle.free();
      }
    },
  };
}

/** Resolves once the analysis has answered every position of the record. */
function settled(/** @type {Analysis} */ a) {
  return new Promise((resolve) => {
    const look = () => (a.complete() ? resolve(undefined) : setTimeout(look, 5));
    look();
  });
}

const report = (/** @type {Partial<import('../../web/think-client.js').ThinkReport>} */ r) =>
  ({ move: 'b2', depth: 3, score: 0, nodes: 1, timeMs: 1, pv: ['b2'], ...r });

test('verdicts: exact values, forced results seen by the search, open positions', () => {
  assert.deepEqual(verdict(fromReport(0, 'black', report({ exact: 'win 15', score: 29985 }), true)), { result: 'win', exact: true, plies: 15 });
  assert.deepEqual(verdict(fromReport(0, 'p1', report({ exact: 'win' }), true)), { result: 'win', exact: true, plies: null });
  assert.deepEqual(verdict(fromReport(0, 'white', report({ score: -29990 }), true)), { result: 'loss', exact: false, plies: 10 });
  assert.deepEqual(verdict(fromReport(0, 'white', report({ score: 120, exact: 'unknown' }), true)), { result: 'open', exact: false, plies: null });
  const e = fromReport(4, 'white', report({ exact: 'loss 3', score: -29997 }), true);
  assert.equal(verdictFor(e, 'black').result, 'win');
  assert.equal(barShare(e, 'black'), 1);
  assert.equal(barShare(e, 'white'), 0);
  const even = fromReport(0, 'white', report({ score: 0 }), true);
  assert.equal(barShare(even, 'black'), 0.5);
  const better = fromReport(0, 'white', report({ score: 250 }), true);
  assert.ok(Math.abs(barShare(better, 'white') - 0.75) < 1e-9);
  assert.ok(Math.abs(barShare(better, 'black') - 0.25) < 1e-9);
  assert.deepEqual(verdict(finalEvaluation(5, 'white', { winner: 'black', reason: 'mill' })), { result: 'loss', exact: true, plies: 0 });
  assert.deepEqual(verdict(finalEvaluation(2, 'p1', { winner: 'p1', reason: 'goal' })), { result: 'win', exact: true, plies: 0 });
  assert.equal(verdict(finalEvaluation(9, 'p1', { winner: 'draw', reason: 'repetition' })).result, 'draw');
});

test('a move that gives a win away, and one that loses a draw, are told apart', () => {
  const win = fromReport(0, 'black', report({ exact: 'win 15' }), true);
  const draw = fromReport(1, 'white', report({ exact: 'draw' }), true);
  const lostForWhite = fromReport(1, 'white', report({ exact: 'loss 9' }), true);
  const winForBlack = fromReport(2, 'black', report({ exact: 'win 9' }), true);
  assert.equal(turnOf(win, draw), 'win-given');
  assert.equal(turnOf(win, lostForWhite), null, 'black keeps the win');
  const drawn = fromReport(2, 'white', report({ exact: 'draw' }), true);
  assert.equal(turnOf(drawn, fromReport(3, 'black', report({ exact: 'win 5' }), true)), 'draw-lost');
  assert.equal(turnOf(fromReport(0, 'white', report({ score: 40 }), true), fromReport(1, 'black', report({ score: 29980 }), true)), 'lost');
  assert.equal(turnOf(winForBlack, fromReport(3, 'white', report({ score: -29990 }), true)), null);
});

test('Achi reviewed exactly: the solver\'s values, the line, and the move that gave the win away', async () => {
  // Black wins from the start (win 15), and the lead changes hands with
  // every move of b2 a1 a2 (the solver says so): each is a win given away.
  const s = session('achi');
  const moves = ['b2', 'a1', 'a2'];
  s.newGame({ first: 'black' }, moves);
  const probe = new engine.GameHandle('achi', { first: 'black' }, []);
  /** @type {string[]} */
  const values = [];
  for (const m of ['', ...moves]) {
    if (m) probe.play(m);
    probe.thinkBegin({ level: 4, seed: 1 });
    values.push(probe.thinkStep(100).exact);
  }
  const thinker = realThinker();
  let changes = 0;
  const a = new Analysis({ session: s, thinker, onChange: () => { changes += 1; } });
  a.setEnabled(true);
  await settled(a);
  assert.ok(changes > 0);
  assert.deepEqual(thinker.asked[0].moves, moves, 'the position on the board is asked first');
  assert.deepEqual(thinker.asked[0].request, { level: 4 });
  assert.deepEqual([0, 1, 2, 3].map((p) => a.evaluation(p)?.exact), values);
  const shown = a.shown();
  assert.equal(shown.searching, false);
  assert.equal(shown.evaluation?.ply, 3);
  assert.ok((shown.evaluation?.pv.length ?? 0) >= 1);
  /** @type {Map<number, string>} */
  const expected = new Map();
  for (let ply = 1; ply <= 3; ply += 1) {
    const before = /** @type {any} */ (a.evaluation(ply - 1));
    const after = /** @type {any} */ (a.evaluation(ply));
    const turn = turnOf(before, after);
    if (turn) expected.set(ply, turn);
  }
  assert.deepEqual(a.turningPoints(), expected);
  assert.equal(values[0], 'win 15');
  assert.equal(a.turningPoints().get(3), 'win-given', `values ${values}`);
  // Viewing an earlier position asks nothing new: it is known.
  const asked = thinker.asked.length;
  s.view(1);
  assert.equal(a.shown().evaluation?.exact, values[1]);
  await new Promise((r) => setTimeout(r, 20));
  assert.equal(thinker.asked.length, asked);
  a.destroy();
});

test('a finished game: the last position needs no engine, the loser\'s fatal move is marked', async () => {
  const s = session('achi');
  // Black makes a row a1 b1 c1; White's a2, b2 let it happen.
  s.newGame({ first: 'black' }, ['a1', 'a2', 'b1', 'b2', 'c1']);
  const thinker = realThinker();
  const a = new Analysis({ session: s, thinker, onChange: () => {} });
  a.setEnabled(true);
  await settled(a);
  assert.ok(thinker.asked.every((q) => q.moves.length < 5), 'no question about the finished position');
  assert.equal(a.evaluation(5)?.final, true);
  const turns = a.turningPoints();
  assert.ok(turns.has(4), `White's b2 allowed the row: ${JSON.stringify([...turns])}`);
  assert.equal(turns.get(5), undefined);
  a.destroy();
});

test('the queue yields to the computer and never cancels its question', async () => {
  const s = session('morris', { mode: 'ai', human: 'white' });
  s.newGame({ first: 'white' }, ['d6']);
  /** @type {Array<{ req: any, hooks: any, resolve: (r: any) => void, reject: (e: any) => void }>} */
  const open = [];
  const thinker = {
    /** @param {any} req @param {any} hooks */
    think(req, hooks) {
      return new Promise((resolve, reject) => {
        const q = { req, hooks, resolve, reject };
        open.push(q);
        hooks?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('x'), { name: 'AbortError' })));
      });
    },
  };
  const a = new Analysis({ session: s, thinker, onChange: () => {} });
  a.setEnabled(true);
  assert.equal(open.length, 1);
  assert.deepEqual(open[0].req.moves, ['d6']);
  // The computer's turn begins: the analysis withdraws and waits.
  s.setThinking('computer');
  assert.equal(open[0].hooks.signal.aborted, true);
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(open.length, 1, 'nothing asked while the computer thinks');
  s.setThinking(null);
  s.play('a1', { by: 'computer', animate: false });
  await new Promise((r) => setTimeout(r, 0));
  assert.ok(open.length >= 2);
  const last = open[open.length - 1];
  assert.deepEqual(last.req.moves, ['d6', 'a1'], 'then the new position on the board');
  assert.deepEqual(last.req.request, { level: 10 });
  last.resolve(report({ move: 'd5', score: 35, depth: 9, pv: ['d5', 'g1'] }));
  await new Promise((r) => setTimeout(r, 0));
  assert.deepEqual(a.shown().evaluation?.pv, ['d5', 'g1']);
  // The sweep asks quickly, from the start.
  const sweep = open[open.length - 1];
  assert.deepEqual({ moves: sweep.req.moves, request: sweep.req.request }, { moves: [], request: { level: 10, timeMs: 500 } });
  // Paused by the parent: withdrawn. Turned off: withdrawn, and nothing more.
  s.setPaused(true);
  assert.equal(sweep.hooks.signal.aborted, true);
  s.setPaused(false);
  await new Promise((r) => setTimeout(r, 0));
  a.setEnabled(false);
  assert.ok(open.every((q) => q.hooks.signal.aborted || q === last));
  const count = open.length;
  s.play('d5', { by: 'player', animate: false });
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(open.length, count);
  a.destroy();
});
