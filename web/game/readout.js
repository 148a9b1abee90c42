// @ts-check
// The position in words, for players who cannot see the board (the "Read
// the board" command speaks it through the live region): each side's
// pieces by point and in hand, Rastros' piece, trail and goals, whose turn
// it is and in which phase, or the result. And a typed move made plain.
// It reads the engine's snapshot and description only. No DOM (tested with
// node --test).

import { t } from '../i18n.js';
import { moveToken } from '../move-token.js';
import { playerName, resultText } from './words.js';

/** @typedef {import('./session.js').SessionState} SessionState */
/** @typedef {import('../types.js').Snapshot} Snapshot */

/**
 * @param {string[]} points
 * @returns {string}
 */
function list(points) {
  return [...points].sort().join(', ');
}

/**
 * The phase of the side to move: the engine's word where it has one
 * (Morris: placing, sliding, flying; Achi: placing, sliding; Rastros: placing, moving), else whether it places or moves.
 * @param {Snapshot} snap
 * @returns {string}
 */
function phase(snap) {
  const own = snap.phases?.[snap.toMove];
  if (own) return t(`info.phase.${own}`);
  return t(snap.legal.some((m) => m.from === null) ? 'info.phase.placing' : 'info.phase.moving');
}

/**
 * What stands on the board: each side's pieces (and hand), or Rastros'
 * shared piece, its trail and the goals.
 * @param {SessionState} s
 * @param {Snapshot} snap
 * @returns {string[]}
 */
function pieces(s, snap) {
  const marker = snap.pieces.find((p) => p.kind === 'marker');
  const goals = snap.marks.filter((m) => /^goal\d$/.test(m.kind));
  if (marker || goals.length > 0) {
    const trail = snap.marks.filter((m) => m.kind === 'blocked').map((m) => m.at);
    return [
      marker ? t('readout.marker', { at: marker.at }) : t('readout.noMarker'),
      trail.length ? t('readout.trail', { n: trail.length, points: list(trail) }) : t('readout.noTrail'),
      ...goals.map((g) => {
        const side = s.entry.sides[Number(g.kind.slice(4)) - 1];
        return t('readout.goal', { side: side ? playerName(s, side.id) : g.kind, at: g.at });
      }),
    ];
  }
  const hands = s.entry.board.hand > 0;
  return s.entry.sides.map(({ id }) => {
    const on = snap.pieces.filter((p) => p.kind === id).map((p) => p.at);
    const vars = { side: playerName(s, id), points: on.length ? list(on) : t('readout.none'), n: on.length, hand: snap.hand[id] ?? 0 };
    return t(hands ? 'readout.piecesHand' : 'readout.pieces', vars);
  });
}

/**
 * The position on view, in sentences.
 * @param {SessionState} s
 * @returns {string}
 */
export function readPosition(s) {
  const snap = s.shown;
  const out = [];
  if (s.viewing !== null) out.push(snap.ply === 0 ? t('readout.start') : t('readout.viewing', { ply: snap.ply }));
  out.push(...pieces(s, snap));
  if (snap.outcome) out.push(...resultText(s, snap.outcome).filter((x) => x !== ''));
  else out.push(t('readout.toMove', { side: playerName(s, snap.toMove), phase: phase(snap) }));
  return out.join(' ');
}

/**
 * A typed move as the engine reads it: no spaces, lower case, plain
 * dashes and crosses (`A1 – B2` → `a1-b2`).
 * @param {string} text
 * @returns {string}
 */
export function typedMove(text) {
  return moveToken(text.replace(/\s+/g, ''));
}

/**
 * Why no move can be typed now (an i18n key), or null.
 * @param {SessionState} s
 * @returns {string | null}
 */
export function whyNoTypedMove(s) {
  if (s.paused) return 'typed.paused';
  if (s.viewing !== null) return 'typed.viewing';
  if (s.over) return 'typed.over';
  if (s.thinking || !s.playerToMove) return 'typed.notYourTurn';
  return null;
}
