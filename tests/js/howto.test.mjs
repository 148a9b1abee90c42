// How to play: every diagram's record replays in the real engine, the move
// its text asks for is legal there and does what the text says (a mill, a
// capture of exactly these stones, these removable pieces, a win and why),
// and the words of every language cover every section and name the points
// of the move they ask for.

import assert from 'node:assert/strict';
import test from 'node:test';

import { gameEntry } from '../../web/catalog.js';
import { isAsked, runs } from '../../web/howto/lesson.js';
import { presentation, presentations } from '../../web/games/registry.js';
import en from '../../web/howto/text/en.js';
import pt from '../../web/howto/text/pt.js';
import zh from '../../web/howto/text/zh.js';
import { loadEngine } from './engine.mjs';

const engine = await loadEngine();
const TEXTS = { en, pt, zh };

/** @param {string[]} list */
const sorted = (list) => [...list].sort();

/**
 * Checks one move's claims.
 * @param {string} where
 * @param {any} before   the snapshot the move is made in
 * @param {any} after
 * @param {any} move     the MoveView
 * @param {import('../../web/howto/lesson.js').Expect} expect
 */
function checkClaims(where, before, after, move, expect) {
  assert.equal(after.outcome?.winner ?? null, expect.winner, `${where}: winner`);
  if (expect.reason) assert.equal(after.outcome?.reason, expect.reason, `${where}: reason`);
  if (expect.captured) {
    const still = new Set(after.pieces.map((/** @type {any} */ p) => p.at));
    const gone = before.pieces.filter((/** @type {any} */ p) => !still.has(p.at) && p.at !== move.from).map((/** @type {any} */ p) => p.at);
    assert.deepEqual(sorted(gone), sorted(expect.captured), `${where}: captured`);
  }
  if (expect.removable) {
    const forms = before.legal.filter((/** @type {any} */ m) => m.from === move.from && m.to === move.to);
    assert.deepEqual(sorted(forms.map((/** @type {any} */ m) => m.remove)), sorted(expect.removable), `${where}: removable`);
  }
  if (expect.group) {
    const group = after.hints.groups.find((/** @type {any} */ g) => g.stones.includes(expect.group?.at));
    assert.ok(group, `${where}: a group on ${expect.group.at}`);
    assert.equal(group.stones.length, expect.group.stones, `${where}: stones in the group`);
    assert.equal(group.liberties.length, expect.group.liberties, `${where}: liberties of the group`);
  }
  if (expect.trail !== undefined) {
    assert.equal(after.marks.filter((/** @type {any} */ m) => m.kind === 'blocked').length, expect.trail, `${where}: trail`);
  }
}

// Every game's lesson, through its presentation (as the page fetches it).
const LESSONS = await Promise.all(presentations().map(async (pres) => {
  assert.ok(pres.lesson, `${pres.id} has a lesson`);
  return pres.lesson();
}));
const lessons = () => LESSONS;

for (const lesson of lessons()) {
  test(`${lesson.game}: every diagram replays and its move does what the text says`, async () => {
    assert.ok(gameEntry(lesson.game), `${lesson.game} is a game of the catalog`);
    assert.equal(await presentation(lesson.game)?.lesson?.(), lesson);
    for (const { id, diagram } of lesson.sections) {
      if (!diagram) continue;
      const where = `${lesson.game}/${id}`;
      const handle = new engine.GameHandle(lesson.game, diagram.options, diagram.moves);
      assert.equal(handle.fault(), null, `${where}: the record replays`);
      const before = handle.snapshot();
      assert.equal(before.outcome, null, `${where}: the game is not over yet`);
      const asked = diagram.accept === 'any' ? before.legal.map((/** @type {any} */ m) => m.text) : diagram.accept;
      assert.ok(asked.length > 0, `${where}: some move is asked for`);
      for (const text of asked) {
        const move = before.legal.find((/** @type {any} */ m) => m.text === text);
        assert.ok(move, `${where}: ${text} is legal (legal: ${before.legal.map((/** @type {any} */ m) => m.text).join(' ')})`);
        assert.ok(isAsked(diagram, text));
        const after = handle.play(text);
        checkClaims(`${where} ${text}`, before, after, move, diagram.expect);
        handle.truncate(diagram.moves.length);
      }
      // A move the text does not ask for exists (so a wrong try can be made), unless any will do.
      if (diagram.accept !== 'any') {
        const others = before.legal.filter((/** @type {any} */ m) => !isAsked(diagram, m.text));
        assert.ok(others.length > 0 || before.legal.length === asked.length, `${where}`);
      }
      handle.free?.();
    }
  });
}

for (const [lang, text] of Object.entries(TEXTS)) {
  test(`${lang}: the words cover every section and name the points of the asked-for moves`, () => {
    assert.deepEqual(sorted(Object.keys(text)), sorted(lessons().map((l) => l.game)), `${lang}: games`);
    for (const lesson of lessons()) {
      const words = text[lesson.game];
      assert.ok(words.intro.trim(), `${lang}/${lesson.game}: intro`);
      assert.deepEqual(sorted(Object.keys(words.sections)), sorted(lesson.sections.map((s) => s.id)), `${lang}/${lesson.game}: sections`);
      for (const { id, diagram } of lesson.sections) {
        const said = words.sections[id];
        const where = `${lang}/${lesson.game}/${id}`;
        assert.ok(said.title.trim() && said.text.length > 0 && said.text.every((p) => p.trim()), `${where}: title and text`);
        for (const s of [words.intro, said.title, ...said.text, said.task ?? '', said.done ?? '']) {
          assert.equal((s.match(/\*\*/g) ?? []).length % 2, 0, `${where}: unbalanced ** in ${s}`);
        }
        if (!diagram) {
          assert.equal(said.task, undefined, `${where}: a task without a diagram`);
          continue;
        }
        assert.ok(said.task?.trim() && said.done?.trim(), `${where}: task and done`);
        const task = /** @type {string} */ (said.task);
        const both = `${task} ${said.done}`;
        const has = (/** @type {string} */ point) => new RegExp(`(^|[^a-z0-9])${point}($|[^0-9])`).test(both);
        if (diagram.accept !== 'any') {
          for (const move of diagram.accept) {
            const [from, to] = move.split('x')[0].split('-');
            for (const p of [from, to].filter(Boolean)) assert.ok(has(p), `${where}: the task names ${p} (${move})`);
          }
        }
        const named = [...(diagram.expect.captured ?? []), ...(diagram.expect.group ? [diagram.expect.group.at] : []),
          ...((diagram.expect.removable?.length ?? 9) <= 3 ? diagram.expect.removable ?? [] : [])];
        for (const p of named) assert.ok(has(p), `${where}: the words name ${p}`);
      }
    }
  });
}

test('the small questions the page asks', () => {
  const diagram = { options: {}, moves: [], accept: ['a1-b2'], expect: { winner: null } };
  assert.ok(isAsked(diagram, 'a1-b2'));
  assert.ok(!isAsked(diagram, 'b2-a1'));
  assert.ok(isAsked({ ...diagram, accept: 'any' }, 'c3'));
  assert.deepEqual(runs('a **mill** wins'), [{ text: 'a ', strong: false }, { text: 'mill', strong: true }, { text: ' wins', strong: false }]);
  assert.deepEqual(runs('**all**'), [{ text: 'all', strong: true }]);
});
