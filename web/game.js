// @ts-check
// The game page: wires a session (game/session.js) to its views — board,
// status bar, scorepad, controls — and its reporters (events for a parent
// page, the address bar, results), and lets the computer (game/computer.js)
// take its turns. The board is drawn from the engine's description before
// the engine itself is up; the session starts when it is. What is
// particular to a game comes from its presentation module (games/).

import { completeOptions } from './catalog.js';
import { h } from './dom.js';
import { howToLink } from './howto/link.js';
import { createScorepad } from './scorepad.js';
import { t } from './i18n.js';
import { createBoardView } from './game/board-view.js';
import { createComputer } from './game/computer.js';
import { createControls } from './game/controls.js';
import { layoutGamePage } from './game/layout.js';
import { openingReport, optionsReport, playChange, startOptionsOf } from './game/parent.js';
import { followInAddress, recordResults, rememberedFirst, reportToParent } from './game/report.js';
import { createSession } from './game/session.js';
import { SoundCues, isRefusal } from './game/sounds.js';
import { openingChoices, saveSettings } from './game/settings.js';
import { createStatus } from './game/status.js';
import { GameTools } from './game/tools.js';
import { nextTask } from './tasks.js';
import { gameText, playerName, resultText } from './game/words.js';
import { otherSide } from './catalog.js';

/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./engine.js').Engine} Engine */
/** @typedef {import('./games/registry.js').Presentation} Presentation */
/** @typedef {import('./url.js').Route} Route */
/** @typedef {import('./url.js').Note} Note */
/** @typedef {import('./embed.js').OptionChange} OptionChange */
/** @typedef {import('./embed.js').OptionsReport} OptionsReport */
/** @typedef {import('./game/session.js').Session} Session */
/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {import('./record.js').RecordError} RecordError */

/**
 * @typedef {Object} GamePageOptions
 * @property {CatalogEntry} entry
 * @property {Presentation} presentation
 * @property {Route} route
 * @property {(route: Route) => void} replaceRoute   keeps the address in step (no history entry)
 * @property {(note: Note) => void} note            shows a note to the player
 * @property {(text: string) => void} announce      speaks through the aria-live region
 * @property {string} tag                           'main' or 'div' (when the host is already a <main>)
 * @property {(type: string, payload: Record<string, unknown>) => void} [emit]
 *   hears what a parent page is told (embed.js): gameStart, move, undo, gameEnd, options
 * @property {boolean} [paused]   opens paused (the parent's `pause` command)
 * @property {boolean} [resume]   the same game, rebuilt (a new language): no new gameStart
 * @property {(route: Route) => string} href     the address of a route
 * @property {(route: Route) => void} navigate   opens another page
 * @property {(game: string) => Promise<Engine>} engineFor   another game's engine (to check a record of that game)
 * @property {import('./game/sounds.js').CuePlayer} [sound]   the page's sound (sound.js)
 */

/**
 * The engine's message as part of a sentence that goes on (without its own full stop).
 * @param {string} message
 */
const sentence = (message) => message.replace(/[.。]\s*$/, '');

/** One game page; see the file's opening comment. */
export class GamePage {
  /** @type {Session | null} */
  session = null;
  /** @type {ReturnType<typeof createComputer> | null} */
  computer = null;
  /** @type {Array<() => void>} unsubscribers of the session's reporters */
  teardown = [];
  /** @type {SoundCues | null} */
  cues = null;
  /** @type {import('./types.js').GameHandleClass | null} the engine's match class, to check a record before opening it */
  GameHandle = null;
  // Built by mountFrame() (mount()'s first step), which every way of making a page calls before it is handed out (null only until then).
  /** @type {GameTools} */
  tools = /** @type {any} */ (null);
  /** @type {ReturnType<typeof layoutGamePage>} */
  frame = /** @type {any} */ (null);
  /** @type {HTMLElement} */
  element = /** @type {any} */ (null);
  /** @type {ReturnType<typeof createBoardView>} */
  board = /** @type {any} */ (null);

