// @ts-check
// The game page: wires a session (game/session.js) to its views — the
// board, the status bar, the scorepad, the controls, the line of facts —
// and its reporters (events for a parent page, the address bar, results),
// and lets the computer (game/computer.js) take its turns. The board is
// drawn from the engine's description before the engine itself is up; the
// session starts when it is. What is particular to a game comes from its
// presentation module (games/registry.js).

import { completeOptions, isSide, otherSide, startView } from './catalog.js';
import { createBoard } from './board.js';
import { h, replaceChildren } from './dom.js';
import { createComputer } from './game/computer.js';
import { createControls } from './game/controls.js';
import { followInAddress, recordResults, rememberedFirst, reportToParent } from './game/report.js';
import { createSession } from './game/session.js';
import { loadSettings, saveSettings, storedLevel, storedSide } from './game/settings.js';
import { createStatus } from './game/status.js';
import { gameText, playerName, resultText } from './game/words.js';
import { language, t } from './i18n.js';
import { createScorepad } from './scorepad.js';

/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./types.js').GameOptions} GameOptions */
/** @typedef {import('./types.js').Side} Side */
/** @typedef {import('./types.js').Mode} Mode */
/** @typedef {import('./engine.js').Engine} Engine */
/** @typedef {import('./games/registry.js').Presentation} Presentation */
/** @typedef {import('./url.js').Route} Route */
/** @typedef {import('./url.js').Note} Note */
/** @typedef {import('./board.js').Board} Board */
/** @typedef {import('./embed.js').OptionChange} OptionChange */
/** @typedef {import('./embed.js').OptionsReport} OptionsReport */
/** @typedef {import('./game/session.js').Session} Session */
/** @typedef {import('./game/session.js').SessionState} SessionState */

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
 */

/**
 * @typedef {Object} GamePage
 * @property {HTMLElement} element
 * @property {(engine: Engine) => void} attachEngine   the engine is up: the game starts
 * @property {() => void} destroy
 * @property {(options: OptionChange) => void} setOptions   as if the player chose them on the page
 * @property {(options: OptionChange) => void} newGame      applies the options, then starts a new game
 * @property {(paused: boolean) => void} setPaused   no thinking and no input while paused
 * @property {() => OptionsReport | null} options
 */

/** Performance entry the measurement script reads: the first moment a player can move. */
const INTERACTIVE_MARK = 'tabuleiro:interactive';

/**
 * @param {GamePageOptions} opts
 * @returns {GamePage}
 */
