// @ts-check
// The page's link to a parent page when it runs in a frame (embed.js does
// the talking, and loads only then): events wait until `ready` has gone
// out, so it is always the first, and until the bridge is there; the
// parent's `mute` and `pause` states are kept here; commands go to the app
// once checked (commands.js).

import { EVENT } from '../embed-names.js';

/** @typedef {import('../embed.js').Command} Command */
/** @typedef {import('../embed.js').Bridge} Bridge */

/** @returns {boolean} whether the page runs inside another page's frame */
function framed() {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

export class ParentLink {
  /** The page's sound switch: the parent's `mute` and the player's toggle set it alike (App.setMuted). */
  muted = false;
  /** The parent's `pause`: the computer does not think and the board takes no input. */
  paused = false;
  /** @type {Array<[string, Record<string, unknown>]> | null} events before `ready` */
  #pending = [];
  /** @type {Array<[string, Record<string, unknown>]>} events sent before the bridge had loaded */
  #unsent = [];
  /** @type {Bridge | null} null outside a frame, and in one until embed.js has loaded */
  bridge = null;

  /**
   * @param {string | undefined} parentOrigin   the raw URL parameter
   * @param {(command: Command) => void} onCommand
   */
  constructor(parentOrigin, onCommand) {
    if (!framed()) return;
    import('../embed.js').then(({ connectParent }) => {
      const bridge = connectParent({ parentOrigin, onCommand });
      this.bridge = bridge;
      for (const [type, full] of this.#unsent) bridge.post(type, full);
      this.#unsent = [];
    }, (err) => console.warn(`tabuleiro: the link to the parent page could not load (${err})`));
  }

  /**
   * @param {string} type
   * @param {Record<string, unknown>} payload
   */
  post(type, payload) {
    const full = type === EVENT.options || type === EVENT.ready ? { ...payload, muted: this.muted, paused: this.paused } : payload;
    if (this.#pending && type !== EVENT.ready) this.#pending.push([type, full]);
    else this.#send(type, full);
  }

  /**
   * @param {string} type
   * @param {Record<string, unknown>} full
   */
  #send(type, full) {
    if (this.bridge) this.bridge.post(type, full);
    else if (framed()) this.#unsent.push([type, full]);
  }

  /**
   * Sends `ready`, then whatever waited for it.
   * @param {Record<string, unknown>} payload
   */
  ready(payload) {
    const queued = this.#pending ?? [];
    this.#pending = null;
    this.post(EVENT.ready, payload);
    for (const [type, full] of queued) this.#send(type, full);
  }
}
