// @ts-check
// A puzzle on the page: the game's board and scorepad as on a game page,
// the count of moves left ("Win in 3: 2 moves left"), and the puzzle's own
// controls — retry, show the solution step by step, the next puzzle, the
// list. It wires a session, a puzzle in play (controller.js) whose oracle is
// the search worker, and the parent page's `puzzleSolved` event. It keeps
// the DOM contract's `data-puzzle`, `data-puzzle-state` and
// `data-moves-left` on the game root.

import { otherSide } from '../catalog.js';
import { h, replaceChildren } from '../dom.js';
import { createBoardView } from '../game/board-view.js';
import { button } from '../game/controls.js';
import { layoutGamePage } from '../game/layout.js';
import { openingReport } from '../game/parent.js';
import { reportToParent } from '../game/report.js';
import { createSession } from '../game/session.js';
import { SoundCues, isRefusal } from '../game/sounds.js';
import { playerName } from '../game/words.js';
import { t } from '../i18n.js';
import { createScorepad } from '../scorepad.js';
import { PuzzlePlay } from './controller.js';
import { nextPuzzle } from './data.js';
import { markSolved, solvedPuzzles } from './store.js';

/** @typedef {import('../types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('../engine.js').Engine} Engine */
/** @typedef {import('./data.js').Puzzle} Puzzle */
/** @typedef {import('../url.js').Route} Route */
/** @typedef {import('../url.js').Note} Note */
/** @typedef {import('../embed.js').OptionsReport} OptionsReport */

/**
 * @typedef {Object} PuzzlePageOptions
 * @property {CatalogEntry} entry
 * @property {import('../games/registry.js').Presentation} presentation
 * @property {Puzzle} puzzle
 * @property {Record<string, Puzzle[]>} all      every game's puzzles, for "next"
 * @property {string} tag
 * @property {(route: Route) => string} href     the address of a route
 * @property {(route: Route) => void} navigate
 * @property {(note: Note) => void} note
 * @property {(text: string) => void} announce
 * @property {(type: string, payload: Record<string, unknown>) => void} emit
 * @property {boolean} coords
 * @property {import('../game/sounds.js').CuePlayer} [sound]   the page's sound (sound.js)
 */

export class PuzzlePage {
  /** @type {import('../game/session.js').Session | null} */
  session = null;
  /** @type {PuzzlePlay | null} */
  play = null;
  /** @type {Array<() => void>} */
  teardown = [];
  paused = false;
  /** @type {SoundCues | null} */
  cues = null;

  /** @param {PuzzlePageOptions} opts */
  constructor(opts) {
    this.opts = opts;
    const { entry, puzzle } = opts;
    this.statusEl = h('p', { class: 'status', 'data-status': '' });
    this.actions = h('div', { class: 'bar-actions' });
    const bar = h('section', { class: 'bar', 'aria-label': t('game.statusRegion') }, this.statusEl, this.actions);
    this.buttons = h('div', { class: 'controls puzzle-controls' });
    this.scorepad = createScorepad({ onSelect: () => {} });
    const about = h('div', { class: 'puzzle-about' },
      h('p', { class: 'puzzle-title' }, t('puzzle.title', { id: puzzle.id, n: puzzle.n })),
      h('a', { class: 'btn small', href: opts.href({ page: 'puzzles', game: entry.id }), 'data-action': 'puzzle-list',
        onclick: (/** @type {MouseEvent} */ e) => this.follow(e, { page: 'puzzles', game: entry.id }) }, t('puzzle.all')));
    this.frame = layoutGamePage({ tag: opts.tag, game: entry.id, status: bar, buttons: this.buttons,
      settings: about, scorepad: this.scorepad.element, results: h('div') });
    this.element = this.frame.root;
    this.element.dataset.puzzle = puzzle.id;
    this.board = createBoardView({ entry, pres: opts.presentation, wrap: this.frame.boardWrap, infoBox: this.frame.infoBox,
      announce: (text) => {
        opts.announce(text);
        if (isRefusal(text)) this.cues?.refused();
      },
      onMove: (move, animate) => this.playerMove(move.text, animate), onSweep: () => {},
      onRemovalStep: () => {
        this.redraw();
        this.cues?.removalStep(this.board.removing());
      } });
    this.board.showCoordinates(opts.coords);
    this.board.preview(puzzle.options, { mode: 'ai', level: 1, human: entry.human });
    this.statusEl.textContent = t('status.loading');
  }

  /**
   * A link followed in place (a real link: it can be opened in a new tab).
   * @param {MouseEvent} e
   * @param {Route} route
   */
  follow(e, route) {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    this.opts.navigate(route);
  }

