// @ts-check
// Keeping the page's address in step with the game, a task after the game
// changed: `history.replaceState` costs a few milliseconds of the main
// thread (about 20 at 4× CPU throttling), and written in the task of a move
// or of the game's start it made that task a long one. Writes in a row are
// one write (the latest address wins). Whoever reads the address, or is
// about to add a history entry, flushes first; a move through history
// (back, forward) drops what was waiting, which belonged to the entry left.

/**
 * @typedef {Object} AddressHost   what the writer works on (the window's, or a test's)
 * @property {() => string} current   the address's query, as `location.search`
 * @property {(search: string) => void} replace   as `history.replaceState(null, '', search)`; may throw
 * @property {(write: () => void) => void} later   runs `write` in a task of its own
 */

/** The browser's own address, history and timers. */
export const browserAddress = /** @type {AddressHost} */ ({
  current: () => location.search,
  replace: (search) => history.replaceState(null, '', search),
  later: (write) => { setTimeout(write, 0); },
});

/** The address's next value, written a task later; see the file's opening comment. */
export class AddressWriter {
  /** @type {string | null} */
  #pending = null;
  #scheduled = false;

  /** @param {AddressHost} host */
  constructor(host) {
    this.host = host;
  }

  /**
   * The address to show from now on (its query, as `routeSearch` gives it).
   * @param {string} search
   */
  write(search) {
    this.#pending = search;
    if (this.#scheduled) return;
    this.#scheduled = true;
    this.host.later(() => {
      this.#scheduled = false;
      this.flush();
    });
  }

  /** Writes what waits, now: before the address is read or a history entry added. */
  flush() {
    const search = this.#pending;
    this.#pending = null;
    if (search === null || search === this.host.current()) return;
    try {
      this.host.replace(search);
    } catch {
      // Some sandboxed iframes refuse history changes; the page still works.
    }
  }

  /** Forgets what waits: the history entry it was meant for is no longer on show. */
  drop() {
    this.#pending = null;
  }
}
