// The board's state without the DOM (web/board/state.js, removal.js,
// layout.js), on positions from the real engine: what the player may pick
// up, what a press, a drop or a key means, the removal step from its start
// to its end or its cancelling, what survives a new view, and the layout of
// a board turned by 180°. A property test then throws random input at
// random positions: whatever the player does, only legal moves come out.

import assert from 'node:assert/strict';
import test from 'node:test';
import fc from 'fast-check';

import { catalog, gameEntry, startView } from '../../web/catalog.js';
import { boardLayout, originXY } from '../../web/board/layout.js';
import {
  ARROWS, activate, blur, canPick, canSweep, cancelPress, commit, describePoint, drop, handOrigin, hover,
  hoveredMove, initialUi, keyDown, leadsTo, movesFrom, pieceAt, press, sameMoment, setView, shownPieces, startDrag,
  targetsOf,
} from '../../web/board/state.js';
import { removalSurvives } from '../../web/board/removal.js';
import { loadEngine } from './engine.mjs';

/** @typedef {import('../../web/board/state.js').BoardView} BoardView */
/** @typedef {import('../../web/board/state.js').UiState} UiState */
/** @typedef {import('../../web/board/state.js').Step} Step */
/** @typedef {import('../../web/board/state.js').Origin} Origin */

const engine = await loadEngine();

/** Morris, White to move with 4 in hand: g7 closes a7-d7-g7 and may take c5 or e3. */
const REC_MILL = 'a7,b6,d7,d6,a1,f6xa1,a4,c5,e4,e3'.split(',');
/** Morris sliding, White to move: d7 may go to a7 or d6; g1 is no neighbour of d7. */
const REC_SLIDING = 'f4,c5,d5,g7,f2,a1,e5,d1,d7,a4,b4,b6,d3,f6,c4,e3,e4,b2'.split(',');
/** Six Stones with teaching data: Black's c4-d4 captures. */
const CAPTURE_LINE = ('b2-b3,b4-a4,b3-b4,d4-e4,d2-e2,e4-e3,b4-b3,e3-e4,c2-c3,b5-b4,c1-c2,c4-d4,e2-d2,d4-d3,d2-e2,'
  + 'e4-e3,b1-c1,b4-b5,d1-d2,e3-e4,d2-d1,d3-e3,d1-d2,a4-a3,b3-b4,e3-d3,e2-e3,a3-b3,b4-c4,b5-b4').split(',');

/**
 * A view of a real position, as the game page would set it.
 * @param {string} game
 * @param {string[]} [moves]
 * @param {Record<string, string>} [options]
 * @param {Partial<BoardView>} [more]
 * @returns {BoardView}
 */
function viewOf(game, moves = [], options = {}, more = {}) {
  const handle = new engine.GameHandle(game, options, moves);
  const snapshot = handle.snapshot();
  handle.free();
  const entry = /** @type {any} */ (gameEntry(game));
  const reserves = entry.board.hand > 0 ? [{ side: 'black', place: 'top' }, { side: 'white', place: 'bottom' }] : [];
  return { snapshot, legal: snapshot.legal, reserves, sweepable: [], readOnly: false, teach: snapshot.hints ?? null, ...more };
}

/**
 * @param {string} at
 * @param {string} side
 * @param {number} [slot]
 * @returns {Origin}
 */
const origin = (at, side, slot = -1) => /** @type {Origin} */ ({ at, side, slot });

/**
 * @param {Origin | null} o
 * @param {string | null} point
 */
const hit = (o, point) => ({ origin: o, point, pointerId: 1, start: { x: 0, y: 0 } });

/** @param {Step} step */
const types = (step) => step.effects.map((e) => e.type);

/** @param {Step} step */
const said = (step) => step.effects.flatMap((e) => (e.type === 'say' ? [e.words.key] : []));

/** @param {Step} step */
const moved = (step) => step.effects.flatMap((e) => (e.type === 'move' ? [e.move.text] : []));

/**
 * A press then a release at `point` without moving (a click).
 * @param {BoardView} view
 * @param {UiState} ui
 * @param {Origin | null} o
 * @param {string | null} point
 * @returns {Step}
 */
