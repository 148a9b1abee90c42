// @ts-check
// Carrying out a step's effects (state.js says what, this module does it):
// redraw, speak through the owner's live region, hand a chosen move to the
// owner, tell it the removal step began or ended, and move pieces on
// screen — a glide in, the carried piece landing or sliding back.

import { t } from '../i18n.js';
import { glideIn, sendBack } from './anim.js';
import { originXY } from './layout.js';
import { retarget } from './render.js';
import { DURATION } from './tween.js';

/** @typedef {import('../board.js').Ctx} Ctx */
/** @typedef {import('./state.js').Effect} Effect */
/** @typedef {import('./state.js').Words} Words */

/**
 * @param {Ctx} b
 * @param {Effect} effect
 */
export function carryOut(b, effect) {
  const { screen, motion, options } = b;
  const L = screen.layout;
  switch (effect.type) {
    case 'render': return b.render();
    case 'retarget': return retarget(screen, b.view, b.ui, b.deco);
    case 'say': return options.announce(words(effect.words));
    case 'removal': return options.onRemovalStep?.();
    case 'sweep': return options.onSweep?.();
    case 'move':
      // The owner answers with a new view at once; the captures it shows
      // must not fade a piece the player already carried off.
      motion.carriedOff = effect.carriedOff;
      options.onMove(effect.move, { animate: effect.animate });
      motion.carriedOff = null;
      return undefined;
    case 'glide':
      return glideIn(motion, screen, effect.to, originXY(L, b.view?.reserves ?? [], effect.from), DURATION[effect.duration]);
    case 'settle': {
      const c = L.pointXY.get(effect.at);
      if (c) screen.carried?.el.setAttribute('transform', `translate(${c.x} ${c.y})`);
      return undefined;
    }
    case 'return': {
      const carried = screen.carried;
      screen.carried = null;
      if (!carried) return b.render();
      return sendBack(motion, carried.el, carried.at, originXY(L, b.view?.reserves ?? [], effect.origin), b.render);
    }
    default: return undefined;
  }
}

/**
 * @param {Words} w
 * @returns {string} the words in the player's language
 */
export function words(w) {
  /** @type {Record<string, string>} */
  const params = {};
  for (const [name, value] of Object.entries(w.params ?? {})) params[name] = typeof value === 'string' ? value : t(value.key);
  return t(w.key, params);
}
