// @ts-check
// The game's sounds, made with Web Audio nodes at the moment they play (no
// sound files): a wooden tock for a piece put down, a scrape and a tock for
// a piece that glides, clicks for stones captured, a falling note for a
// piece lifted off, a bright three-note figure for a mill, a rising, a
// falling and a level figure for a game won, lost and drawn, and a low
// double buzz for a move the board refuses. Each voice builds its nodes on
// the context it is given, starts them at `t` and stops them by itself, so
// nothing is kept between sounds but the noise buffer. No DOM here: the
// node tests play every voice on a stand-in context.

/** @typedef {'place' | 'slide' | 'capture' | 'remove' | 'mill' | 'win' | 'loss' | 'draw' | 'illegal'} Cue */

/** Every cue, for tests and the demo of each sound. */
export const CUES = /** @type {const} */ (['place', 'slide', 'capture', 'remove', 'mill', 'win', 'loss', 'draw', 'illegal']);

/** The quietest level a ramp may reach (exponential ramps cannot reach 0). */
const SILENT = 0.0001;

/**
 * What a voice needs: the context, where its sound goes, and white noise.
 * @typedef {Object} Bench
 * @property {BaseAudioContext} ctx
 * @property {AudioNode} out
 * @property {AudioBuffer} noise   a second of white noise
 */

/**
 * A gain that rises to `peak` in `attack` seconds and dies away over `decay`.
 * @param {BaseAudioContext} ctx
 * @param {number} t
 * @param {number} peak
 * @param {number} attack
 * @param {number} decay
 * @returns {GainNode}
 */
function envelope(ctx, t, peak, attack, decay) {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(SILENT, t);
  gain.gain.exponentialRampToValueAtTime(peak, t + attack);
  gain.gain.exponentialRampToValueAtTime(SILENT, t + attack + decay);
  return gain;
}

/**
 * One note: an oscillator, optionally gliding to `to` Hz, under an envelope.
 * @param {Bench} bench
 * @param {number} t
 * @param {{ type?: OscillatorType, freq: number, to?: number, peak: number, attack?: number, decay: number }} note
 * @returns {number} when it has ended
 */
function tone(bench, t, note) {
  const { ctx, out } = bench;
  const attack = note.attack ?? 0.005;
  const end = t + attack + note.decay;
  const osc = ctx.createOscillator();
  osc.type = note.type ?? 'sine';
  osc.frequency.setValueAtTime(note.freq, t);
  if (note.to !== undefined) osc.frequency.exponentialRampToValueAtTime(note.to, end);
  const gain = envelope(ctx, t, note.peak, attack, note.decay);
  osc.connect(gain).connect(out);
  osc.start(t);
  osc.stop(end + 0.02);
  return end;
}

/**
 * A burst of filtered noise: knocks, clicks and scrapes.
 * @param {Bench} bench
 * @param {number} t
 * @param {{ filter: BiquadFilterType, freq: number, to?: number, q?: number, peak: number, attack?: number, decay: number }} burst
 * @returns {number} when it has ended
 */
function noise(bench, t, burst) {
  const { ctx, out } = bench;
  const attack = burst.attack ?? 0.002;
  const end = t + attack + burst.decay;
  const source = ctx.createBufferSource();
  source.buffer = bench.noise;
  const filter = ctx.createBiquadFilter();
  filter.type = burst.filter;
  filter.frequency.setValueAtTime(burst.freq, t);
  if (burst.to !== undefined) filter.frequency.exponentialRampToValueAtTime(burst.to, end);
  filter.Q.value = burst.q ?? 1;
  const gain = envelope(ctx, t, burst.peak, attack, burst.decay);
  source.connect(filter).connect(gain).connect(out);
  source.start(t, Math.random() * 0.5);
  source.stop(end + 0.02);
  return end;
}

/**
 * A piece put down on wood: a knock and a short low body.
 * @param {Bench} bench
 * @param {number} t
 * @param {number} [loud]  1 by default
 */
