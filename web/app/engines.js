// @ts-check
// The games' engines on this page. Each game has its own build of the
// engine: it is loaded the first time a page of that game wants it, and
// kept; the search workers of the games not on screen are ended (their
// memory given back) until their game is shown again.

/** @typedef {import('../engine.js').Engine} Engine */

export class EngineShelf {
  /** @param {(game: string) => Promise<Engine>} load   loads a game's engine */
  constructor(load) {
    this.load = load;
    /** @type {Map<string, Promise<Engine>>} */
    this.loading = new Map();
    /** @type {Map<string, Engine>} */
    this.up = new Map();
  }

  /**
   * @param {string} game
   * @returns {Engine | null} the game's engine, if it is up already
   */
  ready(game) {
    return this.up.get(game) ?? null;
  }

  /**
   * The game's engine, loaded on first asking. A load that failed is
   * forgotten, so that asking again tries again.
   * @param {string} game
   * @returns {Promise<Engine>}
   */
  get(game) {
    let loading = this.loading.get(game);
    if (!loading) {
      loading = this.load(game).then((engine) => {
        this.up.set(game, engine);
        return engine;
      }, (error) => {
        this.loading.delete(game);
        throw error;
      });
      this.loading.set(game, loading);
    }
    return loading;
  }

  /**
   * Ends the search workers of every game but `game`; each starts again
   * when its game next asks it something.
   * @param {string} game
   */
  retireAllBut(game) {
    for (const [id, engine] of this.up) if (id !== game) engine.thinker.retire();
  }
}
