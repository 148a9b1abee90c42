// @ts-check
// Keyboard input, after the WAI-ARIA grid pattern: the board is one tab
// stop, the arrows move a focus ring from point to point in screen
// directions (so they stay right on a turned board), Enter or Space picks a
// piece up, puts it down or places one from hand, Escape takes back a
// selection or a removal step. What each key means is state.js's; this
// module listens and hands the key over.

import { blur, keyDown } from './state.js';

/** @typedef {import('../board.js').Ctx} Ctx */

/**
 * Listens to the board's keys and focus.
 * @param {Ctx} b
 * @returns {() => void} stops listening
 */
export function listenToKeys(b) {
  const { svg } = b.screen;
  /** @param {KeyboardEvent} e */
  const onKeyDown = (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || !b.view) return;
    const step = keyDown(b.view, b.ui, e.key, b.screen.layout.neighbour);
    if (!step) return;
    e.preventDefault();
    b.apply(step);
  };
  const onBlur = () => b.apply(blur(b.ui));
  svg.addEventListener('keydown', onKeyDown);
  svg.addEventListener('blur', onBlur);
  return () => {
    svg.removeEventListener('keydown', onKeyDown);
    svg.removeEventListener('blur', onBlur);
  };
}
