// The page's catalog is the engine's own description: the options the
// page's checks allow are exactly those the engine accepts, and the start
// positions drawn before the engine is up are the engine's.

import assert from 'node:assert/strict';
import test from 'node:test';
import fc from 'fast-check';

import { catalog, checkOption, completeOptions, startView } from '../../web/catalog.js';
import { loadEngine } from './engine.mjs';

const engine = await loadEngine();

/**
 * Whether the engine opens a match with these options.
 * @param {string} game
 * @param {Record<string, string>} options
 */
function engineAccepts(game, options) {
  try {
    new engine.GameHandle(game, options, []).free();
    return true;
  } catch (error) {
    assert.ok(['option-out-of-range', 'no-such-option'].includes(/** @type {any} */ (error).kind), String(error));
    return false;
  }
}

const values = fc.oneof(
  fc.constantFrom('white', 'black', 'p1', 'p2', 'free', 'fixed', 'FIXED', ' 7 ', '07', '5', '9', '10', '4', '', 'e5', 'E5', 'g7', 'a1', 'i9'),
  fc.integer({ min: -2, max: 12 }).map(String),
  fc.tuple(fc.constantFrom(...'abcdefghij'), fc.integer({ min: 0, max: 11 })).map(([c, r]) => `${c}${r}`),
  fc.string({ maxLength: 6 }),
);

test('the page allows exactly the options the engine accepts', () => {
  for (const entry of catalog()) {
    const names = entry.options.map((o) => o.name);
    if (names.length === 0) {
      assert.ok(engineAccepts(entry.id, {}));
      assert.ok(!engineAccepts(entry.id, { size: '7' }));
      continue;
    }
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...names), values, { maxKeys: names.length }), (given) => {
      const { rejected } = completeOptions(entry, given);
      assert.equal(engineAccepts(entry.id, given), rejected.length === 0, `${entry.id} ${JSON.stringify(given)}`);
    }), { numRuns: 300 });
  }
});

test('every value a menu offers is allowed, with every other option at its default', () => {
  for (const entry of catalog()) {
    for (const spec of entry.options) {
      for (const value of spec.menu) {
        assert.equal(checkOption(entry, spec.name, value, {}), value);
        assert.ok(engineAccepts(entry.id, { [spec.name]: value }), `${entry.id} ${spec.name}=${value}`);
      }
    }
  }
});

test('the first picture is the engine’s start position', () => {
  for (const entry of catalog()) {
    for (const start of entry.starts) {
      const handle = new engine.GameHandle(entry.id, start.options, []);
      const snap = handle.snapshot();
      const view = startView(entry, start.options);
      assert.deepEqual(view.geometry, handle.geometry());
      assert.deepEqual(view.start?.pieces, snap.pieces);
      assert.deepEqual(view.start?.hand, snap.hand);
      assert.equal(view.start?.toMove, snap.toMove);
      handle.free();
    }
  }
  // A start square no menu lists: the right board, no pieces guessed.
  const rastros = /** @type {any} */ (catalog().find((g) => g.id === 'rastros'));
  const view = startView(rastros, { size: '5', start: 'c3' });
  assert.equal(view.start, null);
  assert.equal(view.geometry.columns, 5);
});
