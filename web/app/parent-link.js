// @ts-check
// The page's link to a parent page when it runs in a frame (embed.js does
// the talking): events wait until `ready` has gone out, so it is always the
// first; the parent's `mute` and `pause` states are kept here; commands go
// to the app once checked (commands.js).

import { EVENT, connectParent } from '../embed.js';

/** @typedef {import('../embed.js').Command} Command */

export class ParentLink {
  /** The page's sound switch: the parent's `mute` and the player's toggle set it alike (App.setMuted). */
  muted = false;
  /** The parent's `pause`: the computer does not think and the board takes no input. */
  paused = false;
  /** @type {Array<[string, Record<string, unknown>]> | null} events before `ready` */
  #pending = [];

  /**
   * @param {string | undefined} parentOrigin   the raw URL parameter
   * @param {(command: Command) => void} onCommand
   */
  constructor(parentOrigin, onCommand) {
    this.bridge = connectParent({ parentOrigin, onCommand });
  }

  /**
   * @param {string} type
   * @param {Record<string, unknown>} payload
   */
  post(type, payload) {
    const full = type === EVENT.options || type === EVENT.ready ? { ...payload, muted: this.muted, paused: this.paused } : payload;
    if (this.#pending && type !== EVENT.ready) this.#pending.push([type, full]);
    else this.bridge.post(type, full);
  }

  /**
   * Sends `ready`, then whatever waited for it.
   * @param {Record<string, unknown>} payload
   */
  ready(payload) {
    const queued = this.#pending ?? [];
    this.#pending = null;
    this.post(EVENT.ready, payload);
    for (const [type, full] of queued) this.bridge.post(type, full);
  }
}