function click(view, ui, o, point) {
  const down = press(view, ui, hit(o, point));
  if (!down.ui.press) return down;
  const up = drop(view, down.ui, { point, offBoard: false, sweeps: true });
  return { ui: up.ui, effects: [...down.effects, ...up.effects] };
}

/**
 * A press on `o`, dragged past the threshold and let go over `point`.
 * @param {BoardView} view
 * @param {UiState} ui
 * @param {Origin} o
 * @param {string | null} point
 * @param {boolean} [offBoard]
 * @returns {Step}
 */
function dragTo(view, ui, o, point, offBoard = false) {
  const down = press(view, ui, hit(o, o.at === 'hand' ? null : o.at));
  assert.ok(down.ui.press, 'the press holds the piece');
  const dragging = startDrag(down.ui);
  const over = hover(view, dragging, point)?.ui ?? dragging;
  return drop(view, over, { point, offBoard, sweeps: true });
}

test('the legal list alone says what may move where', () => {
  const view = viewOf('morris', REC_SLIDING);
  const ui = initialUi('d4');
  assert.deepEqual(targetsOf(view, origin('d7', 'white')).sort(), ['a7', 'd6']);
  assert.ok(leadsTo(view, origin('d7', 'white'), 'a7'));
  assert.ok(!leadsTo(view, origin('d7', 'white'), 'g1'));
  assert.ok(canPick(view, ui, origin('d7', 'white')));
  assert.ok(!canPick(view, ui, origin('a1', 'black')), "the side not to move picks nothing up");
  assert.ok(!canPick({ ...view, readOnly: true }, ui, origin('d7', 'white')), 'an earlier position is read-only');
  assert.ok(!canPick({ ...view, legal: [] }, ui, origin('d7', 'white')), 'no legal moves, no input');
  assert.equal(pieceAt(view, ui, 'd7'), 'white');
  assert.equal(pieceAt(view, ui, 'g1'), null);

  const placing = viewOf('morris', REC_MILL);
  assert.ok(canPick(placing, ui, origin('hand', 'white', 3)));
  assert.ok(!canPick(placing, ui, origin('hand', 'black', 3)), "the other side's hand waits");
  assert.deepEqual(handOrigin(placing), { origin: origin('hand', 'white', 3), drawn: true });
  assert.deepEqual(handOrigin({ ...placing, reserves: [] }), { origin: origin('hand', 'white', -1), drawn: false });
  assert.equal(movesFrom(placing, origin('hand', 'white', 0)).length, placing.legal.filter((m) => m.from === null).length);
});

test('only sweepable sides may be carried off, and never in an earlier position', () => {
  const view = viewOf('achi', ['a1', 'c1', 'a2', 'c2', 'a3'], { first: 'black' }, { legal: [], sweepable: ['black'] });
  assert.ok(view.snapshot.outcome);
  assert.ok(canSweep(view, origin('a1', 'black')));
  assert.ok(!canSweep(view, origin('c1', 'white')));
  assert.ok(!canSweep({ ...view, readOnly: true }, origin('a1', 'black')));
  // A press holds it only to be carried off; a drop off the board sweeps.
  const down = press(view, initialUi('b2'), hit(origin('a1', 'black'), 'a1'));
  assert.equal(down.ui.press?.sweepOnly, true);
  assert.equal(down.ui.selected, null, 'a piece that may only be swept is not selected');
  const gone = dragTo(view, initialUi('b2'), origin('a1', 'black'), null, true);
  assert.deepEqual(types(gone), ['render', 'sweep']);
  const back = dragTo(view, initialUi('b2'), origin('a1', 'black'), 'b2');
  assert.deepEqual(types(back), ['return'], 'dropped on the board it goes back, silently');
});

test('click-click: a press selects and says where the piece may go; a press on a target plays', () => {
  const view = viewOf('morris', REC_SLIDING);
  let ui = initialUi('d4');
  const picked = click(view, ui, origin('d7', 'white'), 'd7');
  assert.deepEqual(picked.ui.selected, origin('d7', 'white'));
  assert.deepEqual(said(picked), ['board.picked']);
  const words = /** @type {any} */ (picked.effects.find((e) => e.type === 'say')).words;
  assert.equal(words.params.where, 'd7');
  ui = picked.ui;
  const played = press(view, ui, hit(null, 'a7'));
  assert.equal(played.handled, true);
  assert.deepEqual(moved(played), ['d7-a7']);
  assert.equal(played.ui.selected, null);
  assert.deepEqual(played.ui.glideFrom, origin('d7', 'white'), 'the piece glides in from its point');
  assert.equal(/** @type {any} */ (played.effects[0]).animate, true);
});