  /** @param {GamePageOptions} opts */
  constructor(opts) {
    this.opts = opts;
    this.entry = opts.entry;
    this.pres = opts.presentation;
    this.emit = opts.emit ?? (() => {});
    this.opening = openingChoices(this.entry, opts.route, rememberedFirst(this.entry.id));
    this.startOptions = this.opening.options;
    this.page = { coords: this.opening.coords, hints: /** @type {boolean | null} */ (null), paused: !!opts.paused };
    this.status = createStatus(this.pres, {
      view: (ply) => this.viewPly(ply),
      playFromHere: () => this.playFromHere(),
      newGame: () => this.startNew(),
    });
    this.controls = createControls(this.entry, this.controlActions());
    this.scorepad = createScorepad({ onSelect: (ply) => this.viewPly(ply) });
  }

  /**
   * Builds the rest of the page around the parts the constructor made and
   * draws its board and panel as they stand before the engine. In steps
   * (the parts, the frame and board view, the first drawing), so that the
   * first page of a visit can be built a step a task
   * (`createGamePageInTurn`): in one, a slow phone's main thread was held
   * too long.
   * @returns {this}
   */
  mount() {
    return this.mountFrame().drawFirst();
  }

  /** The page's frame, its tools and its board view, not yet drawn. */
  mountFrame() {
    const opts = this.opts;
    this.tools = new GameTools({ entry: this.entry, announce: opts.announce, openRecord: (r) => this.openRecord(r),
      redrawRecord: () => this.redrawRecord(), autoAnalysis: !opts.route.embed, dialogHost: () => this.element,
      loadFailed: (err) => opts.note({ key: 'note.loadFailed', vars: { message: err instanceof Error ? err.message : String(err) } }) });
    // The analysis switch sits with the settings.
    this.controls.settings.append(this.tools.review.toggle);
    this.frame = layoutGamePage({ tag: opts.tag, game: this.entry.id, status: this.status.element, buttons: this.controls.buttons,
      settings: this.controls.settings, scorepad: this.scorepad.element, results: this.controls.results, links: this.links(),
      review: this.tools.review.element, recordActions: this.tools.recordsButton, tools: this.tools.element,
      // In a frame the panel's size takes from the board's (a portrait
      // embed stacks them), so there it comes with the rest.
      staged: !opts.route.embed });
    this.element = this.frame.root;
    this.board = createBoardView({ entry: this.entry, pres: this.pres, wrap: this.frame.boardWrap, infoBox: this.frame.infoBox,
      announce: (text) => this.boardSays(text), onMove: (move, animate) => this.playerMove(move.text, animate),
      onSweep: () => this.startNew(), onRemovalStep: () => this.removalStep() });
    if (this.board.turnControl) this.controls.buttons.append(this.board.turnControl);
    return this;
  }

  /** The board and the panel as they stand before the engine. */
  drawFirst() {
    this.frame.showPaused(this.page.paused);
    const first = this.board.preview(this.startOptions, this.opening.play, () => this.frame.unveilInTurn());
    this.status.drawLoading({ entry: this.entry, live: first, play: this.opening.play, thinking: null, held: false });
    this.controls.drawResults(this.startOptions, this.opening.play.level);
    this.controls.draw(null, { coords: this.page.coords, hints: this.hintsOn(this.opening.play.level), mode: this.opening.play.mode }, false);
    return this;
  }

  /** @returns {HTMLElement} the links to the game's other pages */
  links() {
    /** @type {Route} */
    const puzzles = { page: 'puzzles', game: this.entry.id };
    return h('nav', { class: 'game-links', 'aria-label': t('game.more') },
      h('a', { class: 'btn small', href: this.opts.href(puzzles), 'data-action': 'puzzles', onclick: (/** @type {MouseEvent} */ e) => {
        if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        this.opts.navigate(puzzles);
      } }, t('action.puzzles')),
      // Also in the title bar; here it is there in an embed too, which has no title bar.
      howToLink(this.entry.id, { href: this.opts.href, navigate: this.opts.navigate }, 'btn small'));
  }

