// The address writer: a run of changes is one write, a task later; a read
// or a new history entry flushes it first; a move through history drops
// it; a refusing history (a sandboxed frame) breaks nothing.

import assert from 'node:assert/strict';
import test from 'node:test';

import { AddressWriter } from '../../web/app/address.js';

/** A host whose tasks run when the test says, and whose history it can see. */
function fakeHost(start = '?game=achi') {
  /** @type {Array<() => void>} */
  const tasks = [];
  const host = {
    search: start,
    /** @type {string[]} */
    writes: [],
    refuse: false,
    current: () => host.search,
    replace: (/** @type {string} */ search) => {
      if (host.refuse) throw new Error('SecurityError: the frame is sandboxed');
      host.writes.push(search);
      host.search = search;
    },
    later: (/** @type {() => void} */ write) => { tasks.push(write); },
    runTasks: () => { for (const task of tasks.splice(0)) task(); },
  };
  return host;
}

test('nothing is written in the task of the change; a run of changes is one write', () => {
  const host = fakeHost();
  const writer = new AddressWriter(host);
  writer.write('?game=achi&moves=b2');
  writer.write('?game=achi&moves=b2,a1');
  assert.deepEqual(host.writes, []);
  host.runTasks();
  assert.deepEqual(host.writes, ['?game=achi&moves=b2,a1']);
  host.runTasks();
  assert.deepEqual(host.writes, ['?game=achi&moves=b2,a1']);
});

test('a write after the task ran schedules another', () => {
  const host = fakeHost();
  const writer = new AddressWriter(host);
  writer.write('?game=achi&moves=b2');
  host.runTasks();
  writer.write('?game=achi&moves=b2,a1');
  host.runTasks();
  assert.deepEqual(host.writes, ['?game=achi&moves=b2', '?game=achi&moves=b2,a1']);
});

test('the address already shown is not written again', () => {
  const host = fakeHost('?game=morris&mode=ai');
  const writer = new AddressWriter(host);
  writer.write('?game=morris&mode=ai');
  host.runTasks();
  assert.deepEqual(host.writes, []);
});

test('a flush writes at once, and the task then has nothing left to write', () => {
  const host = fakeHost();
  const writer = new AddressWriter(host);
  writer.write('?game=achi&moves=b2');
  writer.flush();
  assert.equal(host.search, '?game=achi&moves=b2');
  host.search = '?page=rules&game=achi';
  host.runTasks();
  assert.equal(host.search, '?page=rules&game=achi', 'the task must not write the game over the new entry');
  assert.deepEqual(host.writes, ['?game=achi&moves=b2']);
});

test('a move through history drops what waited for the entry left', () => {
  const host = fakeHost('?game=achi&moves=b2');
  const writer = new AddressWriter(host);
  writer.write('?game=achi&moves=b2,a1');
  writer.drop();
  host.search = '?page=home';
  host.runTasks();
  assert.equal(host.search, '?page=home');
  assert.deepEqual(host.writes, []);
});

test('a history that refuses (a sandboxed frame) is not an error', () => {
  const host = fakeHost();
  host.refuse = true;
  const writer = new AddressWriter(host);
  writer.write('?game=achi&moves=b2');
  assert.doesNotThrow(() => host.runTasks());
  assert.doesNotThrow(() => { writer.write('?game=achi&moves=b2,a1'); writer.flush(); });
  assert.equal(host.search, '?game=achi');
});
