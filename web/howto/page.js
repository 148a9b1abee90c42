// @ts-check
// The How-to-play page of one game (?page=rules&game=achi): a heading, the
// rules in short sections, each with a "try it" diagram where there is one
// (howto/diagram.js), and a way back to the game. The words arrive with the
// page (a module per language, howto/text/); the diagrams need the engine
// to set up their positions, so they are drawn when it joins — the page
// reads before the wasm is up, like every page. `data-howto="ready"` on the
// page says both have arrived.

import { h, replaceChildren } from '../dom.js';
import { language, t } from '../i18n.js';
import { DiagramView } from './diagram.js';
import { runs } from './lesson.js';
import { loadText } from './text/index.js';

/** @typedef {import('../types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('../engine.js').Engine} Engine */
/** @typedef {import('../url.js').Route} Route */
/** @typedef {import('../games/registry.js').Presentation} Presentation */
/** @typedef {import('./lesson.js').Lesson} Lesson */
/** @typedef {import('./lesson.js').GameText} GameText */
/** @typedef {import('./lesson.js').Section} Section */

/**
 * @typedef {Object} HowToOptions
 * @property {CatalogEntry} entry
 * @property {Presentation} pres
 * @property {Lesson} lesson
 * @property {string} tag                          'main' or 'div' (when the host is already a <main>)
 * @property {{ route: Route, back: boolean }} play
 *   where "play" leads: back to the game the reader came from, or a new one
 * @property {(route: Route) => string} href
 * @property {(route: Route) => void} navigate
 * @property {(text: string) => void} announce
 */

/** A How-to-play page; see the file's opening comment. */
export class HowToPage {
  /** @type {DiagramView[]} */
  diagrams = [];
  /** @type {Engine | null} */
  engine = null;
  written = false;
  destroyed = false;

  /** @param {HowToOptions} opts */
  constructor(opts) {
    this.opts = opts;
    const game = opts.entry.id;
    this.heading = h('h1', { tabindex: -1 }, t('howto.title', { game: t(`game.${game}.name`) }));
    this.body = h('div', { class: 'howto-body' });
    this.element = h(/** @type {'main'} */ (opts.tag), { class: 'howto-page', id: 'main', 'data-howto-game': game },
      h('div', { class: 'howto-head' },
        this.heading,
        h('p', { class: 'origin' }, t(`game.${game}.origin`)),
        this.playLink()),
      this.body,
      h('div', { class: 'howto-foot' }, this.playLink()));
    this.load();
  }

  /** The link to the game: back to the one the reader came from, or a new one. */
  playLink() {
    const { play, href, navigate, entry } = this.opts;
    const label = play.back ? t('howto.back') : t('howto.play', { game: t(`game.${entry.id}.name`) });
    return h('a', {
      class: 'btn primary',
      href: href(play.route),
      'data-action': 'howto-play',
      onclick: (/** @type {MouseEvent} */ e) => {
        if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(play.route);
      },
    }, label);
  }

  /** Fetches the words in the page's language; a failure (offline, first visit) offers to try again. */
  load() {
    replaceChildren(this.body, h('p', { class: 'howto-loading', 'data-howto-loading': '' }, t('howto.loading')));
    loadText(language()).then((text) => {
      if (this.destroyed) return;
      const words = text[this.opts.entry.id];
      if (!words) throw new Error(`no words for ${this.opts.entry.id}`);
      this.write(words);
    }).catch((err) => {
      if (this.destroyed) return;
      const message = err instanceof Error ? err.message : String(err);
      replaceChildren(this.body, h('div', { class: 'note', 'data-howto-failed': '' },
        h('p', {}, t('howto.textFailed', { message })),
        h('button', { type: 'button', class: 'btn small', 'data-action': 'howto-retry', onclick: () => this.load() }, t('action.retry'))));
    });
  }

  /**
   * The sections, in the lesson's order, with their diagrams.
   * @param {GameText} words
   */
  write(words) {
    const { entry, pres, lesson, announce } = this.opts;
    this.diagrams = [];
    const sections = lesson.sections.flatMap((section) => {
      const said = words.sections[section.id];
      if (!said) return [];
      const headingId = `howto-${section.id}`;
      const diagram = section.diagram && said.task
        ? new DiagramView({ id: section.id, entry, pres, diagram: section.diagram, words: said, announce })
        : null;
      if (diagram) this.diagrams.push(diagram);
      return [h('section', { class: `howto-section${diagram ? '' : ' plain'}`, 'data-howto-section': section.id, 'aria-labelledby': headingId },
        h('div', { class: 'howto-words' },
          h('h2', { id: headingId }, said.title),
          ...said.text.map(paragraph)),
        diagram?.element)];
    });
    replaceChildren(this.body, h('p', { class: 'howto-intro' }, ...inline(words.intro)), ...sections);
    this.written = true;
    if (this.engine) this.attachEngine(this.engine);
    this.markReady();
  }

  /** @param {Engine} engine  the engine is up: the diagrams set up their positions */
  attachEngine(engine) {
    this.engine = engine;
    for (const d of this.diagrams) d.attachEngine(engine);
    this.markReady();
  }

  markReady() {
    if (this.written && this.engine) this.element.dataset.howto = 'ready';
  }

  destroy() {
    this.destroyed = true;
    for (const d of this.diagrams) d.destroy();
    this.diagrams = [];
  }
}

/**
 * A paragraph's text with its **marked** terms in bold.
 * @param {string} text
 * @returns {Array<Node | string>}
 */
function inline(text) {
  return runs(text).map((r) => (r.strong ? h('strong', {}, r.text) : r.text));
}

/** @param {string} text */
function paragraph(text) {
  return h('p', {}, ...inline(text));
}

/**
 * @param {HowToOptions} opts
 * @returns {HowToPage}
 */
export function createHowToPage(opts) {
  return new HowToPage(opts);
}
