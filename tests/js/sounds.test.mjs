// What the game sounds like, on the real engine: the cues of a move (put
// down or gliding, a mill and its removal, stones captured, the end heard
// from the player's side), the Morris removal step heard as it begins,
// silence for starting, undoing and looking back; and every voice played
// on a stand-in AudioContext, each of its sources stopped soon after.

import assert from 'node:assert/strict';
import test from 'node:test';

import { gameEntry } from '../../web/catalog.js';
import { SoundCues, isRefusal, moveCues, resultCue } from '../../web/game/sounds.js';
import { Sound } from '../../web/sound.js';
import { createSession } from '../../web/game/session.js';
import { CUES, voice } from '../../web/sound-voices.js';
import { loadEngine } from './engine.mjs';

const engine = await loadEngine();

/** From crates/engine/tests/vectors/sixstones-captures.txt: the next move c4-d4 captures d3 and e4. */
const CAPTURE_LINE = 'b2-b3,b4-a4,b3-b4,d4-e4,d2-e2,e4-e3,b4-b3,e3-e4,c2-c3,b5-b4,c1-c2,c4-d4,e2-d2,d4-d3,d2-e2,e4-e3,b1-c1,b4-b5,d1-d2,e3-e4,d2-d1,d3-e3,d1-d2,a4-a3,b3-b4,e3-d3,e2-e3,a3-b3,b4-c4,b5-b4'.split(',');

/**
 * The snapshots before and after the last move of `moves`.
 * @param {string} game
 * @param {Record<string, string>} options
 * @param {string[]} moves
 */
function lastMove(game, options, moves) {
  const handle = new engine.GameHandle(game, options, moves);
  assert.equal(handle.fault(), null);
  return { before: handle.snapshot(moves.length - 1), after: handle.snapshot() };
}

const vsComputer = (/** @type {string} */ human) => ({ mode: /** @type {const} */ ('ai'), level: 1, human: /** @type {any} */ (human) });
const quiet = { glides: false, millHeard: false };

test('a piece put down, or gliding in', () => {
  const place = lastMove('achi', { first: 'black' }, ['b2']);
  assert.deepEqual(moveCues(place.before, place.after, vsComputer('black'), quiet), ['place']);
  const slide = lastMove('sixstones', {}, ['b2-b3']);
  assert.deepEqual(moveCues(slide.before, slide.after, vsComputer('black'), quiet), ['place']);
  assert.deepEqual(moveCues(slide.before, slide.after, vsComputer('black'), { glides: true, millHeard: false }), ['slide']);
  // A piece from the hand never glides along a line.
  assert.deepEqual(moveCues(place.before, place.after, vsComputer('black'), { glides: true, millHeard: false }), ['place']);
});

test('a three in a row ends Achi: a mill, then the result from the player\'s side', () => {
  const { before, after } = lastMove('achi', { first: 'black' }, ['b1', 'a1', 'b2', 'a3', 'b3']);
  assert.deepEqual(moveCues(before, after, vsComputer('black'), quiet), ['place', 'mill', 'win']);
  assert.deepEqual(moveCues(before, after, vsComputer('white'), quiet), ['place', 'mill', 'loss']);
  assert.deepEqual(moveCues(before, after, { mode: 'local', level: 1, human: 'white' }, quiet), ['place', 'mill', 'win']);
  assert.equal(resultCue({ winner: 'draw', reason: 'repetition' }, vsComputer('black')), 'draw');
});

test('a Morris mill removes a piece; after the removal step only the removal is left to hear', () => {
  const { before, after } = lastMove('morris', { first: 'white' }, ['a1', 'b2', 'a4', 'b4', 'a7xb2']);
  assert.deepEqual(moveCues(before, after, vsComputer('white'), quiet), ['place', 'mill', 'remove']);
  assert.deepEqual(moveCues(before, after, vsComputer('white'), { glides: false, millHeard: true }), ['remove']);
});

test('stones captured in Six Stones click', () => {
  const { before, after } = lastMove('sixstones', {}, [...CAPTURE_LINE, 'c4-d4']);
  assert.deepEqual(moveCues(before, after, vsComputer('black'), quiet), ['place', 'capture']);
});

test('the session\'s sounds: moves heard, starting, undoing and looking back silent', () => {
  const entry = /** @type {any} */ (gameEntry('morris'));
  const session = createSession({ entry, GameHandle: engine.GameHandle, play: { mode: 'local', level: 1, human: 'white' } });
  /** @type {Array<[string[], number]>} */
  const heard = [];
  const cues = new SoundCues(session, { play: (list, delay = 0) => heard.push([list, delay]) }, () => false);
  session.newGame({ first: 'white' }, ['a1', 'b2', 'a4']);
  assert.deepEqual(heard, []);
  session.play('b4', { by: 'player', animate: false });
  session.play('f4', { by: 'computer', animate: true });
  assert.deepEqual(heard, [[['place'], 0], [['place'], 0.24]]);
  session.undo();
  session.view(1);
  session.view(Infinity);
  assert.equal(heard.length, 2);
  // The player drops a7, closing a mill: heard then; the removal later.
  heard.length = 0;
  session.newGame({ first: 'white' }, ['a1', 'b2', 'a4', 'b4']);
  cues.removalStep(true);
  session.play('a7xb2', { by: 'player', animate: false });
  assert.deepEqual(heard, [[['place', 'mill'], 0], [['remove'], 0]]);
  // A removal step taken back: the next mill is heard again.
  heard.length = 0;
  cues.removalStep(true);
  cues.removalStep(false);
  cues.refused();
  assert.deepEqual(heard.map(([list]) => list), [['place', 'mill'], ['illegal']]);
  cues.destroy();
  session.play('b6', { by: 'player', animate: false });
  assert.equal(heard.length, 2);
});