test('a second click on the selected piece puts it down; another piece may be picked instead', () => {
  const view = viewOf('morris', REC_SLIDING);
  const first = click(view, initialUi('d4'), origin('d7', 'white'), 'd7');
  const again = click(view, first.ui, origin('d7', 'white'), 'd7');
  assert.equal(again.ui.selected, null);
  assert.deepEqual(types(again), ['render', 'render']);
  const other = click(view, first.ui, origin('d5', 'white'), 'd5');
  assert.deepEqual(other.ui.selected, origin('d5', 'white'));
});

test('a press on a piece that cannot move says so and drops the selection', () => {
  const view = viewOf('morris', REC_SLIDING);
  const first = click(view, initialUi('d4'), origin('d7', 'white'), 'd7');
  const refused = press(view, first.ui, hit(origin('a1', 'black'), 'a1'));
  assert.deepEqual(said(refused), ['board.cannotMove']);
  assert.equal(refused.ui.selected, null);
  assert.equal(refused.ui.press, null);
  const readOnly = press({ ...view, readOnly: true }, initialUi('d4'), hit(origin('d7', 'white'), 'd7'));
  assert.deepEqual(said(readOnly), ['board.readOnly']);
  assert.deepEqual(press({ ...view, readOnly: true }, initialUi('d4'), hit(null, 'g1')).effects, []);
});

test('a tap on a point only the hand can reach places a piece there', () => {
  const view = viewOf('achi', [], { first: 'white' });
  const placed = press(view, initialUi('b2'), hit(null, 'b2'));
  assert.deepEqual(moved(placed), ['b2']);
  assert.deepEqual(placed.ui.glideFrom, origin('hand', 'white', 3), 'from the last slot of its reserve');
  // Without a drawn reserve nothing glides.
  const bare = press({ ...view, reserves: [] }, initialUi('b2'), hit(null, 'b2'));
  assert.equal(bare.ui.glideFrom, null);
});

test('a drag plays on a legal target, says a wrong one is illegal, and follows the hovered target', () => {
  const view = viewOf('morris', REC_SLIDING);
  const d7 = origin('d7', 'white');
  const done = dragTo(view, initialUi('d4'), d7, 'a7');
  assert.deepEqual(types(done), ['settle', 'move']);
  assert.deepEqual(moved(done), ['d7-a7']);
  assert.equal(/** @type {any} */ (done.effects[1]).animate, false, 'the piece is already there');
  assert.equal(done.ui.glideFrom, null);

  const wrong = dragTo(view, initialUi('d4'), d7, 'g1');
  assert.deepEqual(said(wrong), ['board.illegal']);
  assert.deepEqual(types(wrong), ['say', 'return']);
  const nowhere = dragTo(view, initialUi('d4'), d7, null, true);
  assert.deepEqual(types(nowhere), ['return'], 'off the board while the game goes on: back, silently');

  const held = startDrag(press(view, initialUi('d4'), hit(d7, 'd7')).ui);
  const over = hover(view, held, 'a7');
  assert.equal(over?.ui.press?.hover, 'a7');
  assert.deepEqual(over && types(over), ['retarget']);
  assert.equal(hover(view, /** @type {UiState} */ (over?.ui), 'a7'), null, 'no change, no redraw');
  assert.equal(hover(view, /** @type {UiState} */ (over?.ui), 'g1')?.ui.press?.hover, null);
  assert.equal(hoveredMove(view, /** @type {UiState} */ (over?.ui))?.text, 'd7-a7');
  assert.equal(hover(view, press(view, initialUi('d4'), hit(d7, 'd7')).ui, 'a7'), null, 'not dragging yet');
  const cancelled = cancelPress(held);
  assert.deepEqual(types(cancelled), ['return']);
  assert.equal(cancelled.ui.press, null);
});

