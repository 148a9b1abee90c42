// @ts-check
// The notes above the page: what a bad link got wrong (one box, since a
// link can carry several faults, gone with the next page), small notes that
// stay until dismissed (storage blocked, the engine failing to load — that
// one with a button to try again), and the offer of a new version. That
// offer comes at any moment, so it floats over the page's foot (style.css)
// instead of moving the board under a player's finger; it can be put off
// (the next page load offers it again).

import { h, replaceChildren } from '../dom.js';
import { t } from '../i18n.js';

/** @typedef {import('../url.js').Note} Note */
/** @typedef {Note & { retry?: () => void }} QuietNote */

export class Notes {
  /** @type {Note[]} the current page's notes */
  #notes = [];
  /** @type {QuietNote[]} */
  #quiet = [];
  /** @type {(() => void) | null} set when a new version waits to take over */
  #applyUpdate = null;

  constructor() {
    this.element = h('div', { class: 'notes', role: 'status' });
  }

  /** @param {Note[]} notes  the notes of the page now shown */
  setPageNotes(notes) {
    this.#notes = [...notes];
    this.render();
  }

  /** @param {Note} note */
  add(note) {
    this.#notes.push(note);
    this.render();
  }

  /** @param {QuietNote} note  replaces a quiet note of the same key */
  addQuiet(note) {
    this.#quiet = [...this.#quiet.filter((n) => n.key !== note.key), note];
    this.render();
  }

  /** @param {string} key */
  removeQuiet(key) {
    this.#quiet = this.#quiet.filter((n) => n.key !== key);
    this.render();
  }

  /** @param {() => void} apply */
  offerUpdate(apply) {
    this.#applyUpdate = apply;
    this.render();
  }

  render() {
    const update = this.#applyUpdate;
    const updateNote = update
      ? h('div', { class: 'note update' },
        h('p', {}, t('update.ready')),
        h('button', { type: 'button', class: 'btn small primary', 'data-action': 'apply-update', onclick: () => update() }, t('action.reload')),
        this.#dismiss(() => {
          this.#applyUpdate = null;
        }))
      : null;
    const quiet = this.#quiet.map((n) => h('div', { class: 'note quiet', 'data-note': n.key },
      h('p', {}, t(n.key, n.vars)),
      n.retry ? h('button', { type: 'button', class: 'btn small primary', 'data-action': 'retry', onclick: n.retry }, t('action.retry')) : null,
      this.#dismiss(() => {
        this.#quiet = this.#quiet.filter((q) => q !== n);
      })));
    const page = this.#notes.length === 0 ? null : h('div', { class: 'note' },
      h('ul', {}, ...this.#notes.map((n) => h('li', {}, t(n.key, translateVars(n.vars))))),
      this.#dismiss(() => {
        this.#notes = [];
      }));
    replaceChildren(this.element, updateNote, ...quiet, page);
  }

  /**
   * The × that closes a note: `forget` drops it, then the notes are redrawn.
   * @param {() => void} forget
   */
  #dismiss(forget) {
    return h('button', {
      type: 'button',
      class: 'note-close',
      'data-action': 'dismiss-note',
      'aria-label': t('action.dismiss'),
      onclick: () => {
        forget();
        this.render();
      },
    }, '×');
  }
}

/**
 * Note values that name a game are shown by its translated name.
 * @param {Record<string, string | number> | undefined} vars
 * @returns {Record<string, string | number> | undefined}
 */
function translateVars(vars) {
  if (!vars || typeof vars.game !== 'string') return vars;
  return { ...vars, game: t(`game.${vars.game}.name`) };
}
