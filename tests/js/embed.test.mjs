// The parent page's commands: their shape checked first (parseCommand),
// then what they ask of a game checked against the engine's description
// (checkForGame). Random and hostile messages are refused with a reason
// and never throw.

import assert from 'node:assert/strict';
import test from 'node:test';
import fc from 'fast-check';

import { catalog, checkOption, gameEntry, isLevel, isSide } from '../../web/catalog.js';
import { checkForGame, parseCommand } from '../../web/embed.js';

const base = { target: 'tabuleiro', version: 1 };

test('well-formed commands are read', () => {
  assert.deepEqual(parseCommand({ ...base, type: 'newGame', options: { game: 'rastros', size: 5, start: 'c3' } }),
    { command: { type: 'newGame', options: { game: 'rastros', size: 5, start: 'c3' } } });
  assert.deepEqual(parseCommand({ ...base, type: 'pause', paused: true }), { command: { type: 'pause', paused: true } });
  assert.ok('error' in parseCommand({ ...base, type: 'setOptions' }));
  assert.ok('error' in parseCommand({ ...base, version: 2, type: 'mute', muted: true }));
});

test('options are checked against the game', () => {
  assert.equal(checkForGame('achi', { level: 4, side: 'white', first: 'black' }), null);
  assert.match(String(checkForGame('achi', { level: 5 })), /levels 1 to 4/);
  assert.match(String(checkForGame('achi', { side: 'p1' })), /not a side of achi/);
  assert.match(String(checkForGame('achi', { size: 7 })), /no option "size"/);
  assert.match(String(checkForGame('rastros', { first: 'p2' })), /no option "first"/);
  assert.match(String(checkForGame('rastros', { size: 3 })), /size 3 is not allowed/);
  assert.equal(checkForGame('rastros', { size: 5, start: 'c3' }), null);
  assert.match(String(checkForGame('rastros', { size: 5, start: 'f6' })), /start/);
  assert.match(String(checkForGame('chess', {})), /no game "chess"/);
});

const anything = fc.oneof(
  fc.anything({ withNullPrototype: true, withObjectString: true, maxDepth: 3 }),
  fc.constantFrom(NaN, Infinity, -0, 1e309, 2 ** 53, '__proto__', 'constructor', 'x'.repeat(10000), null, undefined),
);
const optionKeys = fc.constantFrom('game', 'mode', 'level', 'side', 'first', 'size', 'start', 'lang', 'coords', '__proto__', 'toString', 'extra');

test('random and hostile messages never throw, and what passes fits the game', () => {
  const message = fc.oneof(
    anything,
    fc.record({
      target: fc.constantFrom('tabuleiro', 'other', undefined),
      version: fc.constantFrom(1, 2, '1', undefined),
      type: fc.constantFrom('newGame', 'setOptions', 'mute', 'pause', 'hack', '__proto__'),
      options: fc.dictionary(optionKeys, anything, { maxKeys: 6 }),
      muted: anything,
      paused: anything,
    }, { requiredKeys: [] }),
  );
  fc.assert(fc.property(message, (data) => {
    const parsed = parseCommand(data);
    if ('error' in parsed) {
      assert.equal(typeof parsed.error, 'string');
      return;
    }
    const { command } = parsed;
    if (command.type !== 'newGame' && command.type !== 'setOptions') return;
    const options = command.options;
    const id = options.game ?? 'morris';
    const why = checkForGame(id, options);
    if (why !== null) {
      assert.equal(typeof why, 'string');
      return;
    }
    const entry = /** @type {any} */ (gameEntry(id));
    if (options.level !== undefined) assert.ok(isLevel(entry, options.level));
    if (options.side !== undefined) assert.ok(isSide(entry, options.side));
    for (const spec of entry.options) {
      const value = /** @type {any} */ (options)[spec.name];
      if (value !== undefined) assert.notEqual(checkOption(entry, spec.name, value, {}), null);
    }
  }), { numRuns: 2000 });
  assert.ok(catalog().length >= 4);
});

test('computer against computer: mode watch and level2, checked like level', () => {
  const parsed = parseCommand({ target: 'tabuleiro', version: 1, type: 'setOptions', mode: 'watch', level2: 3 });
  assert.deepEqual(parsed, { command: { type: 'setOptions', options: { mode: 'watch', level2: 3 } } });
  assert.equal(checkForGame('rastros', { mode: 'watch', level: 1, level2: 10 }), null);
  assert.match(String(checkForGame('achi', { level2: 5 })), /levels 1 to 4, not level2 5/);
  assert.ok('error' in parseCommand({ target: 'tabuleiro', version: 1, type: 'setOptions', level2: '3' }));
  assert.ok('error' in parseCommand({ target: 'tabuleiro', version: 1, type: 'setOptions', mode: 'robots' }));
});