test('Six Stones: the hovered target is the move whose captures are previewed', () => {
  const view = viewOf('sixstones', CAPTURE_LINE);
  assert.ok(view.teach?.captures.some((c) => c.move === 'c4-d4'));
  const held = startDrag(press(view, initialUi('c3'), hit(origin('c4', 'black'), 'c4')).ui);
  const over = /** @type {Step} */ (hover(view, held, 'd4'));
  assert.equal(hoveredMove(view, over.ui)?.text, 'c4-d4');
});

test('the removal step: a mill dropped waits for the piece to take, shown as made', () => {
  const view = viewOf('morris', REC_MILL);
  const hand = origin('hand', 'white', 3);
  const step = dragTo(view, initialUi('d4'), hand, 'g7');
  assert.deepEqual(types(step), ['settle', 'render', 'say', 'removal'], 'dragged: it lands, nothing glides');
  assert.deepEqual(said(step), ['board.removeOne']);
  const removal = step.ui.removal;
  assert.ok(removal);
  assert.deepEqual(removal.candidates.map((m) => m.text).sort(), ['g7xc5', 'g7xe3']);
  assert.equal(removal.to, 'g7');
  // Shown as made: g7 holds White's piece, one fewer in hand.
  const shown = shownPieces(view.snapshot, removal);
  assert.ok(shown.pieces.some((p) => p.at === 'g7' && p.kind === 'white'));
  assert.equal(shown.hand.white, view.snapshot.hand.white - 1);
  assert.equal(pieceAt(view, step.ui, 'g7'), 'white');
  assert.ok(!canPick(view, step.ui, origin('hand', 'white', 2)), 'nothing else moves meanwhile');
  // Tapped instead of dragged, the piece glides from the hand first.
  const tapped = press(view, initialUi('d4'), hit(null, 'g7'));
  assert.deepEqual(types(tapped), ['render', 'glide', 'say', 'removal']);
});

test('the removal step ends with a click, a piece carried off, or is taken back', () => {
  const view = viewOf('morris', REC_MILL);
  const waiting = press(view, initialUi('d4'), hit(null, 'g7')).ui;
  // A click on a removable piece takes it.
  const taken = click(view, waiting, origin('e3', 'black'), 'e3');
  assert.deepEqual(moved(taken), ['g7xe3']);
  assert.equal(taken.ui.removal, null);
  assert.equal(/** @type {any} */ (taken.effects.find((e) => e.type === 'move')).carriedOff, null);
  // Carried off the board: it needs no fading out.
  const carried = dragTo(view, waiting, origin('c5', 'black'), null, true);
  assert.deepEqual(moved(carried), ['g7xc5']);
  assert.equal(/** @type {any} */ (carried.effects[0]).carriedOff, 'c5');
  // Carried back to its own point: nothing happens, it goes back.
  const back = dragTo(view, waiting, origin('c5', 'black'), 'c5');
  assert.deepEqual(types(back), ['return']);
  assert.ok(back.ui.removal);
  // A piece that may not be taken: the step only says what is wanted.
  const wrong = press(view, waiting, hit(origin('b6', 'black'), 'b6'));
  assert.deepEqual(said(wrong), ['board.removeOne']);
  assert.ok(wrong.ui.removal);
  // The moved piece, or an empty point, takes the move back; from the hand nothing glides.
  for (const h of [hit(origin('g7', 'white'), 'g7'), hit(null, 'g1')]) {
    const undone = press(view, waiting, h);
    assert.deepEqual(types(undone), ['render', 'say', 'removal']);
    assert.deepEqual(said(undone), ['board.removalCancelled']);
    assert.equal(undone.ui.removal, null);
  }
  const escaped = /** @type {Step} */ (keyDown(view, waiting, 'Escape', () => null));
  assert.equal(escaped.ui.removal, null);
});

