// @ts-check
// What the game page tells the world as the session changes: the parent
// page's events (embed.js: gameStart, move, undo, gameEnd), the address
// bar (the game in progress lives in it), the results table against the
// computer, and who starts the next game of this kind. Each is a small
// subscriber of the session; none of them draws anything.

import { recordResult } from '../results.js';

/** @typedef {import('./session.js').Session} Session */
/** @typedef {import('./session.js').SessionState} SessionState */
/** @typedef {import('./session.js').Change} Change */
/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../url.js').Route} Route */
/** @typedef {import('../embed.js').OptionsReport} OptionsReport */

/**
 * Who starts the next game of each kind, in this page's life: the loser of
 * the last one where the rules say so (the engine's snapshot tells). Kept
 * in memory on purpose: a reload starts afresh with the default first
 * mover (docs/decisions.md), while going home and back keeps it.
 * @type {Map<string, Side>}
 */
const nextFirstByGame = new Map();

/**
 * @param {string} game
 * @returns {Side | undefined}
 */
export function rememberedFirst(game) {
  return nextFirstByGame.get(game);
}

/**
 * Events for the parent page: a cut of the record first, then each new
 * ply, then the end.
 * @param {Session} session
 * @param {(type: string, payload: Record<string, unknown>) => void} emit
 * @param {() => OptionsReport} optionsReport
 * @returns {() => void} unsubscribe
 */
export function reportToParent(session, emit, optionsReport) {
  /** @type {string[]} */
  let reported = [];
  let endReported = false;
  return session.subscribe((change, s) => {
    const game = s.entry.id;
    if (change.type === 'start') {
      reported = s.moves;
      endReported = change.quiet && s.over;
      if (!change.quiet) emit('gameStart', { game, options: optionsReport(), moves: [...s.moves] });
    }
    let same = 0;
    while (same < reported.length && same < s.moves.length && reported[same] === s.moves[same]) same += 1;
    if (same < reported.length) emit('undo', { game, plies: same });
    for (let i = same; i < s.moves.length; i += 1) {
      emit('move', { game, ply: i + 1, notation: s.moves[i], by: session.byPly(i) });
    }
    reported = s.moves;
    if (s.live.outcome && !endReported) {
      endReported = true;
      emit('gameEnd', { game, winner: s.live.outcome.winner, reason: s.live.outcome.reason, plies: s.moves.length });
    } else if (!s.live.outcome) {
      endReported = false;
    }
  });
}

/**
 * The results table against the computer: a finished game counts once
 * (not one that opened finished from a shared link), and the next first
 * mover is remembered.
 * @param {Session} session
 * @returns {() => void} unsubscribe
 */
export function recordResults(session) {
  let counted = true;
  return session.subscribe((change, s) => {
    if (change.type === 'start' || change.type === 'cut' || change.type === 'undo') counted = s.over;
    if (!s.over || !s.live.outcome) return;
    nextFirstByGame.set(s.entry.id, session.nextFirst());
    if (counted) return;
    counted = true;
    if (s.play.mode !== 'ai') return;
    const winner = s.live.outcome.winner;
    const levelName = s.entry.levels[s.play.level - 1];
    const variant = s.entry.resultsBy ? s.options[s.entry.resultsBy] : undefined;
    if (levelName) recordResult(s.entry.id, levelName, winner === 'draw' ? 'drawn' : winner === s.play.human ? 'won' : 'lost', variant);
  });
}

/**
 * Keeps the address in step with the game (no history entries).
 * @param {Session} session
 * @param {(route: Route) => void} replaceRoute
 * @returns {() => void} unsubscribe
 */
export function followInAddress(session, replaceRoute) {
  return session.subscribe((_change, s) => {
    /** @type {Route} */
    const route = {
      page: 'game',
      game: s.entry.id,
      mode: s.play.mode,
      level: s.play.level,
      // The second computer's level matters only while two computers play.
      level2: s.play.mode === 'watch' ? s.play.level2 : undefined,
      side: s.play.human,
      options: { ...s.options },
      moves: s.moves,
    };
    replaceRoute(route);
  });
}
