// @ts-check
// What every page knows of the embedding protocol (embed.js): the names on
// its messages and how the `parentOrigin=` parameter is read. Apart from
// the bridge itself, which loads only in a frame (app/parent-link.js).

/** Every event carries `source: SOURCE`. */
export const SOURCE = 'tabuleiro';
/** Every command must carry `target: TARGET`. */
export const TARGET = 'tabuleiro';
/** The schema's version, in every event and required in every command. */
export const VERSION = 1;

export const EVENT = /** @type {const} */ ({
  ready: 'ready',
  gameStart: 'gameStart',
  move: 'move',
  undo: 'undo',
  gameEnd: 'gameEnd',
  options: 'options',
  puzzleSolved: 'puzzleSolved',
});

/**
 * The value of the `parentOrigin=` URL parameter as an origin
 * (`https://portal.example`), or null when it is not one.
 * @param {string} value
 * @returns {string | null}
 */
export function parseParentOrigin(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/' && url.pathname !== '') return null;
  return url.origin;
}
