// @ts-check
// The game page's controls: the buttons (new game, undo, redo, a move for
// the side to play), the settings — opponent, level, side, and the game's
// own start options, all built from the engine's description — and the
// results table. It draws from the session's state and calls back; it
// decides nothing.

import { h, replaceChildren } from '../dom.js';
import { t } from '../i18n.js';
import { clearResults, renderResults } from '../results.js';
import { createWatchControls } from './watch-controls.js';

/** @typedef {import('../types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('../types.js').Mode} Mode */
/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('./session.js').SessionState} SessionState */

/**
 * What the controls ask for.
 * @typedef {Object} ControlActions
 * @property {() => void} newGame
 * @property {() => void} undo
 * @property {() => void} redo
 * @property {() => void} help
 * @property {() => void} hint   show a good move for the player (not play it)
 * @property {(mode: Mode) => void} mode
 * @property {(level: number) => void} level
 * @property {(side: Side) => void} side
 * @property {(name: string, value: string) => void} option   a start option: starts a new game
 * @property {(on: boolean) => void} coords
 * @property {(on: boolean) => void} hints
 * @property {import('./watch-controls.js').WatchActions} watch   computer against computer
 */

/**
 * The page-level choices the controls show beside the session's.
 * @typedef {Object} PageChoices
 * @property {boolean} coords
 * @property {boolean} hints
 * @property {import('../types.js').Mode} [mode]   before the engine is up: the opponent the game will have
 */

/**
 * @param {string} action
 * @param {string} label
 * @param {() => void} onClick
 * @param {string} [extraClass]
 */
export function button(action, label, onClick, extraClass = '') {
  return h('button', { type: 'button', class: `btn ${extraClass}`.trim(), 'data-action': action, onclick: onClick }, label);
}

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

/**
 * A start option's value in words: a side's name, `option.<name>.<value>`,
 * or the value itself (a start square).
 * @param {string} name
 * @param {string} value
 */
function choiceLabel(name, value) {
  const key = name === 'first' ? `side.${value}` : `option.${name}.${value}`;
  const text = t(key);
  return text === key ? value : text;
}

/**
 * @param {string} id
 * @param {string} option
 * @param {string} label
 * @param {(on: boolean) => void} onChange
 */
function checkbox(id, option, label, onChange) {
  const box = h('input', { type: 'checkbox', id, 'data-option': option, onchange: () => onChange(box.checked) });
  return { box, wrap: h('div', { class: 'field check' }, box, h('label', { for: id }, label)) };
}

/**
 * @param {CatalogEntry} entry
 * @param {ControlActions} act
 */
export function createControls(entry, act) {
  const newGameBtn = button('new-game', t('action.newGame'), act.newGame, 'primary');
  const undoBtn = button('undo', t('action.undo'), act.undo);
  const redoBtn = button('redo', t('action.redo'), act.redo);
  const aiBtn = button('ai-move', t('action.aiMove'), act.help);
  const hintBtn = button('hint', t('action.hint'), act.hint);

  const modeSel = select('mode', t('option.mode'), [['ai', t('mode.ai')], ['local', t('mode.local')], ['watch', t('mode.watch')]],
    (v) => act.mode(/** @type {Mode} */ (v)));
  const levelSel = select('level', t('option.level'), entry.levels.map((name, i) => [String(i + 1), t(`level.${name}`)]),
    (v) => act.level(Number(v)));
  const sideSel = select('side', t('option.side'), entry.sides.map((s) => [s.id, t(`side.${s.id}`)]),
    (v) => act.side(/** @type {Side} */ (v)));
  const optionSels = entry.options.map((spec) => ({
    name: spec.name,
    ...select(spec.name, t(`option.${spec.name}`), spec.menu.map((v) => [v, choiceLabel(spec.name, v)]),
      (v) => act.option(spec.name, v)),
  }));
  const hints = checkbox('opt-hints', 'hints', t('option.hints'), act.hints);
  const coords = checkbox('opt-coords', 'coords', t('option.coords'), act.coords);
  const watch = createWatchControls(entry, act.watch);

  const settings = h('fieldset', { class: 'settings' },
    h('legend', { class: 'visually-hidden' }, t('game.settings')),
    modeSel.wrap, levelSel.wrap, watch.level2, sideSel.wrap, ...optionSels.map((o) => o.wrap),
    entry.teaching ? hints.wrap : null,
    coords.wrap);
  const resultsBox = h('div', { class: 'results-box' });
  const results = h('details', { class: 'results-details' }, h('summary', {}, t('results.title')), resultsBox);
  const buttons = h('div', { class: 'controls' }, newGameBtn, undoBtn, redoBtn, aiBtn, hintBtn, ...watch.buttons);

  /**
   * @param {SessionState | null} s   null before the engine is up: nothing can be done yet
   * @param {PageChoices} page
   * @param {boolean} canUndo
   */
  function draw(s, page, canUndo) {
    const ready = !!s;
    newGameBtn.disabled = !ready;
    undoBtn.disabled = !s || !canUndo;
    redoBtn.disabled = !s || !s.live.canRedo;
    aiBtn.disabled = !s || s.over || !!s.thinking || s.viewing !== null || !s.playerToMove;
    // Which buttons there are is known before the engine is up, so that
    // none moves when it comes. A hint is for a game against the computer,
    // on the player's turn.
    const mode = s ? s.play.mode : page.mode;
    hintBtn.hidden = mode !== 'ai';
    aiBtn.hidden = mode === 'watch';
    sideSel.wrap.hidden = mode === 'watch';
    hintBtn.disabled = !s || s.over || !!s.thinking || s.viewing !== null || !s.playerToMove || !!s.hint;
    if (s) {
      modeSel.el.value = s.play.mode;
      levelSel.el.value = String(s.play.level);
      sideSel.el.value = s.play.human;
      sideSel.el.disabled = s.play.mode !== 'ai';
      for (const o of optionSels) {
        const value = s.options[o.name] ?? '';
        // A value the menu does not list (a start square from the address) is shown too.
        if (value && ![...o.el.options].some((x) => x.value === value)) o.el.append(h('option', { value }, value));
        o.el.value = value;
      }
    }
    for (const el of [modeSel.el, levelSel.el, ...optionSels.map((o) => o.el)]) el.disabled = !ready;
    watch.draw(s, levelSel.wrap.querySelector('label'));
    coords.box.checked = page.coords;
    hints.box.checked = page.hints;
    if (s) drawResults(s.options, s.play.level);
  }

  /**
   * The results table for these options and level: drawn from storage, so
   * the first picture has it before the engine is up.
   * @param {Record<string, string>} options
   * @param {number} level
   */
  function drawResults(options, level) {
    const by = entry.options.find((o) => o.name === entry.resultsBy);
    const variants = by && entry.resultsBy
      ? { values: by.menu, current: options[entry.resultsBy] ?? '', label: t(`option.${by.name}`) }
      : undefined;
    replaceChildren(resultsBox,
      renderResults(entry.id, entry.levels, entry.levels[level - 1] ?? '', variants),
      button('clear-results', t('action.clearResults'), () => {
        clearResults(entry.id);
        drawResults(options, level);
      }, 'small'));
  }

  return { buttons, settings, results, draw, drawResults };
}
