// Text records: written and read back to the same game, links read as the
// address bar reads them, every malformed or hostile text refused with a
// message naming where, and the engine naming the first move that breaks.

import assert from 'node:assert/strict';
import test from 'node:test';
import fc from 'fast-check';

import { catalog, gameEntry } from '../../web/catalog.js';
import { MAX_CHARS, MAX_MOVES, formatRecord, parseRecord, recordDate, recordFileName } from '../../web/record.js';
import { moveToken } from '../../web/move-token.js';
import { loadEngine } from './engine.mjs';

const engine = await loadEngine();
const context = { catalog: catalog() };
const entry = (/** @type {string} */ id) => /** @type {any} */ (gameEntry(id));

/** @param {unknown} text @param {string} [defaultGame] */
const parse = (text, defaultGame) => parseRecord(text, { ...context, defaultGame });

/** @param {ReturnType<typeof parseRecord>} r */
function record(r) {
  if ('error' in r) assert.fail(`expected a record, got ${JSON.stringify(r.error)}`);
  return r.record;
}

/** @param {ReturnType<typeof parseRecord>} r @param {string} key */
function refused(r, key) {
  assert.ok('error' in r, `expected ${key}, got a record: ${JSON.stringify(r)}`);
  assert.equal(r.error.key, key, JSON.stringify(r.error));
  return r.error;
}

test('a finished Morris game is written readably and read back to the same game', () => {
  const moves = ['d6', 'a1', 'd5', 'g1', 'd7xg1'];
  const handle = new engine.GameHandle('morris', { first: 'white' }, moves);
  const text = formatRecord({ entry: entry('morris'), options: handle.options(), moves: handle.moves(), date: '2026-12-01', outcome: null });
  assert.equal(text, [
    'Tabuleiro record',
    'Game: morris',
    'Options: first=white',
    'Date: 2026-12-01',
    'Result: *',
    '',
    '1. d6 a1',
    '2. d5 g1',
    '3. d7xg1',
    '',
  ].join('\n'));
  const back = record(parse(text));
  assert.deepEqual({ game: back.game, options: back.options, moves: back.moves, date: back.date }, { game: 'morris', options: { first: 'white' }, moves, date: '2026-12-01' });
  assert.deepEqual(back.lines, [7, 7, 8, 8, 9]);
});

test('every game round-trips through its record, results included', () => {
  const games = [
    ['achi', { first: 'black' }, ['b2', 'a1', 'c3', 'a3', 'a2', 'c1', 'b1', 'b3', 'a2-c2']],
    ['sixstones', {}, ['b2-b3', 'b4-a4']],
    ['rastros', { size: '5', start: 'c3' }, ['b2', 'a1']],
    ['morris', { first: 'black' }, []],
  ];
  for (const [game, options, moves] of /** @type {Array<[string, Record<string, string>, string[]]>} */ (games)) {
    const handle = new engine.GameHandle(game, options, moves);
    const snapshot = handle.snapshot();
    const text = formatRecord({ entry: entry(game), options: handle.options(), moves: handle.moves(), date: '2026-01-31', outcome: snapshot.outcome });
    const back = record(parse(text));
    assert.equal(back.game, game);
    assert.deepEqual(back.options, handle.options());
    assert.deepEqual(back.moves, handle.moves());
    const again = new engine.GameHandle(back.game, back.options, back.moves);
    assert.equal(again.fault(), null, `${game}: ${JSON.stringify(again.fault())}`);
    assert.deepEqual(again.snapshot().outcome, snapshot.outcome);
    if (snapshot.outcome) assert.match(text, new RegExp(`Result: ${snapshot.outcome.winner} \\(${snapshot.outcome.reason}\\)`));
  }
});

test('records typed by people: case, turn numbers glued on, commas, comments, names of games', () => {
  const r = record(parse('# from a notebook\nGAME:  Nine Men\'s Morris\noptions: FIRST=Black\n\n1.d6, A1 2.d5 g1\n3... d7×g1'));
  assert.equal(r.game, 'morris');
  assert.deepEqual(r.options, { first: 'black' });
  assert.deepEqual(r.moves, ['d6', 'a1', 'd5', 'g1', 'd7xg1']);
  assert.equal(moveToken('12.a1–b2'), 'a1-b2');
  // No header at all: the moves of the game on the page.
  assert.deepEqual(record(parse('b2 a1 c3', 'achi')).moves, ['b2', 'a1', 'c3']);
  assert.equal(record(parse('b2 a1 c3', 'achi')).game, 'achi');
  // Unknown headers are passed over, as PGN readers pass over tags they do not know.
  assert.deepEqual(record(parse('Game: achi\nEvent: club night\nWhite: Ama\n\nb2')).moves, ['b2']);
  assert.equal(record(parse('Game: achi\nDate: yesterday\n')).date, undefined);
});