test('a removal step from a point glides the piece back when taken back', () => {
  // A hand-made view: a slide from d7 to a7 whose forms all remove.
  const base = viewOf('morris', REC_SLIDING);
  const legal = [{ text: 'd7-a7xa1', from: 'd7', to: 'a7', remove: 'a1' }, { text: 'd7-a7xb2', from: 'd7', to: 'a7', remove: 'b2' }];
  const view = { ...base, legal };
  const step = /** @type {Step} */ (commit(view, initialUi('d4'), origin('d7', 'white'), 'a7', false));
  assert.ok(step.ui.removal);
  assert.equal(pieceAt(view, step.ui, 'd7'), null, 'the piece has left d7 on screen');
  const undone = /** @type {Step} */ (keyDown(view, step.ui, 'Escape', () => null));
  const glide = /** @type {any} */ (undone.effects.find((e) => e.type === 'glide'));
  assert.deepEqual({ to: glide.to, from: glide.from.at, duration: glide.duration }, { to: 'd7', from: 'a7', duration: 'returnHome' });
  assert.equal(commit(view, initialUi('d4'), origin('d7', 'white'), 'g1', false), null, 'no legal move there');
});

test('keys: arrows move the focus in screen directions and say what is there', () => {
  const view = viewOf('morris', REC_SLIDING);
  const L = boardLayout(/** @type {any} */ (gameEntry('morris')).geometries[0], 9);
  const up = /** @type {Step} */ (keyDown(view, initialUi('d6'), 'ArrowUp', L.neighbour));
  assert.equal(up.ui.focus, 'd7');
  assert.equal(up.ui.keyboard, true);
  assert.deepEqual(said(up), ['board.point']);
  assert.deepEqual(/** @type {any} */ (up.effects[0]).words.params, { point: 'd7', what: { key: 'piece.white' } });
  const left = /** @type {Step} */ (keyDown(view, initialUi('d6'), 'ArrowLeft', L.neighbour));
  assert.equal(left.ui.focus, 'b6', 'along the row, not to the nearer c5 off it');
  assert.deepEqual(/** @type {any} */ (left.effects[0]).words.params.what, { key: 'piece.black' });
  const edge = /** @type {Step} */ (keyDown(view, { ...initialUi('a7') }, 'ArrowUp', L.neighbour));
  assert.equal(edge.ui.focus, 'a7', 'no point further up: the focus stays');
  assert.equal(keyDown(view, initialUi('d4'), 'x', L.neighbour), null, 'other keys are not the board\'s');
  assert.equal(keyDown(view, initialUi('d4'), 'Escape', L.neighbour), null, 'Escape with nothing to take back');
  assert.equal(blur(up.ui).ui.keyboard, false);
  assert.deepEqual(types(blur(initialUi('d4'))), []);
});

test('keys: Enter picks up, moves, puts back and places from hand', () => {
  const view = viewOf('morris', REC_SLIDING);
  const picked = /** @type {Step} */ (keyDown(view, initialUi('d7'), 'Enter', () => null));
  assert.deepEqual(picked.ui.selected, origin('d7', 'white'));
  const target = describePoint(view, picked.ui, 'a7');
  assert.equal(target.key, 'board.pointTarget');
  const played = activate(view, { ...picked.ui, focus: 'a7' });
  assert.deepEqual(moved(played), ['d7-a7']);
  assert.deepEqual(played.ui.glideFrom, origin('d7', 'white'));
  const putBack = activate(view, picked.ui);
  assert.deepEqual(said(putBack), ['board.putBack']);
  const wrong = activate(view, { ...picked.ui, focus: 'g1' });
  assert.deepEqual(said(wrong), ['board.illegal']);
  assert.deepEqual(said(activate(view, initialUi('g1'))), ['board.noMoveHere']);
  assert.deepEqual(said(activate({ ...view, legal: [] }, initialUi('g1'))), ['board.noMoves']);
  assert.deepEqual(said(activate({ ...view, readOnly: true }, initialUi('d7'))), ['board.readOnly']);
  const escape = /** @type {Step} */ (keyDown(view, picked.ui, 'Escape', () => null));
  assert.deepEqual(said(escape), ['board.cancelled']);

  const placing = viewOf('morris', REC_MILL);
  const placed = activate(placing, initialUi('g1'));
  assert.deepEqual(moved(placed), ['g1']);
  assert.deepEqual(placed.ui.glideFrom, origin('hand', 'white', 3));
  const mill = activate(placing, initialUi('g7'));
  assert.ok(mill.ui.removal, 'Enter on a mill point begins the removal step');
  assert.equal(describePoint(placing, mill.ui, 'e3').key, 'board.pointRemovable');
  assert.deepEqual(moved(activate(placing, { ...mill.ui, focus: 'c5' })), ['g7xc5']);
  assert.deepEqual(said(activate(placing, { ...mill.ui, focus: 'b6' })), ['board.removeOne']);
  assert.equal(activate(placing, { ...mill.ui, focus: 'g7' }).ui.removal, null, 'Enter on the moved piece takes it back');
});

