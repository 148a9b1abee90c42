// @ts-check
// The words of the How-to-play pages, one module per language, fetched
// only when such a page opens (each is a chunk of its own in the bundle,
// so the first page's download stays small; the service worker keeps them
// all for offline use). A language without its own words gets English.

/** @typedef {import('../lesson.js').HowToText} HowToText */

/** @type {Record<string, () => Promise<{ default: HowToText }>>} */
const LOADERS = {
  en: () => import('./en.js'),
  pt: () => import('./pt.js'),
  zh: () => import('./zh.js'),
};

/**
 * @param {string} lang
 * @returns {Promise<HowToText>}
 */
export async function loadText(lang) {
  const load = Object.prototype.hasOwnProperty.call(LOADERS, lang) ? LOADERS[lang] : LOADERS.en;
  return (await load()).default;
}
