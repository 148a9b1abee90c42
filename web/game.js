// @ts-check
// The game page: one match against the computer or between two players on
// one device. It owns the engine's GameHandle and wires the generic pieces
// together — board, scorepad, controls, results — redrawing all of them from
// the engine's snapshot after every change. What is particular to a game
// comes from its presentation module (games.js).

import { createBoard } from './board.js';
import { h, replaceChildren } from './dom.js';
import { language, t } from './i18n.js';
import { clearResults, recordResult, renderResults } from './results.js';
import { createScorepad } from './scorepad.js';
import { asRecord, readJSON, writeJSON } from './storage.js';

/** @typedef {import('./types.js').Engine} Engine */
/** @typedef {import('./types.js').GameHandle} GameHandle */
/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').Side} Side */
/** @typedef {import('./types.js').Mode} Mode */
/** @typedef {import('./types.js').Outcome} Outcome */
/** @typedef {import('./games.js').Presentation} Presentation */
/** @typedef {import('./url.js').Route} Route */
/** @typedef {import('./url.js').Note} Note */
/** @typedef {import('./board.js').Board} Board */
/** @typedef {import('./embed.js').OptionChange} OptionChange */
/** @typedef {import('./embed.js').OptionsReport} OptionsReport */

/**
 * @typedef {Object} GamePageOptions
 * @property {Engine} engine
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
 * @property {() => void} destroy
 * @property {(options: OptionChange) => void} setOptions   as if the player chose them on the page
 * @property {(options: OptionChange) => void} newGame      applies the options, then starts a new game
 * @property {(paused: boolean) => void} setPaused   no thinking and no input while paused
 * @property {() => OptionsReport} options
 */

/** A computer reply is shown no sooner than this after the player's move, so it reads as a reply. */
const MIN_REPLY_MS = 500;
/** Performance entries the measurement script reads. */
const INTERACTIVE_MARK = 'tabuleiro:interactive';
const THINK_MEASURE = 'tabuleiro:think';

const SETTINGS_KEY = 'settings.v1';

/**
 * @typedef {Object} Settings
 * @property {Mode} [mode]
 * @property {Side} [side]
 * @property {Record<string, number>} levels   by game, 1-based
 * @property {boolean} coords
 */

/** @returns {Settings} */
function loadSettings() {
  return readJSON(SETTINGS_KEY, (raw) => {
    const r = asRecord(raw);
    if (!r) return null;
    /** @type {Settings} */
    const out = { levels: {}, coords: r.coords !== false };
    if (r.mode === 'ai' || r.mode === 'local') out.mode = r.mode;
    if (r.side === 'white' || r.side === 'black' || r.side === 'p1' || r.side === 'p2') out.side = r.side;
    const levels = asRecord(r.levels);
    for (const [game, n] of Object.entries(levels ?? {})) {
      if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 20) out.levels[game] = n;
    }
    return out;
  }, { levels: {}, coords: true });
}

/**
 * The last finished game of each kind in this page's life: who moved first
 * and who won, so the next game starts with its loser. Kept in memory on
 * purpose: a reload starts afresh with the default first mover
 * (docs/decisions.md), while going home and back keeps it.
 * @type {Map<string, { first: Side, winner: Side | 'draw' }>}
 */
const lastGames = new Map();

/**
 * @param {number} ms
 * @returns {Promise<void>}
 */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {GamePageOptions} opts
 * @returns {GamePage}
 */
