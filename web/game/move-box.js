// @ts-check
// Typing a move and hearing the board: a labelled box that takes a move in
// the game's notation (`b2`, `a1-b2`, `d6-d5xg7`) and plays it — a move the
// engine refuses is named with the engine's own reason, and the box keeps
// the text to mend — and "Read the board", which speaks the position
// through the live region. Enter plays; everything is a native control, so
// the keyboard reaches all of it. The owner plays and reads; this draws.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { button } from './controls.js';

/** @typedef {import('./session.js').SessionState} SessionState */

/**
 * @typedef {Object} MoveBoxHooks
 * @property {(text: string) => string | null} play   plays a typed move; the message saying why not, or null
 * @property {() => void} read                        reads the position out
 */

/** @param {MoveBoxHooks} hooks */
export function createMoveBox(hooks) {
  const input = h('input', {
    type: 'text', id: 'typed-move', 'data-move-input': '', autocomplete: 'off', autocapitalize: 'none',
    spellcheck: 'false', enterkeyhint: 'go', 'aria-describedby': 'typed-help typed-error',
    // Nothing can be played before the engine is up (draw() enables it).
    disabled: true,
  });
  const error = h('p', { class: 'typed-error', id: 'typed-error', role: 'alert', 'data-move-error': '', hidden: true });
  const help = h('p', { class: 'visually-hidden', id: 'typed-help' }, t('typed.help'));
  const playButton = h('button', { type: 'submit', class: 'btn small', 'data-action': 'play-typed', disabled: true }, t('action.playTyped'));
  const form = h('form', { class: 'typed-form', 'data-move-box': '' },
    h('label', { for: 'typed-move', class: 'typed-label' }, t('typed.label')),
    h('div', { class: 'typed-row' }, input, playButton,
      button('read-board', t('action.readBoard'), hooks.read, 'small')),
    help, error);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const why = hooks.play(input.value);
    error.hidden = why === null;
    error.textContent = why ?? '';
    if (why === null) input.value = '';
  });
  input.addEventListener('input', () => {
    error.hidden = true;
  });

  /** @param {SessionState | null} s */
  function draw(s) {
    // An example from the moves that are legal now: the notation at work.
    const example = s?.live.legal[0]?.text;
    input.placeholder = example ? t('typed.placeholder', { example }) : '';
    input.disabled = !s;
    playButton.disabled = !s;
  }

  return { element: form, draw };
}