  /** @returns {import('./game/controls.js').ControlActions} */
  controlActions() {
    const { announce } = this.opts;
    return {
      newGame: () => this.startNew(),
      undo: () => { this.session?.undo(); announce(t('announce.undone')); },
      redo: () => { this.session?.redo(); announce(t('announce.redone')); },
      help: () => this.computer?.help(),
      hint: () => this.computer?.hint(),
      mode: (mode) => {
        // Two computers start playing when chosen, whatever an earlier pause said.
        if (mode === 'watch') this.session?.setHeld(false);
        this.choose({ mode });
      },
      level: (level) => this.choose({ level }),
      side: (human) => this.choose({ human }),
      option: (name, value) => this.startNew({ [name]: value }),
      coords: (on) => { this.setCoords(on); this.reportOptions(); },
      hints: (on) => { this.page.hints = on; this.redraw(); },
      watch: {
        level2: (level2) => this.choose({ level2 }),
        hold: (held) => { this.session?.setHeld(held); announce(t(held ? 'announce.watchHeld' : 'announce.watchGoes')); },
        step: () => this.computer?.step(),
      },
    };
  }

  /** @param {number} level  teaching aids: the player's choice this page's life, else on at the first level */
  hintsOn(level) {
    return this.entry.teaching && (this.page.hints ?? level === 1);
  }

  /** @param {{ animate?: boolean }} [how] */
  redraw(how = {}) {
    if (!this.session) return;
    const s = this.session.state();
    const teaching = this.hintsOn(s.play.level);
    this.frame.unveil();
    this.board.draw(s, teaching, how);
    this.redrawRecord();
    this.status.draw(s, this.board.removing());
    this.controls.draw(s, { coords: this.page.coords, hints: teaching }, this.session.playerCanUndo());
    this.frame.root.dataset.thinking = String(!!s.thinking);
    this.frame.root.dataset.over = String(s.over);
    this.frame.recordNote.textContent = s.hints > 0 ? t('record.hints', { n: s.hints }) : '';
    this.frame.recordNote.dataset.hints = String(s.hints);
    // Whose turn it is in the position on the board (Rastros marks that
    // player's goal on the board itself).
    this.frame.root.dataset.toMove = s.shown.outcome ? '' : s.shown.toMove;
  }

  /** The scorepad and the review beside it (the analysis answers apart from any move). */
  redrawRecord() {
    if (!this.session) return;
    const s = this.session.state();
    const second = otherSide(this.entry, s.live.first);
    this.scorepad.update({ moves: s.moves, firstName: playerName(s, s.live.first), secondName: playerName(s, second),
      firstSide: s.live.first, secondSide: second, viewing: s.viewing, marks: this.tools.marks() });
    this.tools.draw(s);
  }

  /**
   * @param {GameRecord} record   of another game than this page's
   * @returns {Promise<RecordError | null>}
   */
  async openOtherGame(record) {
    let engine;
    try {
      engine = await this.opts.engineFor(record.game);
    } catch (err) {
      return { key: 'records.refused', vars: { message: sentence(err instanceof Error ? err.message : String(err)) } };
    }
    const why = replayFault(engine.GameHandle, record);
    if (why) return why;
    this.opts.navigate({ page: 'game', game: record.game, options: record.options, moves: record.moves });
    return null;
  }

  /**
   * Opens a record the player pasted, once the engine has replayed all of
   * it: a record that breaks is named and the game in progress stays. A
   * record of another game is replayed by that game's engine, then opens
   * that game's page.
   * @param {GameRecord} record
   * @returns {RecordError | null | Promise<RecordError | null>}
   */
  openRecord(record) {
    const session = this.session;
    if (!session || !this.GameHandle) return { key: 'status.loading' };
    if (record.game !== this.entry.id) return this.openOtherGame(record);
    const why = replayFault(this.GameHandle, record);
    if (why) return why;
    this.startOptions = completeOptions(this.entry, record.options).options;
    this.board.ensure(this.startOptions);
    // Two computers wait on an opened record, so it can be looked at first.
    if (session.state().play.mode === 'watch') session.setHeld(true);
    session.newGame(this.startOptions, record.moves);
    return null;
  }

  /** @param {number} ply  a ply to show (Infinity: back to the game) */
  viewPly(ply) {
    this.session?.view(ply);
    const s = this.session?.state();
    if (s) this.opts.announce(s.viewing === null ? t('announce.live') : t('announce.viewing', { ply: s.viewing }));
  }

