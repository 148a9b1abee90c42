// @ts-check
// Setting up the type scale's fonts ahead of the page, a font a task.
// A browser looks up and sets up each size, weight and style of text the
// first time it lays one out, in the middle of that layout (on Linux a
// round trip to the browser process for each; on a slow phone 10-20 ms
// each): the first frames of a page that used six of them at once were
// the longest tasks of its start. Laid out here one at a time, out of
// sight, each is a short task of its own, and the page's own layouts find
// them ready. The sizes and weights are the type scale of style.css
// (`.font-warmers` there).

import { nextTask } from './tasks.js';

/** The fonts of a game page's first picture (style.css: 1rem and --text-*, 400 and 700), as `.font-warmers` names them. */
const FONTS = ['m', 'm bold', 'l bold', 's', 's bold'];
/** ... and the smallest size, which only an embedded page's labels and notes use. */
const EMBED_FONTS = ['xs', 'xs bold'];

/**
 * Text that needs the page's fonts: Latin, and the CJK fallback font on a
 * Chinese page (a fallback is looked up per size and weight too).
 * @param {string} lang
 */
function sample(lang) {
  return lang === 'zh' ? 'Aa 中文' : 'Aa';
}

/**
 * Lays out a line of each of the scale's fonts, a task each, in a holder
 * out of sight that goes once they are set up.
 * @param {HTMLElement} root   where the holder goes for the while
 * @param {{ lang: string, embedded: boolean }} page   its language, and whether it is an embed's
 * @returns {Promise<void>}
 */
export async function warmFonts(root, { lang, embedded }) {
  const holder = document.createElement('div');
  holder.className = 'font-warmers';
  holder.setAttribute('aria-hidden', 'true');
  root.append(holder);
  for (const font of embedded ? [...FONTS, ...EMBED_FONTS] : FONTS) {
    const line = document.createElement('span');
    line.dataset.font = font;
    line.textContent = sample(lang);
    holder.append(line);
    // Reading a size lays the line out now, in this task.
    void line.offsetWidth;
    await nextTask();
  }
  holder.remove();
}