  /** @param {Engine} engine */
  attachEngine(engine) {
    if (this.session) return;
    const { entry, puzzle } = this.opts;
    const session = createSession({ entry, GameHandle: engine.GameHandle, play: { mode: 'ai', level: 1, human: entry.human } });
    this.session = session;
    const key = () => session.state().key;
    // The puzzle pages' engine has the prover; the game pages' does not.
    const prover = engine.puzzleThinker();
    /** @type {import('./controller.js').Oracle} */
    const oracle = {
      reply: (moves, left) => prover.ask({ session: { key: key(), game: entry.id, options: puzzle.options }, moves, question: { kind: 'reply', left } }),
      solution: (moves, left) => prover.ask({ session: { key: key(), game: entry.id, options: puzzle.options }, moves, question: { kind: 'solution', left } }),
    };
    this.play = new PuzzlePlay({
      session, puzzle, oracle,
      onChange: () => this.redraw(),
      onSolved: (p) => this.solved(p),
      onError: (message) => this.opts.note({ key: 'note.thinkFailed', vars: { message } }),
    });
    const cues = this.opts.sound ? new SoundCues(session, this.opts.sound) : null;
    this.cues = cues;
    this.teardown = [
      () => cues?.destroy(),
      reportToParent(session, this.opts.emit, () => this.options()),
      session.subscribe((change) => {
        this.redraw({ animate: change.type === 'move' && change.animate });
        if (change.type === 'move') this.announceMove();
      }),
    ];
    this.play.start();
    session.setPlay({ human: session.state().live.toMove });
  }

  /** @param {string} text @param {boolean} animate */
  playerMove(text, animate) {
    const refused = this.session?.play(text, { by: 'player', animate });
    if (refused) {
      this.opts.note({ key: 'note.moveRefused', vars: { move: text, message: refused } });
      this.redraw();
    }
  }

  announceMove() {
    const s = this.session?.state();
    if (!s?.live.lastMove || !this.session) return;
    this.opts.announce(this.opts.presentation.describeMove(s.live.lastMove, this.session.byPly(s.live.ply - 1)));
  }

  /** @param {Puzzle} puzzle */
  solved(puzzle) {
    markSolved(puzzle.id);
    this.opts.emit('puzzleSolved', { game: this.opts.entry.id, puzzle: puzzle.id, n: puzzle.n });
    this.opts.announce(t('puzzle.solved'));
  }

  /** @param {{ animate?: boolean }} [how] */
  redraw(how = {}) {
    const s = this.session?.state();
    const play = this.play;
    if (!s || !play) return;
    const playing = play.result === 'playing' && !play.solution && !play.answering && !this.paused;
    this.board.draw({ ...s, paused: !playing }, false, how);
    this.scorepad.update({ moves: s.moves, firstName: playerName(s, s.live.first), secondName: playerName(s, otherSide(this.opts.entry, s.live.first)), viewing: null });
    this.element.dataset.puzzleState = play.result;
    this.element.dataset.movesLeft = String(play.left);
    this.element.dataset.thinking = String(play.answering);
    this.drawStatus(play);
    this.drawButtons(play);
  }

  /** @param {PuzzlePlay} play */
  drawStatus(play) {
    const n = this.opts.puzzle.n;
    const left = t(play.left === 1 ? 'puzzle.left.one' : 'puzzle.left.other', { left: play.left });
    let text;
    if (play.solution) text = play.shown < play.solution.length ? t('puzzle.showing') : t('puzzle.shown');
    else if (play.answering) text = t('status.thinking');
    else if (play.result === 'solved') text = t('puzzle.solved');
    else if (play.result === 'failed') text = t('puzzle.failed');
    else text = t('puzzle.status', { n, left });
    replaceChildren(this.statusEl, play.answering ? h('span', { class: 'spinner', 'aria-hidden': 'true' }) : null, text);
  }

  /** @param {PuzzlePlay} play */
  drawButtons(play) {
    const { entry, puzzle, all } = this.opts;
    const next = nextPuzzle(all, entry.id, puzzle.id, solvedPuzzles());
    const nextRoute = next ? { page: /** @type {const} */ ('game'), game: entry.id, puzzle: next.id } : null;
    const more = play.solution && play.shown < play.solution.length;
    replaceChildren(this.buttons,
      button('puzzle-retry', t('puzzle.retry'), () => play.retry(), play.result === 'playing' && !play.solution ? '' : 'primary'),
      more
        ? button('puzzle-step', t('puzzle.step'), () => play.step(), 'primary')
        : button('puzzle-solution', t('puzzle.showSolution'), () => play.showSolution()),
      nextRoute
        ? h('a', { class: `btn${play.result === 'solved' ? ' primary' : ''}`, 'data-action': 'puzzle-next', href: this.opts.href(nextRoute),
          onclick: (/** @type {MouseEvent} */ e) => this.follow(e, nextRoute) }, t('puzzle.next'))
        : null);
  }

  /** @returns {OptionsReport} */
  options() {
    const s = this.session?.state();
    const report = openingReport(this.opts.entry, { mode: 'ai', level: 1, human: s?.play.human ?? this.opts.entry.human }, this.opts.puzzle.options, this.opts.coords);
    return { ...report, levelName: '' };
  }

  /** A parent page's `newGame` on a puzzle starts it over; other options only show. */
  newGame() {
    this.play?.retry();
  }

  /** @param {import('../embed.js').OptionChange} change */
  setOptions(change) {
    if (change.coords !== undefined) this.board.showCoordinates(change.coords);
  }

  /** @param {boolean} paused */
  setPaused(paused) {
    this.paused = paused;
    this.frame.showPaused(paused);
    this.redraw();
  }

  destroy() {
    this.play?.destroy();
    for (const off of this.teardown) off();
    this.session?.destroy();
    this.board.destroy();
  }
}
