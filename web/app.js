// @ts-check
// The app shell and router. The address says which page is open (home or a
// game, with its settings); links and the back button move between them
// with history.pushState, so every state has a URL that can be shared or
// reloaded. The shell owns the header, the notes shown for bad links and
// the one aria-live region every page speaks through.

import { h, replaceChildren } from './dom.js';
import { createGamePage } from './game.js';
import { presentation } from './games.js';
import { createHomePage } from './home.js';
import { isSupported, languages, preferredLanguage, setLanguage, t } from './i18n.js';
import { readJSON, writeJSON } from './storage.js';
import { parseRoute, routeSearch } from './url.js';

/** @typedef {import('./types.js').Engine} Engine */
/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./url.js').Route} Route */
/** @typedef {import('./url.js').Note} Note */

const LANG_KEY = 'lang.v1';

/**
 * What the shell offers back to main.js.
 * @typedef {Object} App
 * @property {(apply: () => void) => void} offerUpdate
 *   shows "a new version is ready" with a button that calls `apply`; the game
 *   in progress lives in the address, so the reload that follows keeps it
 */

/**
 * Starts the app inside `root` (main.js calls this once the wasm is up).
 * @param {Engine} engine
 * @param {HTMLElement} root
 * @returns {App}
 */
export function start(engine, root) {
  // A game the engine offers but the web layer cannot show yet is "coming".
  /** @type {CatalogEntry[]} */
  const catalog = engine.gameCatalog().map((g) => ({ ...g, available: g.available && presentation(g.id) !== null }));
  // index.html's host may itself be <main>; then pages must not add another.
  const pageTag = root.closest('main') ? 'div' : 'main';

  const brand = h('a', { class: 'brand', href: '?', 'data-action': 'home', onclick: onHomeClick });
  const title = h('div', { class: 'title' });
  const langSelect = h('select', { id: 'opt-lang', 'data-option': 'lang', onchange: () => changeLanguage(langSelect.value) });
  const langLabel = h('label', { for: 'opt-lang', class: 'visually-hidden' });
  const header = h('header', { class: 'topbar' }, brand, title, h('div', { class: 'lang' }, langLabel, langSelect));
  const notesEl = h('div', { class: 'notes', role: 'status' });
  const content = h('div', { class: 'content' });
  const announcer = h('div', { class: 'visually-hidden', 'aria-live': 'polite', 'data-announcer': '' });
  replaceChildren(root, header, notesEl, content, announcer);

  /** @type {{ destroy: () => void } | null} */
  let page = null;
  /** @type {Route} */
  let route = { page: 'home' };
  /** @type {Note[]} */
  let notes = [];
  /** @type {(() => void) | null} set when a new version waits to take over */
  let applyUpdate = null;

  // ---- announcements ---------------------------------------------------------
  let announceTimer = 0;
  /** @param {string} text */
  function announce(text) {
    // Cleared first, then set on the next tick, so the same words twice in
    // a row are still spoken.
    announcer.textContent = '';
    clearTimeout(announceTimer);
    announceTimer = window.setTimeout(() => {
      announcer.textContent = text;
    }, 30);
  }

  // ---- notes -----------------------------------------------------------------
  function renderNotes() {
    const update = applyUpdate;
    const updateNote = update
      ? h('div', { class: 'note update' },
        h('p', {}, t('update.ready')),
        h('button', { type: 'button', class: 'btn small primary', 'data-action': 'apply-update', onclick: () => update() }, t('action.reload')))
      : null;
    if (notes.length === 0) {
      replaceChildren(notesEl, updateNote);
      return;
    }
    // One box for all notes: a bad link can carry several at once.
    replaceChildren(notesEl, updateNote,
      h('div', { class: 'note' },
        h('ul', {}, ...notes.map((n) => h('li', {}, t(n.key, translateVars(n.vars))))),
        h('button', {
          type: 'button',
          class: 'note-close',
          'data-action': 'dismiss-note',
          'aria-label': t('action.dismiss'),
          onclick: () => {
            notes = [];
            renderNotes();
          },
        }, '×')));
  }

  /** @param {Note} note */
  function addNote(note) {
    notes.push(note);
    renderNotes();
  }

  // ---- pages -----------------------------------------------------------------
  /**
   * Shows the page the current address names.
   * @param {{ focus?: boolean }} [how]
   */
  function show(how = {}) {
    const parsed = parseRoute(location.search, catalog, isSupported);
    route = parsed.route;
    notes = parsed.notes;
    setLanguage(route.lang ?? storedLanguage() ?? preferredLanguage());
    document.documentElement.toggleAttribute('data-embed', !!route.embed);
    page?.destroy();
    page = null;
    root.dataset.page = route.page;
    drawHeader();

    let heading;
    if (route.page === 'game' && route.game) {
      const entry = /** @type {CatalogEntry} */ (catalog.find((g) => g.id === route.game));
      const pres = /** @type {NonNullable<ReturnType<typeof presentation>>} */ (presentation(entry.id));
      heading = h('h1', { tabindex: -1 }, t(`game.${entry.id}.name`));
      replaceChildren(title, heading);
      document.title = t('app.titleGame', { game: t(`game.${entry.id}.name`) });
      const game = createGamePage({
        engine,
        entry,
        presentation: pres,
        route,
        tag: pageTag,
        replaceRoute,
        note: addNote,
        announce,
      });
      page = game;
      replaceChildren(content, game.element);
    } else {
      replaceChildren(title);
      document.title = t('app.title');
      const home = createHomePage({ catalog, href: hrefOf, navigate, tag: pageTag });
      page = home;
      replaceChildren(content, home.element);
      heading = home.element.querySelector('h1');
    }
    renderNotes();
    if (how.focus) {
      window.scrollTo(0, 0);
      heading?.setAttribute('tabindex', '-1');
      /** @type {HTMLElement | null} */ (heading)?.focus({ preventScroll: true });
    }
  }

  function drawHeader() {
    brand.textContent = t('app.name');
    brand.setAttribute('aria-label', t('action.home'));
    brand.setAttribute('href', hrefOf({ page: 'home' }));
    langLabel.textContent = t('option.lang');
    replaceChildren(langSelect, ...languages().map((l) => h('option', { value: l.code }, l.name)));
    langSelect.value = /** @type {string} */ (document.documentElement.lang);
  }

  /**
   * The address of a route, keeping the language and embed flags.
   * @param {Route} next
   * @returns {string}
   */
  function hrefOf(next) {
    return routeSearch({ ...next, lang: route.lang, embed: route.embed });
  }

  /**
   * Opens another page and adds it to the history.
   * @param {Route} next
   */
  function navigate(next) {
    history.pushState(null, '', hrefOf(next));
    show({ focus: true });
  }

  /**
   * Keeps the address in step with the page (moves, settings) without
   * adding history entries.
   * @param {Route} next
   */
  function replaceRoute(next) {
    const url = hrefOf(next);
    if (url !== location.search) {
      try {
        history.replaceState(null, '', url);
      } catch {
        // Some sandboxed iframes refuse history changes; the page still works.
      }
    }
  }

  /** @param {MouseEvent} e */
  function onHomeClick(e) {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate({ page: 'home' });
  }

  /** @param {string} code */
  function changeLanguage(code) {
    if (!isSupported(code)) return;
    writeJSON(LANG_KEY, code);
    route = { ...route, lang: code };
    // The page is rebuilt from the address, which holds the game record.
    replaceRoute(route.page === 'game' ? currentGameRoute() : route);
    show();
  }

  /** @returns {Route} the game route as the address currently has it */
  function currentGameRoute() {
    return { ...parseRoute(location.search, catalog, isSupported).route, lang: route.lang };
  }

  /** @returns {string | null} */
  function storedLanguage() {
    return readJSON(LANG_KEY, (v) => (typeof v === 'string' && isSupported(v) ? v : null), null);
  }

  window.addEventListener('popstate', () => show());
  show();

  return {
    offerUpdate(apply) {
      applyUpdate = apply;
      renderNotes();
    },
  };
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