export function createGamePage(opts) {
  const { engine, entry, presentation: pres, route } = opts;
  const game = entry.id;
  const settings = loadSettings();

  // ---- settings: the address first, then what the player chose last time ----
  /** @type {Mode} */
  let mode = route.mode ?? settings.mode ?? 'ai';
  let level = route.level ?? settings.levels[game] ?? Math.min(2, entry.levels.length);
  /** @type {Side} */
  let human = [route.side, settings.side].find((x) => x !== undefined && pres.sides.includes(x)) ?? pres.defaultHumanSide;
  /** The game's own start options (size, start rule), as strings. */
  /** @type {Record<string, string>} */
  const gameOpts = {};
  for (const o of pres.options ?? []) {
    const fromRoute = o.name === 'size' ? (route.size === undefined ? undefined : String(route.size)) : route.start;
    gameOpts[o.name] = fromRoute ?? o.fallback;
  }
  /**
   * A text this game may word its own way (`<key>.<game>`, e.g. Portuguese
   * "Jogador 1" does not take the plural article of "as Brancas").
   * @param {string} key
   * @param {Record<string, string | number>} [vars]
   */
  const tg = (key, vars) => {
    const own = `${key}.${game}`;
    const text = t(own, vars);
    return text === own ? t(key, vars) : text;
  };
  /** @param {Side} side */
  const otherSide = (side) => pres.sides.find((x) => x !== side) ?? side;
  let showCoords = settings.coords;
  /** Teaching aids: the player's choice this page's life, else on at the first level. */
  /** @type {boolean | null} */
  let hintsChosen = null;
  const hintsOn = () => !!pres.teaching && (hintsChosen ?? level === 1);
  const hasFirst = pres.firstOption !== false;

  // ---- game state (the engine's) and page state --------------------------
  /** @type {GameHandle} */
  let handle;
  /** @type {Side} */
  let first;
  /** @type {number | null} a past ply on view; null for the live game */
  let viewing = null;
  /** Each search gets a token; a result whose token is stale is dropped. */
  let thinkToken = 0;
  /** @type {null | 'computer' | 'helper'} */
  let thinking = null;
  /** The end of this game has been counted (results, who starts next). */
  let settled = false;
  let destroyed = false;
  /** Paused by the parent page: no thinking, no input. */
  let paused = !!opts.paused;
  /** The record as the parent was last told it, and whether it heard of the end. */
  /** @type {string[]} */
  let reported = [];
  let endReported = false;
  const emit = opts.emit ?? (() => {});

  // ---- the page's elements ---------------------------------------------------
  const statusEl = h('p', { class: 'status', 'data-status': '' });
  const barActions = h('div', { class: 'bar-actions' });
  const bar = h('section', { class: 'bar', 'aria-label': t('game.statusRegion') }, statusEl, barActions);
  const boardWrap = h('div', { class: 'board-wrap' });
  const scorepad = createScorepad({ onSelect: viewPly });
  const resultsBox = h('div', { class: 'results-box' });

  /**
   * @param {string} action
   * @param {string} label
   * @param {() => void} onClick
   * @param {string} [extraClass]
   */
  const button = (action, label, onClick, extraClass = '') =>
    h('button', { type: 'button', class: `btn ${extraClass}`.trim(), 'data-action': action, onclick: onClick }, label);

  const newGameBtn = button('new-game', t('action.newGame'), () => newGame(firstForNext()), 'primary');
  const undoBtn = button('undo', t('action.undo'), undo);
  const redoBtn = button('redo', t('action.redo'), redo);
  const aiBtn = button('ai-move', t('action.aiMove'), () => startThinking('helper'));
  const playFromHereBtn = button('play-from-here', t('action.playFromHere'), playFromHere, 'small');

  /**
   * A labelled native select bound to `data-option`.
   * @param {string} option
   * @param {string} label
   * @param {Array<[string, string]>} choices  value, text
   * @param {(value: string) => void} onChange
   */
  function select(option, label, choices, onChange) {
    const id = `opt-${option}`;
    const el = h('select', { id, 'data-option': option, onchange: () => onChange(el.value) },
      ...choices.map(([value, text]) => h('option', { value }, text)));
    return { el, wrap: h('div', { class: 'field' }, h('label', { for: id }, label), el) };
  }

  const modeSel = select('mode', t('option.mode'), [['ai', t('mode.ai')], ['local', t('mode.local')]], (v) => {
    changeMode(/** @type {Mode} */ (v));
    reportOptions();
  });
  const levelSel = select('level', t('option.level'), entry.levels.map((name, i) => [String(i + 1), t(`level.${name}`)]), (v) => {
    changeLevel(Number(v));
    reportOptions();
  });
  const sideSel = select('side', t('option.side'), pres.sides.map((side) => [side, t(`side.${side}`)]), (v) => {
    changeSide(/** @type {Side} */ (v));
    reportOptions();
  });
  const firstSel = select('first', t('option.first'), pres.sides.map((side) => [side, t(`side.${side}`)]), (v) => newGame(/** @type {Side} */ (v)));
  const gameSels = (pres.options ?? []).map((o) => {
    const sel = select(o.name, t(o.label), o.choices.map(([value, key]) => [value, t(key)]), (v) => {
      gameOpts[o.name] = v;
      newGame(firstForNext());
    });
    // A value from the address that is not one of the choices (a start square) is shown too.
    const value = gameOpts[o.name];
    if (value !== undefined && !o.choices.some(([c]) => c === value)) sel.el.append(h('option', { value }, value));
    return { name: o.name, ...sel };
  });
  const coordsBox = h('input', { type: 'checkbox', id: 'opt-coords', 'data-option': 'coords', onchange: () => {
    changeCoords(coordsBox.checked);
    reportOptions();
  } });

  const hintsBox = h('input', { type: 'checkbox', id: 'opt-hints', 'data-option': 'hints', onchange: () => {
    hintsChosen = hintsBox.checked;
    refresh();
  } });

  const settingsEl = h('fieldset', { class: 'settings' },
    h('legend', { class: 'visually-hidden' }, t('game.settings')),
    modeSel.wrap, levelSel.wrap, sideSel.wrap, hasFirst ? firstSel.wrap : null, ...gameSels.map((g) => g.wrap),
    pres.teaching ? h('div', { class: 'field check' }, hintsBox, h('label', { for: 'opt-hints' }, t('option.hints'))) : null,
    h('div', { class: 'field check' }, coordsBox, h('label', { for: 'opt-coords' }, t('option.coords'))));

  const resultsDetails = h('details', { class: 'results-details' },
    h('summary', {}, t('results.title')), resultsBox);

  const panel = h('aside', { class: 'panel', 'aria-label': t('game.panel') },
    h('div', { class: 'controls' }, newGameBtn, undoBtn, redoBtn, aiBtn),
    settingsEl,
    h('section', { class: 'record', 'aria-label': t('scorepad.title') },
      h('h2', { class: 'panel-title' }, t('scorepad.title')), scorepad.element),
    resultsDetails);

  const infoBox = h('div', { class: 'info-box' });
  const play = h('div', { class: 'play' }, bar, boardWrap, infoBox);
  const pausedOverlay = h('div', { class: 'paused-overlay', 'data-paused-overlay': '', hidden: true },
    h('p', { class: 'paused-card' }, h('strong', {}, t('pause.title')), h('span', {}, t('pause.text'))));
  const root = h(/** @type {'main'} */ (opts.tag), { class: 'game-page', id: 'main', 'data-game': game, 'data-thinking': 'false', 'data-paused': 'false' },
    play,
    panel,
    pausedOverlay);

  // ---- the board -------------------------------------------------------------
  /** @type {Board | null} */
  let board = null;
  let boardGeometryKey = '';

  function ensureBoard() {
    const geometry = handle.geometry();
    const key = JSON.stringify(geometry);
    if (board && key === boardGeometryKey) return;
    board?.destroy();
    boardGeometryKey = key;
    const start = handle.snapshot(0);
    board = createBoard({
      geometry,
      handSize: Math.max(start.hand[0] ?? 0, start.hand[1] ?? 0),
      onMove: (move, how) => playMove(move.text, how.animate),
      onSweep: () => newGame(firstForNext()),
      announce: opts.announce,
      // The board may tell this while it redraws: let it finish first.
      onRemovalStep: () => queueMicrotask(() => refresh()),
    });
    board.showCoordinates(showCoords);
    boardWrap.style.setProperty('--board-ratio', String(board.aspect));
    replaceChildren(boardWrap, board.element);
  }

  // ---- starting a game ---------------------------------------------------------
  /**
   * Opens a match, replaying `moves`. A record that goes wrong part-way keeps
   * the moves before the fault and says which move failed and why.
   * @param {Side} firstSide
   * @param {string[]} moves
   * @returns {GameHandle}
   */
  function openMatch(firstSide, moves) {
    /** @type {import('./types.js').GameOptions} */
    const options = hasFirst ? { first: firstSide } : {};
    if (gameOpts.size !== undefined) options.size = Number(gameOpts.size);
    if (gameOpts.start !== undefined) options.start = gameOpts.start;
    try {
      return new engine.GameHandle(game, options, moves);
    } catch (err) {
      const fresh = new engine.GameHandle(game, options, []);
      for (let i = 0; i < moves.length; i += 1) {
        try {
          fresh.play(moves[i]);
        } catch (moveErr) {
          opts.note({ key: 'note.badMoves', vars: { n: i + 1, move: moves[i], message: messageOf(moveErr) } });
          return fresh;
        }
      }
      opts.note({ key: 'note.badMoves', vars: { n: '?', move: '?', message: messageOf(err) } });
      return fresh;
    }
  }

  /**
   * @param {Side} firstSide
   * @param {string[]} [moves]
   */
  function newGame(firstSide, moves = [], quiet = false) {
    cancelThinking();
    const next = openMatch(firstSide, moves);
    handle?.free?.();
    handle = next;
    // Where the rules fix the first mover, a requested one is ignored.
    first = hasFirst ? firstSide : pres.defaultFirst;
    viewing = null;
    settled = !!handle.snapshot().outcome; // a shared finished game is not a new result
    reported = handle.moves();
    endReported = quiet && settled;
    if (!quiet) emit('gameStart', { game, options: optionsReport(), moves: [...reported] });
    ensureBoard();
    refresh();
    if (moves.length === 0) opts.announce(tg('announce.newGame', { side: t(`side.${first}`) }));
    maybeThink();
  }

  /** Who moves first in the next game: the loser of this one (RULES.md). */
  function firstForNext() {
    const outcome = handle.snapshot().outcome;
    if (outcome && outcome.winner !== 'p1' && outcome.winner !== 'p2') {
      return pres.nextFirst(engine, first, outcome.winner);
    }
    return first; // unfinished: the same side starts again
  }

  /** @returns {Side} who starts when the page opens without `first=` */
  function openingFirst() {
    if (!hasFirst) return pres.defaultFirst;
    if (route.first) return route.first;
    const prev = lastGames.get(game);
    return prev ? pres.nextFirst(engine, prev.first, prev.winner) : pres.defaultFirst;
  }

  // ---- moves -----------------------------------------------------------------------
  /**
   * @param {string} text
   * @param {boolean} animate
   */
  function playMove(text, animate) {
    const mover = handle.snapshot().toMove;
    try {
      handle.play(text);
    } catch (err) {
      opts.note({ key: 'note.moveRefused', vars: { move: text, message: messageOf(err) } });
      refresh();
      return;
    }
    const live = handle.snapshot();
    if (live.lastMove) opts.announce(pres.describeMove(live.lastMove, mover));
    refresh({ animate: animate && viewing === null });
    if (live.outcome) opts.announce(resultText(live.outcome).join(' '));
    maybeThink();
  }

  function undo() {
    cancelThinking();
    viewing = null;
    if (!handle.undo()) return refresh();
    // Against the computer, take back the player's move and the reply to it.
    if (mode === 'ai') {
      while (handle.snapshot().toMove !== human && handle.snapshot().canUndo) handle.undo();
    }
    opts.announce(t('announce.undone'));
    refresh();
    maybeThink();
  }

  function redo() {
    cancelThinking();
    viewing = null;
    if (!handle.redo()) return refresh();
    if (mode === 'ai') {
      while (handle.snapshot().toMove !== human && handle.snapshot().canRedo) handle.redo();
    }
    opts.announce(t('announce.redone'));
    refresh();
    maybeThink();
  }

  /** Whether the player has a move of their own to take back. */
  function playerCanUndo() {
    const live = handle.snapshot();
    if (!live.canUndo) return false;
    if (mode === 'local') return true;
    // Some ply so far was the player's: the side to move at ply 0 or 1.
    if (handle.snapshot(0).toMove === human) return true;
    return live.ply >= 2 && handle.snapshot(1).toMove === human;
  }

  // ---- the computer ------------------------------------------------------------
  function maybeThink() {
    if (destroyed || thinking || paused || mode !== 'ai') return;
    const live = handle.snapshot();
    if (live.outcome || live.toMove === human) return;
    startThinking('computer');
  }

  /**
   * Asks the worker for a move and plays it, unless the game changed
   * meanwhile (then the answer is stale and dropped).
   * @param {'computer' | 'helper'} purpose
   */
  async function startThinking(purpose) {
    const live = handle.snapshot();
    if (thinking || live.outcome || destroyed || paused) return;
    const token = ++thinkToken;
    setThinking(purpose);
    const started = performance.now();
    try {
      const report = await engine.thinker.think({ game, options: handle.options(), moves: handle.moves(), level });
      performance.measure(THINK_MEASURE, { start: started });
      if (token !== thinkToken) return;
      const wait = MIN_REPLY_MS - (performance.now() - started);
      if (wait > 0) await sleep(wait);
      if (token !== thinkToken) return;
      setThinking(null);
      playMove(report.move, true);
    } catch (err) {
      if (token !== thinkToken) return; // cancelled on purpose, or superseded
      setThinking(null);
      if (!(err instanceof Error && err.name === 'AbortError')) {
        opts.note({ key: 'note.thinkFailed', vars: { message: messageOf(err) } });
      }
      refresh();
    }
  }

  function cancelThinking() {
    if (!thinking) return;
    thinkToken += 1;
    setThinking(null);
    try {
      engine.thinker.cancel();
    } catch {
      // the worker client restarts itself; nothing to do here
    }
  }

  /** @param {null | 'computer' | 'helper'} what */
  function setThinking(what) {
    thinking = what;
    root.dataset.thinking = String(!!what);
    refresh();
  }

  // ---- viewing the record ----------------------------------------------------------
  /** @param {number} ply */
  function viewPly(ply) {
    const plies = handle.moves().length;
    viewing = ply >= plies ? null : Math.max(0, ply);
    refresh();
    opts.announce(viewing === null ? t('announce.live') : t('announce.viewing', { ply: viewing }));
  }

  // ---- settings ----------------------------------------------------------------------
  function saveSettings() {
    writeJSON(SETTINGS_KEY, { mode, side: human, levels: { ...settings.levels, [game]: level }, coords: showCoords });
    settings.levels[game] = level;
  }

  /** Cuts the record at the ply on view and plays on from there. */
  function playFromHere() {
    if (viewing === null) return;
    cancelThinking();
    handle.truncate(viewing);
    viewing = null;
    settled = !!handle.snapshot().outcome;
    opts.announce(t('announce.live'));
    refresh();
    maybeThink();
  }

  /** @param {Mode} next */
  function changeMode(next) {
    if (next === mode) return;
    cancelThinking();
    mode = next;
    saveSettings();
    refresh();
    maybeThink();
  }

  /** @param {number} next */
  function changeLevel(next) {
    level = next;
    saveSettings();
    // A search under way was asked at the old level: ask again.
    if (thinking === 'computer') {
      cancelThinking();
      maybeThink();
    }
    refresh();
  }

  /** @param {Side} next */
  function changeSide(next) {
    if (next === human) return;
    cancelThinking();
    human = next;
    saveSettings();
    refresh();
    maybeThink();
  }

  /** @param {boolean} show */
  function changeCoords(show) {
    showCoords = show;
    saveSettings();
    board?.showCoordinates(show);
  }

  // ---- the parent page (embed.js): reports and commands ---------------------------
  /** @returns {OptionsReport} */
  function optionsReport() {
    return { mode, level, levelName: entry.levels[level - 1] ?? '', side: human, first, lang: language(), coords: showCoords };
  }

  function reportOptions() {
    emit('options', { game, options: optionsReport() });
  }

  /**
   * Tells the parent what changed in the live record since it last heard:
   * a cut (undo) first, then each new ply, then the end.
   * @param {Snapshot} live
   */
  function reportRecord(live) {
    const moves = handle.moves();
    let same = 0;
    while (same < reported.length && same < moves.length && reported[same] === moves[same]) same += 1;
    if (same < reported.length) emit('undo', { game, plies: same });
    for (let i = same; i < moves.length; i += 1) {
      emit('move', { game, ply: i + 1, notation: moves[i], by: handle.snapshot(i).toMove });
    }
    reported = moves;
    if (live.outcome && !endReported) {
      endReported = true;
      emit('gameEnd', { game, winner: live.outcome.winner, reason: live.outcome.reason, plies: moves.length });
    } else if (!live.outcome) {
      endReported = false;
    }
  }

  /**
   * Options already checked against this game (app.js).
   * @param {OptionChange} change
   */
  function applyOptions(change) {
    if (change.mode !== undefined) changeMode(change.mode);
    if (change.level !== undefined && change.level !== level) changeLevel(change.level);
    if (change.side !== undefined) changeSide(/** @type {Side} */ (change.side));
    if (change.coords !== undefined && change.coords !== showCoords) changeCoords(change.coords);
  }

  /** @param {boolean} next */
  function setPaused(next) {
    if (next === paused || destroyed) return;
    paused = next;
    if (paused) cancelThinking();
    showPaused();
    refresh();
    opts.announce(t(paused ? 'announce.paused' : 'announce.resumed'));
    maybeThink();
  }

  function showPaused() {
    root.dataset.paused = String(paused);
    pausedOverlay.hidden = !paused;
    // Nothing under the overlay can be reached, by pointer or by keyboard.
    play.inert = paused;
    panel.inert = paused;
  }

  // ---- words --------------------------------------------------------------------------
  /**
   * @param {Side} side
   * @returns {string}
   */
  function playerName(side) {
    const colour = t(`side.${side}`);
    if (mode === 'local') return colour;
    return t(side === human ? 'player.you' : 'player.me', { side: colour });
  }

  /**
   * The headline and the reason of a finished game.
   * @param {Outcome} outcome
   * @returns {[string, string]}
   */
  function resultText(outcome) {
    const w = outcome.winner;
    if (w === 'draw') {
      // A game may say its own draw rule more precisely (Six Stones: 80 plies).
      const own = `why.${outcome.reason}.${game}`;
      const text = t(own);
      return [t('result.draw'), text === own ? t(`why.${outcome.reason}`) : text];
    }
    const winner = /** @type {Side} */ (w);
    const loser = otherSide(winner);
    const view = mode === 'ai' ? (winner === human ? 'you' : 'me') : 'side';
    const headline = view === 'side' ? tg('result.sideWins', { side: t(`side.${winner}`) }) : t(view === 'you' ? 'result.youWin' : 'result.iWin');
    const key = `why.${outcome.reason}.${view}`;
    const why = tg(key, { winner: t(`side.${winner}`), loser: t(`side.${loser}`) });
    return [headline, why === key ? '' : why];
  }

  /**
   * @param {Snapshot} live
   * @returns {string}
   */
  function turnText(live) {
    const hint = pres.turnHint(live);
    if (thinking === 'computer') return t('status.thinking');
    if (thinking === 'helper') return tg('status.thinkingFor', { side: t(`side.${live.toMove}`) });
    if (board?.removing()) {
      const them = t(`side.${otherSide(live.toMove)}`);
      return mode === 'ai' ? t('status.yourTurn.remove', { them }) : t('status.sideTurn.remove', { side: t(`side.${live.toMove}`), them });
    }
    if (mode === 'ai') {
      return live.toMove === human ? t(`status.yourTurn.${hint}`) : t('status.myTurn');
    }
    return t(`status.sideTurn.${hint}`, { side: t(`side.${live.toMove}`) });
  }

  // ---- redrawing everything from the engine's snapshot ------------------------------
  /** @param {{ animate?: boolean }} [how] */
  function refresh(how = {}) {
    if (!handle || !board || destroyed) return;
    const live = handle.snapshot();
    const snap = viewing === null ? live : handle.snapshot(viewing);
    const over = !!live.outcome;
    if (over) settle(/** @type {Outcome} */ (live.outcome));

    reportRecord(live);
    const yourTurn = mode === 'local' || live.toMove === human;
    const interactive = viewing === null && !over && !thinking && !paused && yourTurn;
    /** @type {Side[]} */
    const sweepable = over && viewing === null && !thinking && !paused ? (mode === 'ai' ? [human] : [...pres.sides]) : [];
    board.set({
      snapshot: snap,
      legal: interactive ? snap.legal : [],
      reserves: pres.reserves(mode, human),
      sweepable,
      readOnly: viewing !== null,
      teach: hintsOn() ? snap.hints ?? null : null,
    }, how);
    replaceChildren(infoBox, pres.info ? pres.info(snap, hintsOn()) : null);
    boardWrap.classList.toggle('history', viewing !== null);
    // The first moment a player can move: measured by scripts/measure-web.sh.
    if (interactive && performance.getEntriesByName(INTERACTIVE_MARK).length === 0) {
      performance.mark(INTERACTIVE_MARK);
    }

    scorepad.update({
      moves: handle.moves(),
      firstName: playerName(first),
      secondName: playerName(otherSide(first)),
      viewing,
    });

    // The bar: turn, history view or result (the result banner is the bar itself).
    bar.dataset.state = viewing !== null ? 'history' : over ? 'over' : 'play';
    root.dataset.over = String(over);
    if (over && live.outcome) {
      const w = live.outcome.winner;
      bar.setAttribute('data-result', '');
      bar.dataset.winner = w;
      bar.dataset.tone = w === 'draw' || mode !== 'ai' ? 'neutral' : w === human ? 'win' : 'loss';
    } else {
      bar.removeAttribute('data-result');
      delete bar.dataset.winner;
      delete bar.dataset.tone;
    }
    if (viewing !== null) {
      statusEl.textContent = viewing === 0 ? t('status.viewingStart') : t('status.viewing', { ply: viewing, plies: live.plies });
      replaceChildren(barActions,
        button('history-prev', t('action.prev'), () => viewPly(Math.max(0, (viewing ?? 0) - 1)), 'small'),
        button('history-next', t('action.next'), () => viewPly((viewing ?? 0) + 1), 'small'),
        playFromHereBtn,
        button('back-to-game', t('action.backToGame'), () => viewPly(Infinity), 'primary small'));
    } else if (over && live.outcome) {
      const [headline, why] = resultText(live.outcome);
      replaceChildren(statusEl, h('strong', {}, headline), why ? ` ${why}` : '');
      replaceChildren(barActions,
        h('span', { class: 'hint' }, tg('result.again')),
        button('new-game', t('action.newGame'), () => newGame(firstForNext()), 'primary small'));
    } else {
      replaceChildren(statusEl, thinking ? h('span', { class: 'spinner', 'aria-hidden': 'true' }) : null, turnText(live));
      replaceChildren(barActions);
    }

    // Controls.
    undoBtn.disabled = !playerCanUndo();
    redoBtn.disabled = !live.canRedo;
    aiBtn.disabled = over || !!thinking || viewing !== null || (mode === 'ai' && live.toMove !== human);
    modeSel.el.value = mode;
    levelSel.el.value = String(level);
    sideSel.el.value = human;
    sideSel.el.disabled = mode !== 'ai';
    firstSel.el.value = first;
    for (const g of gameSels) g.el.value = gameOpts[g.name] ?? '';
    coordsBox.checked = showCoords;
    hintsBox.checked = hintsOn();
    replaceChildren(resultsBox,
      renderResults(game, entry.levels, entry.levels[level - 1] ?? '', resultsVariants()),
      button('clear-results', t('action.clearResults'), () => {
        clearResults(game);
        refresh();
      }, 'small'));

    opts.replaceRoute({
      page: 'game', game, mode, level, side: human, first: hasFirst ? first : undefined, moves: handle.moves(),
      size: gameOpts.size === undefined ? undefined : Number(gameOpts.size), start: gameOpts.start,
    });
  }

  /**
   * Notes a finished game: who starts the next one (every time, so an undo
   * followed by a different ending counts), and the results table against
   * the computer (once per game).
   * @param {Outcome} outcome
   */
  function settle(outcome) {
    const winner = outcome.winner;
    if (hasFirst) lastGames.set(game, { first, winner });
    if (settled) return;
    settled = true;
    if (mode === 'ai') {
      const levelName = entry.levels[level - 1];
      const variant = pres.resultsBy ? gameOpts[pres.resultsBy] : undefined;
      if (levelName) recordResult(game, levelName, winner === 'draw' ? 'drawn' : winner === human ? 'won' : 'lost', variant);
    }
  }

  /** The rows of a results table by option value (Rastros: board sizes), or none. */
  function resultsVariants() {
    const by = pres.resultsBy;
    if (!by) return undefined;
    const o = (pres.options ?? []).find((x) => x.name === by);
    return o ? { values: o.choices.map(([v]) => v), current: gameOpts[by] ?? '', label: t(o.label) } : undefined;
  }

  // ---- start ---------------------------------------------------------------------------
  showPaused();
  newGame(openingFirst(), route.moves ?? [], !!opts.resume);

  return {
    element: root,
    destroy() {
      cancelThinking();
      destroyed = true;
      board?.destroy();
      handle?.free?.();
    },
    setOptions(change) {
      applyOptions(change);
      if (change.first !== undefined) newGame(/** @type {Side} */ (change.first));
      reportOptions();
    },
    newGame(change) {
      applyOptions(change);
      newGame(/** @type {Side} */ (change.first ?? firstForNext()));
    },
    setPaused,
    options: optionsReport,
  };
}

/**
 * @param {unknown} err
 * @returns {string}
 */
function messageOf(err) {
  return err instanceof Error ? err.message : String(err);
}