test('a new view: the press ends, a selection and a removal step survive only if they still mean something', () => {
  const view = viewOf('morris', REC_MILL);
  const waiting = press(view, initialUi('d4'), hit(null, 'g7')).ui;
  const same = setView(view, { ...view }, waiting);
  assert.ok(same.ui.removal, 'a redraw of the same moment keeps the step');
  assert.deepEqual(types(same), []);
  const after = viewOf('morris', [...REC_MILL, 'g7xc5']);
  const next = setView(view, after, waiting);
  assert.equal(next.ui.removal, null);
  assert.deepEqual(types(next), ['removal'], 'its end is told');
  assert.ok(!removalSurvives(/** @type {any} */ (waiting.removal), [], true), 'not once its moves are gone');

  const sliding = viewOf('morris', REC_SLIDING);
  const chosen = click(sliding, initialUi('d4'), origin('d7', 'white'), 'd7').ui;
  assert.ok(setView(sliding, { ...sliding }, chosen).ui.selected);
  assert.equal(setView(sliding, { ...sliding, legal: [] }, chosen).ui.selected, null);
  const held = { ...chosen, press: /** @type {any} */ ({ pointerId: 1 }), glideFrom: origin('d7', 'white') };
  const fresh = setView(sliding, sliding, held).ui;
  assert.equal(fresh.press, null);
  assert.equal(fresh.glideFrom, null);
  assert.ok(sameMoment(sliding, { ...sliding }));
  assert.ok(!sameMoment(null, sliding));
  assert.ok(!sameMoment(sliding, viewOf('morris', [...REC_SLIDING, 'd7-a7'])));
});

test('a turned board: every position turned about the centre, input still right', () => {
  for (const entry of catalog()) {
    for (const geometry of entry.geometries) {
      const hand = entry.board.hand;
      const std = boardLayout(geometry, hand);
      const turned = boardLayout(geometry, hand, 'turned');
      assert.equal(turned.orientation, 'turned');
      assert.equal(turned.viewBox, std.viewBox, 'the drawing keeps its frame');
      for (const [name, c] of std.pointXY) {
        const t = /** @type {{ x: number, y: number }} */ (turned.pointXY.get(name));
        assert.ok(Math.abs(t.x - (std.boardW - c.x)) < 1e-9 && Math.abs(t.y - (std.boardH - c.y)) < 1e-9, `${entry.id} ${name}`);
        assert.equal(turned.pointNear(t), name, 'a press finds the point it is on');
      }
      // Arrows are the screen's: up on a turned board is down in the geometry.
      for (const name of std.pointXY.keys()) {
        assert.equal(turned.neighbour(name, ARROWS.ArrowUp), std.neighbour(name, ARROWS.ArrowDown), `${entry.id} ${name} up`);
        assert.equal(turned.neighbour(name, ARROWS.ArrowLeft), std.neighbour(name, ARROWS.ArrowRight), `${entry.id} ${name} left`);
      }
      assert.equal(turned.centrePoint(), std.centrePoint());
      // Coordinates run backwards along the same edges.
      assert.equal(turned.columnX(0), std.columnX(geometry.columns - 1));
      assert.equal(turned.rowY(0), std.rowY(geometry.rows - 1));
      if (hand > 0) {
        // The reserve placed at the bottom now sits at the top, slots mirrored.
        const bottom0 = turned.slotXY('bottom', 0);
        assert.deepEqual(bottom0, { x: std.boardW - std.slotXY('bottom', 0).x, y: std.slotXY('top', 0).y });
        assert.ok(bottom0.y < 0, 'above the board');
        assert.deepEqual(turned.stripXY('bottom', 0), std.slotXY('bottom', 0), 'the trays stay the screen\'s');
        const reserves = [{ side: 'white', place: /** @type {const} */ ('bottom') }];
        assert.deepEqual(originXY(turned, reserves, origin('hand', 'white', 2)), turned.slotXY('bottom', 2));
      }
    }
  }
});

