// The think client against a stand-in worker: a cancel sends `stop` and
// keeps the worker, a worker that dies is replaced and the question asked
// again, and repeated deaths end in an EngineDead error.

import assert from 'node:assert/strict';
import test from 'node:test';

import { ThinkClient } from '../../web/think-client.js';

/** A worker that records what it is sent and answers as told. */
class FakeWorker extends EventTarget {
  constructor() {
    super();
    /** @type {any[]} */
    this.sent = [];
    this.terminated = false;
  }

  /** @param {any} message */
  postMessage(message) {
    this.sent.push(message);
  }

  terminate() {
    this.terminated = true;
  }

  /** @param {any} data */
  answer(data) {
    this.dispatchEvent(Object.assign(new Event('message'), { data }));
  }

  die() {
    this.dispatchEvent(Object.assign(new Event('error'), { message: 'boom' }));
  }
}

function client() {
  /** @type {FakeWorker[]} */
  const workers = [];
  /** @type {string[]} */
  const restarts = [];
  const c = new ThinkClient(() => {
    const w = new FakeWorker();
    workers.push(w);
    return /** @type {any} */ (w);
  }, { limitMs: 60000, onRestart: (why) => restarts.push(why) });
  return { c, workers, restarts };
}

const request = { session: { key: 'k1', game: 'achi', options: { first: 'black' } }, moves: ['b2'], request: { level: 2 } };

test('an answer resolves the question; progress is heard on the way', async () => {
  const { c, workers } = client();
  /** @type {any[]} */
  const progress = [];
  const answer = c.think(request, { onProgress: (r) => progress.push(r) });
  const w = workers[0];
  const { id } = w.sent[0];
  assert.deepEqual(w.sent[0], { type: 'think', id, ...request });
  w.answer({ type: 'progress', id, report: { depth: 1 } });
  w.answer({ type: 'result', id, report: { move: 'a1' } });
  assert.deepEqual(await answer, { move: 'a1' });
  assert.deepEqual(progress, [{ depth: 1 }]);
});

test('a cancel stops the search and keeps the worker', async () => {
  const { c, workers } = client();
  const first = c.think(request);
  c.cancel();
  await assert.rejects(first, { name: 'AbortError' });
  const w = workers[0];
  assert.equal(w.sent[1].type, 'stop');
  w.answer({ type: 'result', id: w.sent[0].id, report: { move: 'c3' }, stopped: true });
  const second = c.think(request);
  assert.equal(workers.length, 1, 'no new worker');
  w.answer({ type: 'result', id: w.sent[2].id, report: { move: 'a3' } });
  assert.deepEqual(await second, { move: 'a3' });
  assert.equal(w.terminated, false);
});

test('a worker that dies is replaced and asked again; deaths in a row end it', async () => {
  const { c, workers, restarts } = client();
  const answer = c.think(request);
  workers[0].die();
  assert.equal(workers.length, 2);
  assert.equal(workers[1].sent[0].type, 'think');
  workers[1].answer({ type: 'crashed', id: workers[1].sent[0].id, message: 'unreachable' });
  assert.equal(workers.length, 3);
  assert.equal(workers[1].terminated, true);
  workers[2].answer({ type: 'result', id: workers[2].sent[0].id, report: { move: 'b1' } });
  assert.deepEqual(await answer, { move: 'b1' });
  assert.equal(restarts.length, 2);

  const doomed = c.think(request);
  for (let i = 0; i < 3; i += 1) workers[workers.length - 1].die();
  await assert.rejects(doomed, { name: 'EngineDead' });
});

test('an engine error rejects with its kind', async () => {
  const { c, workers } = client();
  const answer = c.think(request);
  workers[0].answer({ type: 'error', id: workers[0].sent[0].id, message: 'the game is over', kind: 'finished' });
  await assert.rejects(answer, (error) => /** @type {any} */ (error).kind === 'finished');
});

test('a signal withdraws its own question, and only its own', async () => {
  const { c, workers } = client();
  const mine = new AbortController();
  const background = c.think(request, { signal: mine.signal });
  const w = workers[0];
  const first = w.sent[0].id;
  mine.abort();
  await assert.rejects(background, { name: 'AbortError' });
  assert.deepEqual(w.sent[1], { type: 'stop', id: first });

  // A newer question took the worker: aborting the older one's signal stops nothing.
  const old = new AbortController();
  const stale = c.think(request, { signal: old.signal });
  const computer = c.think(request);
  await assert.rejects(stale, { name: 'AbortError' });
  const sent = w.sent.length;
  old.abort();
  assert.equal(w.sent.length, sent, 'no stop for the newer question');
  const { id } = w.sent[sent - 1];
  w.answer({ type: 'result', id, report: { move: 'a1' } });
  assert.equal((await computer).move, 'a1');

  // A signal aborted before asking: nothing is sent.
  const gone = new AbortController();
  gone.abort();
  const before = w.sent.length;
  await assert.rejects(c.think(request, { signal: gone.signal }), { name: 'AbortError' });
  assert.equal(w.sent.length, before);
});

test('a worker that wants the table is heard; the table goes to it and to every worker after it', async () => {
  /** @type {FakeWorker[]} */
  const workers = [];
  let wanted = 0;
  const c = new ThinkClient(() => {
    const w = new FakeWorker();
    workers.push(w);
    return /** @type {any} */ (w);
  }, { limitMs: 60000, onTableWanted: () => { wanted += 1; } });
  const answer = c.think(request);
  const first = workers[0];
  first.answer({ type: 'wantTable' });
  assert.equal(wanted, 1);
  const values = new Uint8Array([1, 2, 3]);
  c.giveTable(values);
  assert.deepEqual(first.sent.at(-1), { type: 'table', values });
  assert.equal(c.tableInstalled, false);
  first.answer({ type: 'tableInstalled' });
  assert.equal(c.tableInstalled, true);
  // The worker dies: its replacement gets the table before the question asked again.
  first.die();
  const second = workers[1];
  assert.equal(c.tableInstalled, false, 'not yet in the new worker');
  assert.deepEqual(second.sent.map((m) => m.type), ['table', 'think']);
  second.answer({ type: 'result', id: second.sent[1].id, report: { move: 'a1' } });
  assert.equal((await answer).move, 'a1');
});