test('a game link opens like the address bar, whatever else it carries', () => {
  const r = record(parse('https://tabuleiro.example/?game=rastros&size=5&start=c3&moves=b2,a1&utm_source=x&embed=1'));
  assert.deepEqual({ game: r.game, options: r.options, moves: r.moves }, { game: 'rastros', options: { size: '5', start: 'c3' }, moves: ['b2', 'a1'] });
  assert.deepEqual(record(parse('?moves=b2,a1', 'achi')).moves, ['b2', 'a1']);
  assert.deepEqual(refused(parse('?game=rastros&size=12'), 'record.error.badLinkValue').vars, { name: 'size', value: '12' });
  refused(parse('https://x.example/?game=chess'), 'record.error.unknownGame');
  refused(parse('?moves=b2'), 'record.error.noGame');
});

test('bad records are named where they break', () => {
  refused(parse(''), 'record.error.empty');
  refused(parse('  \n\t\n'), 'record.error.empty');
  refused(parse(null), 'record.error.empty');
  refused(parse({ toString: () => 'b2' }), 'record.error.empty');
  refused(parse('b2 a1'), 'record.error.noGame');
  assert.deepEqual(refused(parse('Game: chess\n1. e4'), 'record.error.unknownGame').vars, { value: 'chess', line: 1 });
  assert.deepEqual(refused(parse('Game: achi\nGame: morris'), 'record.error.twice').vars, { name: 'Game', line: 2 });
  assert.deepEqual(refused(parse('Game: achi\nOptions: size=7'), 'record.error.noSuchOption').vars, { name: 'size', game: 'achi', line: 2 });
  assert.deepEqual(refused(parse('Game: rastros\nOptions: size=5 start=g7'), 'record.error.badOption').vars,
    { name: 'start', value: 'g7', range: entry('rastros').options[1].range, line: 2 });
  refused(parse('Game: achi\nOptions: first=black first=white'), 'record.error.twice');
  assert.deepEqual(refused(parse('Game: achi\n\n1. b2 a1\nResult: draw'), 'record.error.headerAfterMoves').vars, { line: 4 });
  assert.equal(refused(parse(`Game: achi\n\nb2 ${'a'.repeat(40)}`), 'record.error.unreadable').vars?.line, 3);
  refused(parse('x'.repeat(MAX_CHARS + 1)), 'record.error.tooLong');
  refused(parse(`Game: achi\n${'b2 '.repeat(MAX_MOVES + 1)}`), 'record.error.tooManyMoves');
});

test('the engine names the first move of a record that cannot be played', () => {
  const r = record(parse('Game: achi\nOptions: first=black\n\n1. b2 a1\n2. b2 c3'));
  const handle = new engine.GameHandle(r.game, r.options, r.moves);
  const fault = handle.fault();
  assert.deepEqual({ index: fault.index, move: fault.move, kind: fault.kind }, { index: 3, move: 'b2', kind: 'illegal' });
  assert.equal(r.lines[fault.index - 1], 5);
  assert.deepEqual(handle.moves(), ['b2', 'a1']);
});

test('hostile text never throws, and what it returns is a record or a named error', () => {
  const hostile = fc.oneof(
    fc.string({ maxLength: 400 }),
    fc.string({ unit: 'grapheme', maxLength: 200 }),
    fc.array(fc.constantFrom('Game: achi', 'Game: rastros', 'Options: size=5', 'Options: __proto__=1', 'Options: start=constructor',
      '1.', 'b2', 'a1-b2', 'd6-d5xg7', '<script>alert(1)</script>', 'Result: *', '\u0000', '%00', '?game=achi', '\r\n', '🂡'), { maxLength: 30 })
      .map((parts) => parts.join('\n')),
  );
  fc.assert(fc.property(hostile, fc.constantFrom(undefined, 'achi', 'rastros'), (text, game) => {
    const r = parse(text, game);
    if ('error' in r) {
      assert.match(r.error.key, /^record\.error\./);
      return;
    }
    const e = entry(r.record.game);
    assert.ok(e);
    assert.deepEqual(Object.keys(r.record.options).sort(), e.options.map((/** @type {any} */ o) => o.name).sort());
    assert.ok(r.record.moves.length <= MAX_MOVES);
    assert.equal(r.record.moves.length, r.record.lines.length);
    // The engine takes whatever is left and never throws on the moves.
    const handle = new engine.GameHandle(r.record.game, r.record.options, r.record.moves);
    handle.free();
  }), { numRuns: 300 });
});

test('dates and file names', () => {
  assert.equal(recordDate(new Date(2026, 0, 5, 23, 59)), '2026-01-05');
  assert.equal(recordFileName('achi', '2026-01-05'), 'achi-2026-01-05.txt');
});