  playFromHere() {
    this.session?.playFromHere();
    this.opts.announce(t('announce.live'));
  }

  /** @param {string} text  the board's words for the live region; a refused drop is also heard */
  boardSays(text) {
    this.opts.announce(text);
    if (isRefusal(text)) this.cues?.refused();
  }

  /** The board's Morris removal step began or was cancelled. */
  removalStep() {
    this.redraw();
    this.cues?.removalStep(this.board.removing());
  }

  /** @param {string} text @param {boolean} animate */
  playerMove(text, animate) {
    const refused = this.session?.play(text, { by: 'player', animate });
    if (!refused) return;
    this.opts.note({ key: 'note.moveRefused', vars: { move: text, message: refused } });
    this.redraw();
  }

  /** Says the move just played, then the result if it ended the game (the last words win the live region). */
  announceMove() {
    const session = this.session;
    if (!session) return;
    const s = session.state();
    if (s.live.lastMove) this.opts.announce(this.pres.describeMove(s.live.lastMove, session.byPly(s.live.ply - 1)));
    if (s.live.outcome) this.opts.announce(resultText(s, s.live.outcome).join(' '));
  }

  /**
   * A new game: the options changed (say, the first mover), or the next
   * game with its first mover from the engine (the loser, where that is the rule).
   * @param {Record<string, string>} [change]
   */
  startNew(change = {}) {
    const session = this.session;
    if (!session) return;
    const first = this.entry.options.some((o) => o.name === 'first') ? { first: session.nextFirst() } : {};
    this.startOptions = completeOptions(this.entry, { ...this.startOptions, ...first, ...change }).options;
    this.board.ensure(this.startOptions);
    session.setHeld(false);
    session.newGame(this.startOptions);
    this.opts.announce(gameText(this.entry.id, 'announce.newGame', { side: t(`side.${session.state().live.first}`) }));
  }

  /** @param {Partial<import('./game/session.js').Play>} change */
  choose(change) {
    this.session?.setPlay(change);
    this.remember();
    this.reportOptions();
  }

  /** @param {boolean} on */
  setCoords(on) {
    this.page.coords = on;
    this.board.showCoordinates(on);
    this.remember();
  }

  remember() {
    const play = this.session?.state().play ?? this.opening.play;
    saveSettings(this.entry.id, { mode: play.mode, side: play.human, level: play.level, coords: this.page.coords });
  }

  /** @returns {OptionsReport} */
  options() {
    return this.session
      ? optionsReport(this.session.state(), this.page.coords)
      : openingReport(this.entry, this.opening.play, this.startOptions, this.page.coords);
  }

  reportOptions() {
    this.emit('options', { game: this.entry.id, options: this.options() });
  }

  /** @param {OptionChange} change  already checked against this game (embed.js) */
  applyOptions(change) {
    this.session?.setPlay(playChange(this.entry, change));
    if (change.coords !== undefined && change.coords !== this.page.coords) this.setCoords(change.coords);
    else this.remember();
  }

  /** @param {OptionChange} change  as if the player chose them on the page */
  setOptions(change) {
    this.applyOptions(change);
    const changed = startOptionsOf(this.entry, change);
    if (Object.keys(changed).length > 0) this.startNew(changed);
    this.reportOptions();
  }

  /** @param {OptionChange} change  applied, then a new game */
  newGame(change) {
    this.applyOptions(change);
    this.startNew(startOptionsOf(this.entry, change));
  }

  /** @param {boolean} paused  no thinking and no input while paused */
  setPaused(paused) {
    if (paused === this.page.paused) return;
    this.page.paused = paused;
    this.frame.showPaused(paused);
    this.session?.setPaused(paused);
    this.opts.announce(t(paused ? 'announce.paused' : 'announce.resumed'));
  }