function tock(bench, t, loud = 1) {
  noise(bench, t, { filter: 'bandpass', freq: 1900, q: 2.5, peak: 0.5 * loud, decay: 0.05 });
  return tone(bench, t, { freq: 190, to: 120, peak: 0.45 * loud, attack: 0.003, decay: 0.09 });
}

/**
 * Notes one after another.
 * @param {Bench} bench
 * @param {number} t
 * @param {number[]} freqs
 * @param {{ gap: number, type: OscillatorType, peak: number, decay: number, under?: boolean }} how
 *   `under`: each note also an octave lower, softly, for body
 * @returns {number} when the last has ended
 */
function figure(bench, t, freqs, how) {
  let end = t;
  freqs.forEach((freq, i) => {
    const at = t + i * how.gap;
    end = Math.max(end, tone(bench, at, { type: how.type, freq, peak: how.peak, decay: how.decay }));
    if (how.under) tone(bench, at, { freq: freq / 2, peak: how.peak * 0.5, decay: how.decay });
  });
  return end;
}

/** @type {Record<Cue, (bench: Bench, t: number) => number>} each returns when its sound has ended */
const VOICES = {
  place: (b, t) => tock(b, t),
  slide: (b, t) => {
    noise(b, t, { filter: 'lowpass', freq: 500, to: 1600, peak: 0.12, attack: 0.03, decay: 0.14 });
    return tock(b, t + 0.13, 0.8);
  },
  capture: (b, t) => {
    noise(b, t, { filter: 'bandpass', freq: 2800, q: 4, peak: 0.35, decay: 0.04 });
    noise(b, t + 0.06, { filter: 'bandpass', freq: 2500, q: 4, peak: 0.3, decay: 0.04 });
    return tone(b, t + 0.03, { type: 'triangle', freq: 660, to: 330, peak: 0.18, decay: 0.18 });
  },
  remove: (b, t) => {
    noise(b, t, { filter: 'highpass', freq: 3000, peak: 0.08, decay: 0.08 });
    return tone(b, t, { type: 'triangle', freq: 520, to: 260, peak: 0.22, attack: 0.01, decay: 0.22 });
  },
  mill: (b, t) => figure(b, t, [587.33, 739.99, 880], { gap: 0.08, type: 'triangle', peak: 0.18, decay: 0.3 }),
  win: (b, t) => figure(b, t, [523.25, 659.25, 783.99, 1046.5], { gap: 0.11, type: 'triangle', peak: 0.2, decay: 0.45, under: true }),
  loss: (b, t) => figure(b, t, [392, 311.13, 261.63], { gap: 0.18, type: 'sine', peak: 0.2, decay: 0.5, under: true }),
  draw: (b, t) => figure(b, t, [329.63, 440], { gap: 0.16, type: 'triangle', peak: 0.17, decay: 0.4 }),
  illegal: (b, t) => {
    const buzz = (/** @type {number} */ at) => {
      const { ctx, out } = b;
      const low = ctx.createBiquadFilter();
      low.type = 'lowpass';
      low.frequency.value = 1000;
      low.connect(out);
      return tone({ ...b, out: low }, at, { type: 'square', freq: 150, peak: 0.12, decay: 0.07 });
    };
    buzz(t);
    return buzz(t + 0.11);
  },
};

/**
 * Plays `cue` into `out`, starting at `t` (the context's clock).
 * @param {Bench} bench
 * @param {Cue} cue
 * @param {number} t
 * @returns {number} when it has ended
 */
export function voice(bench, cue, t) {
  return VOICES[cue](bench, t);
}

/**
 * A second of white noise for the knocks and scrapes.
 * @param {BaseAudioContext} ctx
 * @returns {AudioBuffer}
 */
export function whiteNoise(ctx) {
  const buffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i += 1) data[i] = Math.random() * 2 - 1;
  return buffer;
}
