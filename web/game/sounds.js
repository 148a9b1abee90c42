// @ts-check
// What the game page sounds like: which cues a change of the session calls
// for. A move is a piece put down (or gliding in, when the board animates
// it), then what it did — a mill and a removal, stones captured — then the
// end of the game, heard from the player's side against the computer. The
// Morris removal step is heard as it begins (the mill), so its end adds
// only the removal; a drop the board refuses buzzes. Starting, undoing,
// redoing and looking back are silent. The cue list is pure (moveCues,
// node-tested); SoundCues subscribes it to a session and hands the cues to
// the page's Sound (sound.js).

import { t } from '../i18n.js';

/** @typedef {import('../sound-voices.js').Cue} Cue */
/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../types.js').Outcome} Outcome */
/** @typedef {import('./session.js').Play} Play */
/** @typedef {import('./session.js').Session} Session */

/** How long a computer's piece glides before it lands (the board's glide, about 260 ms). */
const GLIDE = 0.24;

/**
 * @typedef {Object} CuePlayer
 * @property {(cues: Cue[], delay?: number) => void} play
 */

/**
 * @param {Snapshot} snapshot
 * @param {string} mover
 * @returns {number} the pieces on the board that are not the mover's (the shared marker aside)
 */
function othersOnBoard(snapshot, mover) {
  return snapshot.pieces.filter((p) => p.kind !== mover && p.kind !== 'marker').length;
}

/**
 * The end of a game as a cue: against the computer from the player's side;
 * between two players any win is a win.
 * @param {Outcome} outcome
 * @param {Play} play
 * @returns {Cue}
 */
export function resultCue(outcome, play) {
  if (outcome.winner === 'draw') return 'draw';
  if (play.mode === 'ai') return outcome.winner === play.human ? 'win' : 'loss';
  return 'win';
}

/**
 * The cues of the move that led from `before` to `after`.
 * @param {Snapshot} before   the position the move was made in
 * @param {Snapshot} after    the position it made
 * @param {Play} play
 * @param {{ glides: boolean, millHeard: boolean }} how
 *   `glides`: the board animates the piece in; `millHeard`: the removal step already sounded the mill
 * @returns {Cue[]}
 */
export function moveCues(before, after, play, how) {
  const move = after.lastMove;
  if (!move) return [];
  /** @type {Cue[]} */
  const cues = [];
  if (!how.millHeard) cues.push(move.from !== null && how.glides ? 'slide' : 'place');
  if (move.remove) {
    if (!how.millHeard) cues.push('mill');
    cues.push('remove');
  } else if (othersOnBoard(after, before.toMove) < othersOnBoard(before, before.toMove)) {
    cues.push('capture');
  }
  if (after.outcome) {
    if (after.outcome.reason === 'mill' && !move.remove) cues.push('mill');
    cues.push(resultCue(after.outcome, play));
  }
  return cues;
}

/** @returns {boolean} whether the player asked for less motion (the board then does not animate) */
function prefersReducedMotion() {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** @type {{ lang: string, pattern: RegExp } | null} */
let refusal = null;

/**
 * Whether the board's words say a drop was refused ("b2 is not a legal
 * move."), in the language on the page.
 * @param {string} text
 * @returns {boolean}
 */
export function isRefusal(text) {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (!refusal || refusal.lang !== lang) {
    const [head, tail] = t('board.illegal', { point: '\u0000' }).split('\u0000');
    const quote = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    refusal = { lang, pattern: new RegExp(`^${quote(head)}\\S+${quote(tail ?? '')}$`) };
  }
  return refusal.pattern.test(text);
}

/** The session's sounds; see the file's opening comment. */
export class SoundCues {
  /** @type {Snapshot | null} the live position before the latest change */
  #before = null;
  #millHeard = false;

  /**
   * @param {Session} session
   * @param {CuePlayer} player
   * @param {() => boolean} [reducedMotion]   the board does not animate: nothing glides
   */
  constructor(session, player, reducedMotion = prefersReducedMotion) {
    this.player = player;
    this.off = session.subscribe((change, s) => {
      if (change.type === 'move' && this.#before) {
        const glides = change.animate && !reducedMotion();
        const cues = moveCues(this.#before, s.live, s.play, { glides, millHeard: this.#millHeard });
        // A glide is heard where the piece lands; the player's own drop at once.
        player.play(cues, glides ? GLIDE : 0);
      }
      this.#millHeard = false;
      this.#before = s.live;
    });
  }

  /**
   * The board's removal step began (a mill: the player picks a piece to
   * take) or ended without a move.
   * @param {boolean} active
   */
  removalStep(active) {
    if (active && !this.#millHeard) this.player.play(['place', 'mill']);
    this.#millHeard = active;
  }

  /** A drop the board refused. */
  refused() {
    this.player.play(['illegal']);
  }

  destroy() {
    this.off();
  }
}
