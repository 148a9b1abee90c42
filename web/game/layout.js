// @ts-check
// The game page's frame: the play area (status bar, board, line of facts),
// the panel (buttons, settings, review and scorepad, tools, results) and the "Paused" overlay
// a parent page can put over it. It only builds and shows; the views fill it.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { afterNextFrame } from '../tasks.js';

/**
 * The stages of a staged page's panel, each named for what it still waits
 * for (style.css hides the parts from that one on): all of it, then its
 * record and what follows, then what follows the record.
 */
const PANEL_STAGES = ['panel', 'record', 'tools'];

/**
 * @param {Object} parts
 * @param {string} parts.tag          'main' or 'div' (when the host is already a <main>)
 * @param {string} parts.game
 * @param {HTMLElement} parts.status
 * @param {HTMLElement} parts.buttons
 * @param {HTMLElement} parts.settings
 * @param {HTMLElement} parts.scorepad
 * @param {HTMLElement} parts.results
 * @param {HTMLElement} [parts.links]   links to the game's other pages (its puzzles)
 * @param {HTMLElement} [parts.review]   the evaluation beside the scorepad
 * @param {HTMLElement} [parts.recordActions]   beside the scorepad's heading (Save & share)
 * @param {HTMLElement} [parts.tools]    the typed move, under the scorepad
 * @param {boolean} [parts.staged]   the panel's parts wait, undisplayed, until `unveilInTurn()` or `unveil()`: see below
 */
export function layoutGamePage(parts) {
  const boardWrap = h('div', { class: 'board-wrap' });
  /** A line beside the record's title (hints used in this game). */
  const recordNote = h('span', { class: 'record-note' });
  const infoBox = h('div', { class: 'info-box' });
  const playArea = h('div', { class: 'play' }, parts.status, boardWrap, infoBox);
  const panel = h('aside', { class: 'panel', 'aria-label': t('game.panel') },
    parts.buttons,
    parts.settings,
    h('section', { class: 'record', 'aria-label': t('scorepad.title') },
      h('div', { class: 'record-head' }, h('h2', { class: 'panel-title' }, t('scorepad.title'), ' ', recordNote), parts.recordActions),
      parts.review, parts.scorepad),
    parts.tools,
    parts.results,
    parts.links ?? null);
  const pausedOverlay = h('div', { class: 'paused-overlay', 'data-paused-overlay': '', hidden: true },
    h('p', { class: 'paused-card' }, h('strong', {}, t('pause.title')), h('span', {}, t('pause.text'))));
  const root = h(/** @type {'main'} */ (parts.tag), {
    class: 'game-page', id: 'main', 'data-game': parts.game, 'data-thinking': 'false', 'data-paused': 'false',
  }, playArea, panel, pausedOverlay);
  // A staged page comes in frames of its own: the page around the board,
  // then the board (board-view.js), then the panel's buttons and settings,
  // its record, and the rest of it (PANEL_STAGES). Rendered together they
  // were one frame of style and layout too long for a slow phone's main
  // thread; the panel's place is kept meanwhile (style.css), so nothing
  // moves when it comes.
  if (parts.staged) root.dataset.staged = PANEL_STAGES[0];

  /** @param {boolean} paused */
  function showPaused(paused) {
    root.dataset.paused = String(paused);
    pausedOverlay.hidden = !paused;
    // Nothing under the overlay can be reached, by pointer or by keyboard.
    playArea.inert = paused;
    panel.inert = paused;
  }

  /** The whole panel is rendered from now on (again and again: only the first call counts). */
  function unveil() {
    delete root.dataset.staged;
  }

  /** The panel a part a frame: its buttons and settings in the next, its record in the one after, and so on. */
  async function unveilInTurn() {
    if (root.dataset.staged !== PANEL_STAGES[0]) return;
    for (const stage of PANEL_STAGES.slice(1)) {
      root.dataset.staged = stage;
      await afterNextFrame();
      // A real draw of the game may have shown it all meanwhile.
      if (root.dataset.staged !== stage) return;
    }
    unveil();
  }

  return { root, boardWrap, infoBox, recordNote, showPaused, unveil, unveilInTurn };
}