test('the board\'s refusal is told apart from its other words', () => {
  assert.ok(isRefusal('b2 is not a legal move.'));
  assert.ok(!isRefusal('Put back.'));
  assert.ok(!isRefusal('Picked up a piece from b2. It can go to a1.'));
});

/** A stand-in for an AudioContext: it records the sources started and stopped and the gains set. */
function standIn() {
  /** @type {Array<{ start: number, stop: number }>} */
  const sources = [];
  /** @type {number[]} the values every gain is set or ramped to */
  const levels = [];
  const param = (/** @type {number[]} */ into = []) => ({
    value: 0,
    setValueAtTime: (/** @type {number} */ v) => into.push(v),
    exponentialRampToValueAtTime: (/** @type {number} */ v) => into.push(v),
  });
  const node = () => ({ connect: (/** @type {any} */ next) => next });
  const source = () => {
    const s = { start: NaN, stop: NaN };
    sources.push(s);
    return { ...node(), frequency: param(), type: '', buffer: null, start: (/** @type {number} */ t) => { s.start = t; }, stop: (/** @type {number} */ t) => { s.stop = t; } };
  };
  const ctx = {
    sampleRate: 8000,
    createGain: () => ({ ...node(), gain: param(levels) }),
    createOscillator: source,
    createBufferSource: source,
    createBiquadFilter: () => ({ ...node(), type: '', frequency: param(), Q: param() }),
  };
  return { ctx, sources, levels };
}

test('every voice starts its sources at its time and stops them within two seconds, never louder than 1', () => {
  for (const cue of CUES) {
    const { ctx, sources, levels } = standIn();
    const end = voice(/** @type {any} */ ({ ctx, out: {}, noise: {} }), cue, 10);
    assert.ok(sources.length > 0, `${cue} plays something`);
    assert.ok(end > 10 && end < 12, `${cue} ends at ${end}`);
    for (const s of sources) {
      assert.ok(s.start >= 10 && s.stop > s.start && s.stop <= 12, `${cue}: a source from ${s.start} to ${s.stop}`);
    }
    assert.ok(levels.length > 0 && levels.every((v) => v > 0 && v <= 1), `${cue}: gains between 0 and 1: ${levels}`);
  }
});

/**
 * A page's stand-ins for the Sound class: a window whose gestures the test
 * fires, and an AudioContext class on the stand-in above.
 */
function soundPage() {
  /** @type {Map<string, () => void>} */
  const listeners = new Map();
  const win = { addEventListener: (/** @type {string} */ type, /** @type {() => void} */ f) => listeners.set(type, f) };
  class Context {
    constructor() {
      Object.assign(this, standIn().ctx, {
        currentTime: 0,
        state: 'running',
        destination: {},
        createDynamicsCompressor: () => ({ connect: (/** @type {any} */ next) => next }),
        createBuffer: (/** @type {number} */ _channels, /** @type {number} */ length) => ({ getChannelData: () => new Float32Array(length) }),
        addEventListener: () => {},
        resume: async () => {},
        suspend: async () => {},
      });
    }
  }
  /** @type {any} */ (win).AudioContext = Context;
  const gesture = () => listeners.get('pointerdown')?.();
  return { win: /** @type {any} */ (win), gesture };
}

/**
 * The sound's log once it holds `count` entries (the voices come by a
 * dynamic import: a few turns of the event loop).
 * @param {Sound} sound
 * @param {number} count
 */
async function logOf(sound, count) {
  for (let turn = 0; turn < 200 && sound.probe.log.length < count; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return sound.probe.log;
}

test('the first move\'s cues wait for the voices fetched at the first gesture, not dropped', async () => {
  const { win, gesture } = soundPage();
  const sound = new Sound({ muted: false, win });
  sound.play(['place']);
  assert.deepEqual(sound.probe.log, [{ cue: 'place', played: false, why: 'no gesture yet' }]);
  gesture();
  sound.play(['place', 'mill']);
  assert.equal(sound.probe.log.length, 1, 'nothing told before the voices are there');
  assert.deepEqual((await logOf(sound, 3)).slice(1), [{ cue: 'place', played: true }, { cue: 'mill', played: true }]);
  assert.equal(sound.probe.contexts, 1);
});

test('a cue waiting for the voices is silent if the player mutes meanwhile', async () => {
  const { win, gesture } = soundPage();
  const sound = new Sound({ muted: false, win });
  gesture();
  sound.play(['place']);
  sound.setMuted(true);
  assert.deepEqual(await logOf(sound, 1), [{ cue: 'place', played: false, why: 'muted' }]);
});
