// @ts-check
// How the game page puts a moment of the game into words: the players'
// names, whose turn it is and what to do, and the headline and reason of a
// finished game. Every text comes from the i18n tables; a game may word a
// text its own way under `<key>.<game>`.

import { otherSide } from '../catalog.js';
import { t } from '../i18n.js';

/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../types.js').Outcome} Outcome */
/** @typedef {import('./session.js').SessionState} SessionState */
/** @typedef {import('../games/registry.js').Presentation} Presentation */

/**
 * A text this game may word its own way (`<key>.<game>`, e.g. Portuguese
 * "Jogador 1" does not take the plural article of "as Brancas").
 * @param {string} game
 * @param {string} key
 * @param {Record<string, string | number>} [vars]
 * @returns {string}
 */
export function gameText(game, key, vars) {
  const own = `${key}.${game}`;
  const text = t(own, vars);
  return text === own ? t(key, vars) : text;
}

/**
 * "You (Black)", "Me (White)" against the computer; the colour alone between
 * two players; the colour and its level between two computers.
 * @param {SessionState} s
 * @param {Side} side
 * @returns {string}
 */
export function playerName(s, side) {
  const colour = t(`side.${side}`);
  if (s.play.mode === 'local') return colour;
  if (s.play.mode === 'watch') {
    const level = s.entry.levels[(side === s.play.human ? s.play.level2 ?? s.play.level : s.play.level) - 1] ?? '';
    return t('player.computer', { side: colour, level: t(`level.${level}`) });
  }
  return t(side === s.play.human ? 'player.you' : 'player.me', { side: colour });
}

/**
 * The headline and the reason of a finished game.
 * @param {SessionState} s
 * @param {Outcome} outcome
 * @returns {[string, string]}
 */
export function resultText(s, outcome) {
  const game = s.entry.id;
  const w = outcome.winner;
  const limit = s.live.noProgressLimit ?? '';
  if (w === 'draw') {
    // A game may say its own draw rule more precisely (Six Stones: "80 moves without a capture").
    return [t('result.draw'), gameText(game, `why.${outcome.reason}`, { limit })];
  }
  const winner = /** @type {Side} */ (w);
  const loser = otherSide(s.entry, winner);
  const view = s.play.mode === 'ai' ? (winner === s.play.human ? 'you' : 'me') : 'side';
  const headline = view === 'side'
    ? gameText(game, 'result.sideWins', { side: t(`side.${winner}`) })
    : t(view === 'you' ? 'result.youWin' : 'result.iWin');
  const key = `why.${outcome.reason}.${view}`;
  const why = gameText(game, key, { winner: t(`side.${winner}`), loser: t(`side.${loser}`) });
  return [headline, why === key ? '' : why];
}

/**
 * Whose turn it is and what to do (also for the first picture, before the
 * engine is up: the same words, so the line does not change when it is).
 * @param {Pick<SessionState, 'entry' | 'live' | 'play' | 'thinking' | 'held'>} s
 * @param {Presentation} pres
 * @param {boolean} removing   the board waits for the player to take a piece
 * @returns {string}
 */
export function turnText(s, pres, removing) {
  const live = s.live;
  const hint = pres.turnHint(live);
  if (s.play.mode === 'watch') {
    const side = t(`side.${live.toMove}`);
    return gameText(s.entry.id, s.held && !s.thinking ? 'status.watch.held' : 'status.thinkingFor', { side });
  }
  if (s.thinking === 'computer') return t('status.thinking');
  if (s.thinking === 'helper') return gameText(s.entry.id, 'status.thinkingFor', { side: t(`side.${live.toMove}`) });
  if (removing) {
    const them = t(`side.${otherSide(s.entry, live.toMove)}`);
    return s.play.mode === 'ai'
      ? t('status.yourTurn.remove', { them })
      : t('status.sideTurn.remove', { side: t(`side.${live.toMove}`), them });
  }
  if (s.play.mode === 'ai') {
    return live.toMove === s.play.human ? t(`status.yourTurn.${hint}`) : t('status.myTurn');
  }
  return t(`status.sideTurn.${hint}`, { side: t(`side.${live.toMove}`) });
}
