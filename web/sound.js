// @ts-check
// The one door to Web Audio. Browsers let a page make sound only after the
// player has touched it (autoplay rules), so no AudioContext exists before
// the first gesture in this page (a pointer or a key): the context is made
// and started then, and woken again on later gestures if the browser put it
// to sleep. While muted nothing plays and the context is suspended (the
// device is let go); sounds asked for meanwhile are dropped, never queued.
// The voices themselves are in sound-voices.js, fetched at that first
// gesture too (a page that never makes a sound never downloads them); the
// cues of that first move wait for them, briefly, rather than be lost.
//
// For tests, window.__tabuleiroSound holds plain data: how many contexts
// were made, the context's state, whether muted, and the last cues asked
// for, each with whether it was played or why not.

/** @typedef {import('./sound-voices.js').Cue} Cue */
/** @typedef {typeof import('./sound-voices.js')} Voices */

/** Events that count as the player's gesture for the autoplay rules. */
const GESTURES = ['pointerdown', 'pointerup', 'keydown', 'touchend', 'click'];
/** Cues follow each other this long apart at least (seconds). */
const GAP = 0.06;
/** How many cues the test hook remembers. */
const LOG_SIZE = 40;
/**
 * Cues asked for while the voices are on their way wait for them this
 * long at most (ms); later than that they would no longer match the move.
 */
const VOICES_WAIT = 500;

/**
 * @typedef {Object} SoundProbe   window.__tabuleiroSound
 * @property {number} contexts   AudioContexts made so far (0 or 1)
 * @property {string} state      'none' before the first gesture, then the context's state, or 'unavailable'
 * @property {boolean} muted
 * @property {number} voices     sounds actually started on the context
 * @property {Array<{ cue: Cue, played: boolean, why?: string }>} log
 */

/** The page's sound; see the file's opening comment. */
export class Sound {
  /** @type {AudioContext | null} */
  #context = null;
  /** @type {AudioNode | null} */
  #out = null;
  /** @type {AudioBuffer | null} */
  #noise = null;
  #muted;
  #gestured = false;
  /** @type {Voices | null} */
  #voices = null;
  /** @type {Promise<void> | null} */
  #loading = null;
  /** @type {SoundProbe} */
  probe;

  /**
   * @param {{ muted: boolean, win?: Window }} opts
   */
  constructor(opts) {
    const win = opts.win ?? window;
    this.#muted = opts.muted;
    const w = /** @type {any} */ (win);
    /** @type {typeof AudioContext | undefined} */
    this.Context = w.AudioContext ?? w.webkitAudioContext;
    this.probe = { contexts: 0, state: 'none', muted: this.#muted, voices: 0, log: [] };
    /** @type {any} */ (win).__tabuleiroSound = this.probe;
    const onGesture = () => {
      this.#gestured = true;
      if (!this.#muted) this.#wake();
    };
    for (const type of GESTURES) win.addEventListener(type, onGesture, { capture: true, passive: true });
  }

  /** @returns {boolean} */
  get muted() {
    return this.#muted;
  }

  /** @param {boolean} muted */
  setMuted(muted) {
    this.#muted = muted;
    this.probe.muted = muted;
    if (muted) this.#context?.suspend().catch(() => {});
    else if (this.#gestured) this.#wake();
  }

  /** Makes the context on the first gesture, or wakes one the browser suspended. */
  #wake() {
    const ctx = this.#context ?? this.#create();
    if (!ctx) return;
    this.#loadVoices();
    this.probe.state = ctx.state;
    if (ctx.state === 'suspended') ctx.resume().catch(() => {});
  }

  /** @returns {AudioContext | null} a new context with its output chain, or null where there is no audio */
  #create() {
    if (this.probe.state === 'unavailable') return null;
    let ctx;
    try {
      if (!this.Context) throw new Error('no Web Audio');
      ctx = new this.Context();
    } catch {
      this.probe.state = 'unavailable';
      return null;
    }
    this.probe.contexts += 1;
    ctx.addEventListener('statechange', () => {
      this.probe.state = ctx.state;
    });
    // A limiter after everything, so sounds that overlap never clip.
    const master = ctx.createGain();
    master.gain.value = 0.7;
    master.connect(ctx.createDynamicsCompressor()).connect(ctx.destination);
    this.#context = ctx;
    this.#out = master;
    if (this.#voices) this.#noise = this.#voices.whiteNoise(ctx);
    return ctx;
  }

  /** Fetches the voices once; a failed fetch (offline without them) is tried again at the next gesture. */
  #loadVoices() {
    this.#loading ??= import('./sound-voices.js').then((voices) => {
      this.#voices = voices;
      if (this.#context) this.#noise = voices.whiteNoise(this.#context);
    }, () => {
      this.#loading = null;
    });
  }

  /**
   * Plays cues one after another, the first `delay` seconds from now.
   * @param {Cue[]} cues
   * @param {number} [delay]
   */
  play(cues, delay = 0) {
    const ctx = this.#context;
    const voices = this.#voices;
    const why = this.#muted ? 'muted' : !this.#gestured ? 'no gesture yet' : !ctx || !this.#out ? 'no audio'
      : !voices || !this.#noise ? 'voices loading' : null;
    if (why === 'voices loading' && this.#loading) {
      this.#playWhenLoaded(this.#loading, cues, delay);
      return;
    }
    if (why || !ctx || !this.#out || !voices || !this.#noise) {
      for (const cue of cues) this.#note({ cue, played: false, why: why ?? 'no audio' });
      return;
    }
    const bench = { ctx, out: this.#out, noise: this.#noise };
    let t = ctx.currentTime + delay;
    for (const cue of cues) {
      try {
        const end = voices.voice(bench, cue, t);
        t = Math.max(t + GAP, end - 0.1);
        this.probe.voices += 1;
        this.#note({ cue, played: true });
      } catch (error) {
        // A browser missing some node type: the game goes on in silence.
        this.#note({ cue, played: false, why: String(error) });
      }
    }
  }

  /**
   * Plays `cues` once `loading` has brought the voices, if that is soon
   * enough; asked again then, so a mute or a failed fetch meanwhile is
   * heard as such (a failed fetch leaves no load under way: no second wait).
   * @param {Promise<void>} loading
   * @param {Cue[]} cues
   * @param {number} delay
   */
  #playWhenLoaded(loading, cues, delay) {
    const asked = performance.now();
    loading.then(() => {
      if (performance.now() - asked <= VOICES_WAIT) this.play(cues, delay);
      else for (const cue of cues) this.#note({ cue, played: false, why: 'voices late' });
    });
  }

  /** @param {SoundProbe['log'][number]} entry */
  #note(entry) {
    this.probe.log.push(entry);
    if (this.probe.log.length > LOG_SIZE) this.probe.log.splice(0, this.probe.log.length - LOG_SIZE);
  }
}
