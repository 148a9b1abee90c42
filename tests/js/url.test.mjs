// The address parser: every parameter checked against the engine's
// description (sides, levels, sizes, start squares), bad values dropped
// with a note, hostile values never breaking the page.

import assert from 'node:assert/strict';
import test from 'node:test';
import fc from 'fast-check';

import { catalog, checkOption, gameEntry, isLevel, isSide } from '../../web/catalog.js';
import { parseRoute, routeSearch } from '../../web/url.js';

const LANGS = ['en', 'pt', 'zh'];
const langOk = (/** @type {string} */ code) => LANGS.includes(code);
const parse = (/** @type {string} */ search) => parseRoute(search, catalog(), langOk);

test('a link opens the game it names with its settings', () => {
  const { route, notes } = parse('?game=rastros&mode=ai&level=10&side=p2&size=5&start=c3&moves=c3,b2&lang=pt');
  assert.deepEqual(notes, []);
  assert.deepEqual(route, {
    page: 'game', game: 'rastros', mode: 'ai', level: 10, side: 'p2',
    options: { size: '5', start: 'c3' }, moves: ['c3', 'b2'], lang: 'pt',
  });
  assert.equal(routeSearch(route, '/'), '?game=rastros&mode=ai&level=10&side=p2&size=5&start=c3&moves=c3,b2&lang=pt');
});

test('the addresses that used to stop the app open a board with a note', () => {
  for (const [search, param] of [
    ['?game=achi&first=p1', 'first'],
    ['?game=rastros&size=3', 'size'],
    ['?game=rastros&start=a1', 'start'],
    ['?game=morris&first=p2&side=p1', 'first'],
    ['?game=rastros&size=5&start=g7', 'start'],
    ['?game=achi&side=p2', 'side'],
  ]) {
    const { route, notes } = parse(search);
    assert.equal(route.page, 'game', search);
    assert.ok(notes.some((n) => n.vars?.name === param), `${search}: ${JSON.stringify(notes)}`);
    const entry = /** @type {any} */ (gameEntry(route.game));
    for (const [name, value] of Object.entries(route.options ?? {})) {
      assert.notEqual(checkOption(entry, name, value, route.options ?? {}), null, `${search}: ${name}=${value}`);
    }
    if (route.side !== undefined) assert.ok(isSide(entry, route.side));
  }
});

test('an option the game does not have is named as such', () => {
  const { route, notes } = parse('?game=achi&size=7&levle=2');
  assert.equal(route.game, 'achi');
  assert.deepEqual(notes.map((n) => n.key).sort(), ['note.noSuchOption', 'note.unknownParam']);
});

test('a start square is checked on the board size given', () => {
  assert.deepEqual(parse('?game=rastros&size=5&start=e4').route.options, { size: '5', start: 'e4' });
  assert.equal(parse('?game=rastros&size=5&start=f4').route.options?.start, undefined);
  // g7 is a goal on 7×7 but an ordinary square on 8×8 and 9×9.
  assert.deepEqual(parse('?game=rastros&size=9&start=g7').route.options, { size: '9', start: 'g7' });
});

/** Values a hostile or careless link may carry. */
const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'NaN', 'Infinity', '-1', '1e309',
    '999999999999999999999', '0x10', ' 7 ', '7.0', '', 'null', 'undefined', '[]', '{}', 'p1', 'p2', 'white', 'BLACK',
    'free', 'fixed', 'watch', 'local', 'ai', 'a1', 'i9', 'j10', 'z99', 'rules', 'x'.repeat(5000)),
  fc.integer().map(String),
);
const names = fc.constantFrom('page', 'game', 'mode', 'level', 'level2', 'side', 'first', 'size', 'start', 'moves', 'lang', 'embed',
  'parentOrigin', 'puzzle', '__proto__', 'constructor', 'levle');

test('a game’s rules have an address of their own, which ignores the game’s settings', () => {
  const { route, notes } = parse('?page=rules&game=morris&lang=pt');
  assert.deepEqual(notes, []);
  assert.deepEqual(route, { page: 'rules', game: 'morris', lang: 'pt' });
  assert.equal(routeSearch(route, '/'), '?page=rules&game=morris&lang=pt');
  assert.equal(routeSearch({ page: 'rules', game: 'achi', embed: true }, '/'), '?page=rules&game=achi&embed=1');
  // A link from a game may carry its settings: they are no fault here.
  const fromGame = parse('?page=rules&game=rastros&mode=ai&level=10&size=5&start=free&moves=c3');
  assert.deepEqual(fromGame, { route: { page: 'rules', game: 'rastros' }, notes: [] });
});