export function createGamePage(opts) {
  const { entry, presentation: pres, route } = opts;
  const game = entry.id;
  const stored = loadSettings();
  const emit = opts.emit ?? (() => {});

  // ---- choices: the address first, then what the player chose last time ----
  const play = {
    mode: route.mode ?? stored.mode ?? /** @type {Mode} */ ('ai'),
    level: route.level ?? storedLevel(stored, entry) ?? entry.defaultLevel,
    human: route.side ?? storedSide(stored, entry) ?? entry.human,
  };
  /** The start options: the address's (already checked), a remembered first mover, the defaults. */
  const remembered = rememberedFirst(game);
  let { options } = completeOptions(entry, {
    ...(remembered && entry.options.some((o) => o.name === 'first') ? { first: remembered } : {}),
    ...route.options,
  });
  const page = { coords: stored.coords, hints: /** @type {boolean | null} */ (null), paused: !!opts.paused, destroyed: false };
  const hintsOn = (/** @type {number} */ level) => entry.teaching && (page.hints ?? level === 1);

  /** @type {Session | null} */
  let session = null;
  /** @type {ReturnType<typeof createComputer> | null} */
  let computer = null;
  /** @type {Array<() => void>} */
  let unsubscribe = [];

  // ---- the page's elements ---------------------------------------------------
  /** @param {number} ply  a ply to show (Infinity: back to the game) */
  function viewPly(ply) {
    session?.view(ply);
    const s = session?.state();
    if (s) opts.announce(s.viewing === null ? t('announce.live') : t('announce.viewing', { ply: s.viewing }));
  }

  const status = createStatus(pres, {
    view: viewPly,
    playFromHere: () => {
      session?.playFromHere();
      opts.announce(t('announce.live'));
    },
    newGame: () => startNew(),
  });
  const controls = createControls(entry, {
    newGame: () => startNew(),
    undo: () => {
      session?.undo();
      opts.announce(t('announce.undone'));
    },
    redo: () => {
      session?.redo();
      opts.announce(t('announce.redone'));
    },
    help: () => computer?.help(),
    mode: (mode) => choose({ mode }),
    level: (level) => choose({ level }),
    side: (human) => choose({ human }),
    option: (name, value) => startNew({ [name]: value }),
    coords: (on) => {
      page.coords = on;
      remember();
      board?.showCoordinates(on);
      reportOptions();
    },
    hints: (on) => {
      page.hints = on;
      redraw();
    },
  });
  const scorepad = createScorepad({ onSelect: viewPly });
  const boardWrap = h('div', { class: 'board-wrap' });
  const infoBox = h('div', { class: 'info-box' });
  const playArea = h('div', { class: 'play' }, status.element, boardWrap, infoBox);
  const panel = h('aside', { class: 'panel', 'aria-label': t('game.panel') },
    controls.buttons,
    controls.settings,
    h('section', { class: 'record', 'aria-label': t('scorepad.title') },
      h('h2', { class: 'panel-title' }, t('scorepad.title')), scorepad.element),
    controls.results);
  const pausedOverlay = h('div', { class: 'paused-overlay', 'data-paused-overlay': '', hidden: true },
    h('p', { class: 'paused-card' }, h('strong', {}, t('pause.title')), h('span', {}, t('pause.text'))));
  const root = h(/** @type {'main'} */ (opts.tag), { class: 'game-page', id: 'main', 'data-game': game, 'data-thinking': 'false', 'data-paused': 'false' },
    playArea, panel, pausedOverlay);

  // ---- the board: drawn from the description, so it is up before the engine ----
  /** @type {Board | null} */
  let board = null;
  let boardGeometryKey = '';

  function ensureBoard() {
    const { geometry } = startView(entry, options);
    const key = JSON.stringify(geometry);
    if (board && key === boardGeometryKey) return;
    board?.destroy();
    boardGeometryKey = key;
    board = createBoard({
      geometry,
      handSize: entry.board.hand,
      onMove: (move, how) => playerMove(move.text, how.animate),
      onSweep: () => startNew(),
      announce: opts.announce,
      // The board may tell this while it redraws: let it finish first.
      onRemovalStep: () => queueMicrotask(redraw),
    });
    board.showCoordinates(page.coords);
    boardWrap.style.setProperty('--board-ratio', String(board.aspect));
    replaceChildren(boardWrap, board.element);
  }

  /** The start position, read-only, while the engine loads. */
  function drawPreview() {
    ensureBoard();
    const { start } = startView(entry, options);
    /** @type {import('./types.js').Snapshot} */
    const preview = {
      game, ply: 0, plies: 0, toMove: start?.toMove ?? entry.first, first: start?.toMove ?? entry.first,
      pieces: start?.pieces ?? [], marks: start?.marks ?? [], hand: start?.hand ?? {}, phases: start?.phases,
      lastMove: null, legal: [], outcome: null, nextFirst: null, noProgress: 0,
      noProgressLimit: entry.noProgressLimit ?? undefined, canUndo: false, canRedo: false,
    };
    board?.set({ snapshot: preview, legal: [], reserves: pres.reserves(entry, play.mode, play.human), sweepable: [], readOnly: true, teach: null });
    status.draw(null, false);
    controls.draw(null, { coords: page.coords, hints: !!hintsOn(play.level) }, false);
    replaceChildren(infoBox, pres.info ? pres.info(preview, false) : null);
  }

  // ---- drawing everything from the session's state ------------------------------
  /** @param {{ animate?: boolean }} [how] */
  function redraw(how = {}) {
    if (!session || !board || page.destroyed) return;
    const s = session.state();
    const teaching = !!hintsOn(s.play.level);
    const interactive = s.viewing === null && s.playerToMove && !s.thinking && !s.paused;
    /** @type {Side[]} */
    const sweepable = s.over && s.viewing === null && !s.thinking && !s.paused
      ? (s.play.mode === 'ai' ? [s.play.human] : entry.sides.map((x) => x.id)) : [];
    board.set({
      snapshot: s.shown,
      legal: interactive ? s.shown.legal : [],
      reserves: pres.reserves(entry, s.play.mode, s.play.human),
      sweepable,
      readOnly: s.viewing !== null,
      teach: teaching ? s.shown.hints ?? null : null,
    }, how);
    boardWrap.classList.toggle('history', s.viewing !== null);
    replaceChildren(infoBox, pres.info ? pres.info(s.shown, teaching) : null);
    if (interactive && performance.getEntriesByName(INTERACTIVE_MARK).length === 0) performance.mark(INTERACTIVE_MARK);
    scorepad.update({
      moves: s.moves,
      firstName: playerName(s, s.live.first),
      secondName: playerName(s, otherSide(entry, s.live.first)),
      viewing: s.viewing,
    });
    status.draw(s, board.removing());
    controls.draw(s, { coords: page.coords, hints: teaching }, session.playerCanUndo());
    root.dataset.thinking = String(!!s.thinking);
    root.dataset.over = String(s.over);
  }

  // ---- what the player does -----------------------------------------------------
  /**
   * @param {string} text
   * @param {boolean} animate
   */
  function playerMove(text, animate) {
    if (!session) return;
    const refused = session.play(text, { by: 'player', animate });
    if (refused) {
      opts.note({ key: 'note.moveRefused', vars: { move: text, message: refused } });
      redraw();
    }
  }

  /**
   * Says the move just played, then the result if it ended the game (the
   * last words win the live region).
   * @param {Session} s
   */
  function announceMove(s) {
    const { live } = s.state();
    if (live.lastMove) opts.announce(pres.describeMove(live.lastMove, s.byPly(live.ply - 1)));
    if (live.outcome) opts.announce(resultText(s.state(), live.outcome).join(' '));
  }

  /**
   * A new game: the options changed (say, the first mover), or the next
   * game with its first mover from the engine (the loser, where that is
   * the rule).
   * @param {Record<string, string>} [change]
   */
  function startNew(change = {}) {
    if (!session) return;
    const first = entry.options.some((o) => o.name === 'first') ? { first: session.nextFirst() } : {};
    options = completeOptions(entry, { ...options, ...first, ...change }).options;
    ensureBoard();
    session.newGame(options);
    opts.announce(gameText(game, 'announce.newGame', { side: t(`side.${session.state().live.first}`) }));
  }

  /** @param {Partial<import('./game/session.js').Play>} change */
  function choose(change) {
    session?.setPlay(change);
    remember();
    reportOptions();
  }

  function remember() {
    const s = session?.state();
    saveSettings(game, { mode: s?.play.mode ?? play.mode, side: s?.play.human ?? play.human, level: s?.play.level ?? play.level, coords: page.coords });
  }

  // ---- the parent page (embed.js) ------------------------------------------------
  /** @returns {OptionsReport | null} */
  function optionsReport() {
    const s = session?.state();
    if (!s) return null;
    return {
      mode: s.play.mode, level: s.play.level, levelName: entry.levels[s.play.level - 1] ?? '',
      side: s.play.human, first: s.live.first, lang: language(), coords: page.coords,
    };
  }

  function reportOptions() {
    emit('options', { game, options: optionsReport() });
  }

  /** @param {OptionChange} change  already checked against this game (embed.js) */
  function applyOptions(change) {
    /** @type {Partial<import('./game/session.js').Play>} */
    const next = {};
    if (change.mode !== undefined) next.mode = change.mode;
    if (change.level !== undefined) next.level = change.level;
    if (change.side !== undefined && isSide(entry, change.side)) next.human = change.side;
    session?.setPlay(next);
    if (change.coords !== undefined && change.coords !== page.coords) {
      page.coords = change.coords;
      board?.showCoordinates(page.coords);
    }
    remember();
  }

  /**
   * The game options of a change (first, size, start), as text.
   * @param {OptionChange} change
   * @returns {Record<string, string>}
   */
  function gameOptionsOf(change) {
    /** @type {Record<string, string>} */
    const out = {};
    for (const spec of entry.options) {
      const value = /** @type {Record<string, unknown>} */ (change)[spec.name];
      if (value !== undefined) out[spec.name] = String(value);
    }
    return out;
  }

  /** @param {boolean} next */
  function setPaused(next) {
    if (next === page.paused || page.destroyed) return;
    page.paused = next;
    showPaused();
    session?.setPaused(next);
    opts.announce(t(next ? 'announce.paused' : 'announce.resumed'));
  }

  function showPaused() {
    root.dataset.paused = String(page.paused);
    pausedOverlay.hidden = !page.paused;
    // Nothing under the overlay can be reached, by pointer or by keyboard.
    playArea.inert = page.paused;
    panel.inert = page.paused;
  }

  // ---- the engine arrives ----------------------------------------------------------
  /** @param {Engine} engine */
  function attachEngine(engine) {
    if (page.destroyed || session) return;
    const s = createSession({ entry, GameHandle: engine.GameHandle, play });
    session = s;
    unsubscribe = [
      reportToParent(s, emit, () => /** @type {OptionsReport} */ (optionsReport())),
      recordResults(s),
      followInAddress(s, opts.replaceRoute),
      s.subscribe((change) => {
        redraw({ animate: change.type === 'move' && change.animate });
        if (change.type === 'move') announceMove(s);
      }),
    ];
    s.setPaused(page.paused);
    let fault;
    try {
      fault = s.newGame(options, route.moves ?? [], !!opts.resume);
    } catch (err) {
      // Options the description allowed but the engine refused: the defaults then.
      opts.note({ key: 'note.badMoves', vars: { n: '?', move: '?', message: err instanceof Error ? err.message : String(err) } });
      options = completeOptions(entry, {}).options;
      fault = s.newGame(options, [], !!opts.resume);
    }
    if (fault) opts.note({ key: 'note.badMoves', vars: { n: fault.index, move: fault.move, message: fault.message } });
    if (!route.moves?.length) opts.announce(gameText(game, 'announce.newGame', { side: t(`side.${s.state().live.first}`) }));
    computer = createComputer({
      session: s,
      thinker: engine.thinker,
      onFailure: (message) => opts.note({ key: 'note.thinkFailed', vars: { message } }),
      onDead: () => {
        opts.note({ key: 'note.engineDead' });
        s.setPlay({ mode: 'local' });
      },
    });
  }

  // ---- start ---------------------------------------------------------------------
  showPaused();
  drawPreview();

  return {
    element: root,
    attachEngine,
    destroy() {
      page.destroyed = true;
      computer?.destroy();
      for (const off of unsubscribe) off();
      session?.destroy();
      board?.destroy();
    },
    setOptions(change) {
      applyOptions(change);
      const changed = gameOptionsOf(change);
      if (Object.keys(changed).length > 0) startNew(changed);
      reportOptions();
    },
    newGame(change) {
      applyOptions(change);
      startNew(gameOptionsOf(change));
    },
    setPaused,
    options: optionsReport,
  };
}
