// @ts-check
// Nine Men's Morris as the player sees it: the pieces in hand for each side
// beside the board; on the board, the mill that earns a removal underlined
// and the last removed piece crossed out; and a line under the board with
// each side's pieces in hand and on the board, its phase (placing, sliding,
// flying) and the moves since the last removal. The removal step itself is
// the generic board's (board/removal.js); the phases, mills and what may be
// removed all come from the engine's snapshot.

import { h, s } from '../dom.js';
import { t } from '../i18n.js';
import { millsThrough } from '../board/draw.js';
import { noProgressLine } from './no-progress.js';
import { standardReserves } from './reserves.js';
import { lines, stone } from '../illustrations.js';

/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../board/render.js').Decor} Decor */
/** @typedef {import('./registry.js').Presentation} Presentation */

/**
 * The mill that earns a removal (the one being closed, or the last move's)
 * underlined, and the piece the last move removed crossed out.
 * @param {Decor} d
 */
function drawMillMarks(d) {
  const last = d.view.snapshot.lastMove;
  const millAt = d.removal ? d.removal.to : last?.remove ? last.to : null;
  for (const [a, b] of millAt ? millsThrough(d.geometry, d.layout, d.shown.pieces, millAt) : []) {
    d.layer.append(s('path', { d: `M ${a.x} ${a.y} L ${b.x} ${b.y}`, class: 'mark-mill-closed' }));
  }
  const removedAt = d.removal ? null : last?.remove;
  const taken = removedAt ? d.layout.pointXY.get(removedAt) : undefined;
  if (!removedAt || !taken) return;
  const k = d.layout.radius * 0.42;
  d.layer.append(s('g', { class: 'mark-last-removed', 'data-last-removed': removedAt },
    d.ring(taken, 'mark-last-removed-ring', d.layout.radius * 0.8),
    s('path', { d: `M ${taken.x - k} ${taken.y - k} L ${taken.x + k} ${taken.y + k} M ${taken.x + k} ${taken.y - k} L ${taken.x - k} ${taken.y + k}` })));
}

/** @type {Record<string, string>} the turn hint for each phase of the side to move */
const HINT_BY_PHASE = { placing: 'morrisPlace', sliding: 'morrisSlide', flying: 'morrisFly' };

/**
 * @param {Snapshot} snapshot
 * @param {Side} side
 * @returns {string} 'placing', 'sliding' or 'flying'
 */
function phaseOf(snapshot, side) {
  return snapshot.phases?.[side] ?? 'placing';
}

/**
 * The home page's small drawing of the board.
 * @returns {SVGElement[]}
 */
function drawing() {
  /** @type {Array<[number, number, number, number]>} */
  const seg = [];
  for (const d of [14, 34, 54]) {
    const a = d;
    const b = 120 - d;
    seg.push([a, a, b, a], [b, a, b, b], [b, b, a, b], [a, b, a, a]);
  }
  seg.push([60, 14, 60, 54], [60, 66, 60, 106], [14, 60, 54, 60], [66, 60, 106, 60]);
  return [
    ...lines(seg, 80),
    stone(14, 14, 'white', 7), stone(60, 14, 'white', 7), stone(86, 34, 'white', 7), stone(54, 66, 'white', 7),
    stone(106, 106, 'black', 7), stone(34, 60, 'black', 7), stone(60, 86, 'black', 7), stone(106, 60, 'black', 7),
  ];
}

/** @type {Presentation} */
export const morris = {
  id: 'morris',
  drawing,
  lesson: () => import('../howto/lessons/morris.js').then((m) => m.morris),

  reserves(entry) {
    return standardReserves(entry);
  },

  turnable: true,

  board: { marks: drawMillMarks },

  turnHint(snapshot) {
    return HINT_BY_PHASE[phaseOf(snapshot, snapshot.toMove)] ?? 'morrisSlide';
  },

  describeMove(move, side) {
    const who = t(`side.${side}`);
    const base = move.from
      ? t('announce.move.morris', { who, from: move.from, to: move.to })
      : t('announce.place', { who, to: move.to });
    return move.remove ? `${base} ${t('announce.removes', { at: move.remove })}` : base;
  },

  info(snapshot) {
    const over = !!snapshot.outcome;
    const line = (/** @type {Side} */ side) => {
      const inHand = snapshot.hand[side] ?? 0;
      const onBoard = snapshot.pieces.filter((p) => p.kind === side).length;
      const phase = phaseOf(snapshot, side);
      const toMove = !over && snapshot.toMove === side;
      return h('li', {
        class: `morris-side${toMove ? ' to-move' : ''}`,
        'data-morris-side': side,
        'data-in-hand': String(inHand),
        'data-on-board': String(onBoard),
        'data-phase': phase,
      },
      h('span', { class: `side-dot ${side}`, 'aria-hidden': 'true' }),
      h('strong', {}, t(`side.${side}`)),
      ' ',
      h('span', {}, `${t('info.morrisCounts', { hand: inHand, board: onBoard })} · `,
        h('span', { class: `phase phase-${phase}` }, t(`info.phase.${phase}`))));
    };
    return h('div', { class: 'game-info' },
      h('ul', { class: 'morris-sides' }, line('white'), line('black')),
      noProgressLine(snapshot, 'info.noRemoval', 20));
  },
};