  /** @param {Engine} engine  the engine is up: the game starts */
  attachEngine(engine) {
    if (this.session) return;
    const s = createSession({ entry: this.entry, GameHandle: engine.GameHandle, play: this.opening.play });
    this.session = s;
    // The game is drawn a task after it starts: the engine's first answers
    // (its code compiled as it first runs) and a redraw of the whole page
    // were one long task on a slow phone. The preview shows the start
    // meanwhile, read-only.
    let firstDrawWaits = true;
    nextTask().then(() => {
      firstDrawWaits = false;
      if (this.session === s) this.redraw();
    });
    this.GameHandle = engine.GameHandle;
    this.tools.attach(s, engine.thinker);
    this.teardown = [
      reportToParent(s, this.emit, () => this.options()),
      recordResults(s),
      followInAddress(s, this.opts.replaceRoute),
      this.listen(s),
      s.subscribe((change) => {
        if (firstDrawWaits) return;
        this.redraw({ animate: change.type === 'move' && change.animate });
        if (change.type === 'move') this.announceMove();
        if (change.type === 'hint' && s.state().hint) this.opts.announce(t('status.hint', { move: /** @type {string} */ (s.state().hint) }));
      }),
    ];
    this.startFromRoute(s);
    s.setPaused(this.page.paused);
    this.computer = createComputer({
      session: s,
      thinker: engine.thinker,
      onFailure: (message) => this.opts.note({ key: 'note.thinkFailed', vars: { message } }),
      onDead: () => {
        this.opts.note({ key: 'note.engineDead' });
        s.setPlay({ mode: 'local' });
      },
    });
  }

  /**
   * The session's sounds, when the page has sound.
   * @param {Session} s
   * @returns {() => void} unsubscribe
   */
  listen(s) {
    if (!this.opts.sound) return () => {};
    const cues = new SoundCues(s, this.opts.sound);
    this.cues = cues;
    return () => cues.destroy();
  }

  /**
   * The game the address names: its record replayed (a broken one is cut
   * before its fault, with a note); options the engine refuses give way to
   * the defaults.
   * @param {Session} s
   */
  startFromRoute(s) {
    const { route, resume, note } = this.opts;
    let fault;
    try {
      fault = s.newGame(this.startOptions, route.moves ?? [], !!resume);
    } catch (err) {
      note({ key: 'note.badMoves', vars: { n: '?', move: '?', message: err instanceof Error ? err.message : String(err) } });
      this.startOptions = completeOptions(this.entry, {}).options;
      this.board.ensure(this.startOptions);
      fault = s.newGame(this.startOptions, [], !!resume);
    }
    if (fault) note({ key: 'note.badMoves', vars: { n: fault.index, move: fault.move, message: fault.message } });
    if (!route.moves?.length) {
      this.opts.announce(gameText(this.entry.id, 'announce.newGame', { side: t(`side.${s.state().live.first}`) }));
    }
  }

  destroy() {
    this.tools.destroy();
    this.computer?.destroy();
    for (const off of this.teardown) off();
    this.session?.destroy();
    this.session = null;
    this.board.destroy();
  }
}

/**
 * @param {GamePageOptions} opts
 * @returns {GamePage}
 */
export function createGamePage(opts) {
  return new GamePage(opts).mount();
}

/**
 * The same page built over four tasks (after the title bar's, its parts,
 * its frame and board view, its first drawing), for the first page of a
 * visit, whose start shares the main thread with everything else that
 * starts.
 * @param {GamePageOptions} opts
 * @returns {Promise<GamePage>}
 */
export async function createGamePageInTurn(opts) {
  await nextTask();
  const page = new GamePage(opts);
  await nextTask();
  page.mountFrame();
  await nextTask();
  return page.drawFirst();
}

/**
 * Replays a record with an engine: why it breaks, or null.
 * @param {import('./types.js').GameHandleClass} GameHandle   the engine of the record's game
 * @param {GameRecord} record
 * @returns {RecordError | null}
 */
function replayFault(GameHandle, record) {
  let fault;
  try {
    const handle = new GameHandle(record.game, record.options, record.moves);
    fault = handle.fault();
    handle.free?.();
  } catch (err) {
    return { key: 'records.refused', vars: { message: sentence(err instanceof Error ? err.message : String(err)) } };
  }
  if (!fault) return null;
  return { key: 'records.fault', vars: { n: fault.index, move: fault.move, line: record.lines[fault.index - 1] ?? '?', message: sentence(fault.message) } };
}