test('whatever the player does, only legal moves come out and the UI state stays sound', () => {
  const games = ['achi', 'morris', 'sixstones', 'rastros'];
  const optionsOf = (/** @type {string} */ game) => (game === 'rastros' ? { size: '5' } : {});
  /** @type {Map<string, string[]>} */
  const pointsOf = new Map(games.map((g) => [g, startView(/** @type {any} */ (gameEntry(g)), optionsOf(g)).geometry.points.map((p) => p.name)]));
  const input = fc.record({
    kind: fc.constantFrom('click', 'drag', 'key'),
    at: fc.nat(),
    to: fc.nat(),
    key: fc.constantFrom('ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter', ' ', 'Escape'),
    off: fc.boolean(),
  });
  fc.assert(fc.property(fc.constantFrom(...games), fc.nat(30), fc.integer(), fc.array(input, { maxLength: 25 }), (game, plies, seed, inputs) => {
    const points = /** @type {string[]} */ (pointsOf.get(game));
    const options = optionsOf(game);
    // A position reached by `plies` pseudo-random legal moves.
    const moves = [];
    let view = viewOf(game, [], options);
    for (let i = 0; i < plies && view.legal.length > 0 && !view.snapshot.outcome; i += 1) {
      moves.push(view.legal[Math.abs(seed + i * 7919) % view.legal.length].text);
      view = viewOf(game, moves, options);
    }
    const legal = new Set(view.legal.map((m) => m.text));
    let ui = initialUi(points[0]);
    for (const i of inputs) {
      const at = points[i.at % points.length];
      const to = points[i.to % points.length];
      const kind = pieceAt(view, ui, at);
      const o = kind ? origin(at, kind) : (i.off ? handOrigin(view).origin : null);
      /** @type {Step | null} */
      let step;
      if (i.kind === 'key') step = keyDown(view, { ...ui, focus: at }, i.key, () => to);
      else if (i.kind === 'click') step = click(view, ui, o, at);
      else {
        const down = press(view, ui, hit(o, o?.at === 'hand' ? null : at));
        const held = startDrag(down.ui);
        const up = drop(view, hover(view, held, to)?.ui ?? held, { point: i.off ? null : to, offBoard: i.off, sweeps: false });
        step = { ui: up.ui, effects: [...down.effects, ...up.effects] };
      }
      if (!step) continue;
      for (const m of moved(step)) assert.ok(legal.has(m), `${game}: ${m} is legal`);
      ui = step.ui;
      if (moved(step).length > 0) return; // the owner would now set a new view
      assert.equal(ui.press, null, 'every press ended');
      if (ui.selected) assert.ok(canPick(view, ui, ui.selected), 'a selection can move');
      if (ui.removal) {
        assert.ok(ui.removal.candidates.length > 0 && ui.removal.candidates.every((m) => legal.has(m.text) && m.remove && m.to === ui.removal?.to));
        assert.equal(ui.selected, null);
      }
    }
  }), { numRuns: 150 });
});

test('every word the board says is in every language table', async () => {
  const { readFileSync } = await import('node:fs');
  const source = ['state.js', 'removal.js'].map((f) => readFileSync(new URL(`../../web/board/${f}`, import.meta.url), 'utf8')).join('\n');
  const keys = [...new Set([...source.matchAll(/'(board\.\w+)'/g)].map((m) => m[1]))];
  assert.ok(keys.length >= 12, `found ${keys.length} keys`);
  for (const lang of ['en', 'pt', 'zh']) {
    const table = (await import(`../../web/i18n/${lang}.js`)).default;
    for (const key of [...keys, 'piece.white', 'piece.black', 'piece.marker']) assert.ok(key in table, `${lang}: ${key}`);
  }
});

test('the picture before the engine is up plays nothing and says why, on any press', () => {
  const view = viewOf('achi', [], { first: 'black' }, { legal: [], readOnly: true, loading: true });
  for (const step of [press(view, initialUi('b2'), hit(null, 'b2')), press(view, initialUi('b2'), hit(origin('hand', 'black', 0), null))]) {
    assert.deepEqual(said(step), ['board.loading']);
    assert.deepEqual(moved(step), []);
  }
});