test('rules of no game, of an unknown game, or another page name give the usual pages with a note', () => {
  const none = parse('?page=rules');
  assert.equal(none.route.page, 'home');
  assert.deepEqual(none.notes, [{ key: 'note.badParam', vars: { name: 'page', value: 'rules' } }]);
  const unknown = parse('?page=rules&game=chess');
  assert.equal(unknown.route.page, 'home');
  assert.deepEqual(unknown.notes.map((n) => n.key), ['note.unknownGame']);
  const other = parse('?page=rulez&game=achi');
  assert.equal(other.route.page, 'game');
  assert.deepEqual(other.notes, [{ key: 'note.badParam', vars: { name: 'page', value: 'rulez' } }]);
});

test('any address parses into a valid route, with notes for what was dropped', () => {
  fc.assert(fc.property(fc.array(fc.tuple(names, hostile), { maxLength: 12 }), fc.constantFrom(...catalog().map((g) => g.id), 'chess'),
    (pairs, game) => {
      const params = new URLSearchParams();
      params.append('game', game);
      for (const [name, value] of pairs) params.append(name, value);
      const { route, notes } = parse(`?${params}`);
      assert.ok(Array.isArray(notes));
      assert.ok(['home', 'game', 'rules'].includes(route.page));
      if (route.page === 'home') return;
      const entry = gameEntry(route.game);
      assert.ok(entry);
      if (route.mode !== undefined) assert.ok(['ai', 'local', 'watch'].includes(route.mode));
      if (route.level !== undefined) assert.ok(isLevel(entry, route.level));
      if (route.level2 !== undefined) assert.ok(isLevel(entry, route.level2));
      if (route.side !== undefined) assert.ok(isSide(entry, route.side));
      for (const [name, value] of Object.entries(route.options ?? {})) {
        assert.ok(Object.prototype.hasOwnProperty.call(route.options, name));
        assert.notEqual(checkOption(entry, name, value, /** @type {any} */ (route.options)), null, `${name}=${value}`);
      }
      if (route.lang !== undefined) assert.ok(langOk(route.lang));
      if (route.moves !== undefined) assert.ok(route.moves.length <= 2000 && route.moves.every((m) => m.length > 0));
      for (const n of notes) for (const v of Object.values(n.vars ?? {})) assert.ok(String(v).length <= 40);
      // What the page writes back parses to the same route.
      const again = parse(routeSearch(route, '/')).route;
      assert.deepEqual({ ...again, moves: again.moves ?? [] }, { ...route, moves: route.moves ?? [] });
    }), { numRuns: 400 });
});

test('the statistics page and the colours have addresses of their own', () => {
  const stats = parse('?page=stats&lang=zh&theme=dark');
  assert.deepEqual(stats.notes, []);
  assert.deepEqual(stats.route, { page: 'stats', lang: 'zh', theme: 'dark' });
  assert.equal(routeSearch(stats.route, '/'), '?page=stats&lang=zh&theme=dark');
  // The page wins over a game named beside it; a game page keeps its colours.
  assert.equal(parse('?page=stats&game=achi').route.page, 'stats');
  const game = parse('?game=achi&theme=light');
  assert.deepEqual([game.route.page, game.route.theme], ['game', 'light']);
  assert.equal(routeSearch(game.route, '/'), '?game=achi&theme=light');
  for (const [search, name] of [['?page=settings', 'page'], ['?theme=pink', 'theme'], ['?game=achi&theme=', 'theme']]) {
    const { route, notes } = parse(search);
    assert.notEqual(route.page, 'stats', search);
    assert.equal(route.theme, undefined, search);
    assert.ok(notes.some((n) => n.key === 'note.badParam' && n.vars?.name === name), `${search}: ${JSON.stringify(notes)}`);
  }
});

test('computer against computer: mode=watch with a level for each seat', () => {
  const { route, notes } = parse('?game=rastros&mode=watch&level=3&level2=9&side=p1&size=5');
  assert.deepEqual(notes, []);
  assert.deepEqual({ mode: route.mode, level: route.level, level2: route.level2, side: route.side }, { mode: 'watch', level: 3, level2: 9, side: 'p1' });
  assert.equal(routeSearch(route, '/'), '?game=rastros&mode=watch&level=3&level2=9&side=p1&size=5');
  const bad = parse('?game=achi&mode=watch&level2=5');
  assert.equal(bad.route.level2, undefined);
  assert.deepEqual(bad.notes, [{ key: 'note.badLevel2', vars: { value: '5', max: 4 } }]);
});
