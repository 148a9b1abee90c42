// @ts-check
// The parent page's commands, once their shape is checked (embed.js):
// checked again against the games (the engine's description) and applied
// through the app, or ignored with a console warning. A command is never
// half applied.

import { gameEntry } from '../catalog.js';
import { COMMAND, checkForGame } from '../embed.js';
import { isSupported, language } from '../i18n.js';

/** @typedef {import('../embed.js').Command} Command */
/** @typedef {import('../embed.js').OptionChange} OptionChange */
/** @typedef {import('../url.js').Route} Route */
/** @typedef {import('../types.js').Side} Side */

/**
 * What the commands need of the app.
 * @typedef {Object} CommandTarget
 * @property {() => Route} route
 * @property {() => import('../app.js').GamePage | null} gamePage
 * @property {(id: string) => boolean} playable
 * @property {import('./parent-link.js').ParentLink} link
 * @property {(code: string, remember: boolean) => void} changeLanguage
 * @property {(route: Route) => void} navigate
 * @property {() => void} reportOptions
 * @property {(muted: boolean, remember: boolean) => void} setMuted   the one sound switch (the page's toggle too)
 */

/**
 * @param {CommandTarget} app
 * @param {Command} command
 */
export function runCommand(app, command) {
  switch (command.type) {
    case COMMAND.mute:
      app.setMuted(command.muted, false);
      return;
    case COMMAND.pause:
      app.link.paused = command.paused;
      app.gamePage()?.setPaused(command.paused);
      app.reportOptions();
      return;
    case COMMAND.setOptions:
      setOptions(app, command.options);
      return;
    case COMMAND.newGame:
      newGame(app, command.options);
  }
}

/**
 * @param {CommandTarget} app
 * @param {OptionChange} options
 */
function setOptions(app, options) {
  const { lang, ...rest } = options;
  const forGame = Object.keys(rest).length > 0;
  const game = app.route().game;
  const page = app.gamePage();
  if (forGame && !(page && game)) return refuse('setOptions', 'no game is open');
  const why = checkLanguage(lang) ?? (forGame && game ? checkForGame(game, rest) : null);
  if (why) return refuse('setOptions', why);
  if (lang !== undefined && lang !== language()) app.changeLanguage(lang, false);
  const now = app.gamePage();
  if (forGame && now) now.setOptions(rest);
  else app.reportOptions();
}

/**
 * @param {CommandTarget} app
 * @param {OptionChange} change
 */
function newGame(app, change) {
  const { game: wanted, lang, ...rest } = change;
  const id = wanted ?? app.route().game;
  if (!id) return refuse('newGame', 'no game is open: name one in options.game');
  const why = checkLanguage(lang) ?? (app.playable(id) ? checkForGame(id, rest) : `there is no game "${id}" to play`);
  if (why) return refuse('newGame', why);
  if (lang !== undefined && lang !== language()) app.changeLanguage(lang, false);
  const page = app.gamePage();
  if (page && id === app.route().game) {
    page.newGame(rest);
    return;
  }
  /** @type {Record<string, string>} */
  const options = {};
  for (const spec of gameEntry(id)?.options ?? []) {
    const value = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (rest))[spec.name];
    if (value !== undefined) options[spec.name] = String(value).trim().toLowerCase();
  }
  app.navigate({ page: 'game', game: id, mode: rest.mode, level: rest.level, level2: rest.level2, side: /** @type {Side | undefined} */ (rest.side), options });
  if (rest.coords !== undefined) app.gamePage()?.setOptions({ coords: rest.coords });
}

/**
 * @param {string | undefined} lang
 * @returns {string | null} why the language cannot be used
 */
function checkLanguage(lang) {
  return lang === undefined || isSupported(lang) ? null : `the language "${lang}" is not available`;
}

/**
 * A command that cannot apply: ignored, and said on the console.
 * @param {string} type
 * @param {string} why
 */
function refuse(type, why) {
  console.warn(`[tabuleiro embed] ignored a ${type} command: ${why}`);
}
