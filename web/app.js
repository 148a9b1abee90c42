// @ts-check
// The app shell and router. The address says which page is open (home or a
// game, with its settings); links and the back button move between them
// with history.pushState, so every state has a URL that can be shared or
// reloaded. The shell owns the header, the notes shown for bad links and
// the one aria-live region every page speaks through. Inside a frame it
// also talks to the parent page (embed.js): events out, commands in.

import { catalog as fullCatalog } from './catalog.js';
import { h, replaceChildren } from './dom.js';
import { COMMAND, EVENT, checkForGame, connectParent } from './embed.js';
import { createGamePage } from './game.js';
import { presentation } from './games/registry.js';
import { createHomePage } from './home.js';
import { isSupported, language, languages, preferredLanguage, setLanguage, t } from './i18n.js';
import { onSaveFailure, probeStorage, readJSON, writeJSON } from './storage.js';
import { parseRoute, routeSearch } from './url.js';

/** @typedef {import('./engine.js').Engine} Engine */
/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./url.js').Route} Route */
/** @typedef {import('./url.js').Note} Note */
/** @typedef {import('./game.js').GamePage} GamePage */
/** @typedef {import('./embed.js').Command} Command */
/** @typedef {import('./embed.js').OptionChange} OptionChange */
/** @typedef {import('./types.js').Side} Side */

const LANG_KEY = 'lang.v1';

/**
 * What the shell offers back to main.js.
 * @typedef {Object} App
 * @property {(apply: () => void) => void} offerUpdate
 *   shows "a new version is ready" with a button that calls `apply`; the game
 *   in progress lives in the address, so the reload that follows keeps it
 */

/**
 * Starts the app inside `root` at once, from the engine's description of
 * the games; the engine itself (the wasm) joins when it has loaded, and the
 * game on the page starts then.
 * @param {() => Promise<Engine>} loadEngine   loads the wasm engine (again, after a failure)
 * @param {HTMLElement} root
 * @returns {App}
 */
export function start(loadEngine, root) {
  /** @type {CatalogEntry[]} */
  const catalog = fullCatalog();
  // A game the engine describes but the web layer cannot show yet is "coming".
  const playable = (/** @type {string} */ id) => presentation(id) !== null;
  /** @type {Engine | null} */
  let engine = null;
  // index.html's host may itself be <main>; then pages must not add another.
  const pageTag = root.closest('main') ? 'div' : 'main';

  const brand = h('a', { class: 'brand', href: '?', 'data-action': 'home', onclick: onHomeClick });
  const title = h('div', { class: 'title' });
  const langSelect = h('select', { id: 'opt-lang', 'data-option': 'lang', onchange: () => {
    changeLanguage(langSelect.value);
    reportOptions();
  } });
  const langLabel = h('label', { for: 'opt-lang', class: 'visually-hidden' });
  const header = h('header', { class: 'topbar' }, brand, title, h('div', { class: 'lang' }, langLabel, langSelect));
  const notesEl = h('div', { class: 'notes', role: 'status' });
  const content = h('div', { class: 'content' });
  const announcer = h('div', { class: 'visually-hidden', 'aria-live': 'polite', 'data-announcer': '' });
  replaceChildren(root, header, notesEl, content, announcer);

  /** @type {{ destroy: () => void } | null} */
  let page = null;
  /** @type {GamePage | null} the page, when it is a game */
  let gamePage = null;
  /** @type {Route} */
  let route = { page: 'home' };
  /** @type {Note[]} */
  let notes = [];
  /** @type {Array<Note & { retry?: () => void }>} small notes that stay across pages until dismissed (storage, engine) */
  let quietNotes = [];
  /** @type {(() => void) | null} set when a new version waits to take over */
  let applyUpdate = null;

  // ---- the parent page, when this one is in a frame (embed.js) ---------------
  /** The parent's `mute` command: there are no sounds yet, so it is only kept and reported. */
  let muted = false;
  /** The parent's `pause` command: the computer does not think and the board takes no input. */
  let paused = false;
  const bridge = connectParent({
    parentOrigin: parseRoute(location.search, catalog, isSupported, playable).route.parentOrigin,
    onCommand,
  });
  /** Events wait until `ready` has gone out, so it is always the first. */
  /** @type {Array<[string, Record<string, unknown>]> | null} */
  let pending = [];

  /**
   * @param {string} type
   * @param {Record<string, unknown>} payload
   */
  function post(type, payload) {
    const full = type === EVENT.options ? { ...payload, muted, paused } : payload;
    if (pending) pending.push([type, full]);
    else bridge.post(type, full);
  }

  function reportOptions() {
    post(EVENT.options, { game: gamePage ? route.game : null, options: gamePage ? gamePage.options() : null });
  }

  // Storage may be blocked (a third-party iframe): the game plays on, and
  // the player is told once, quietly, what will not be kept.
  onSaveFailure(() => {
    quietNotes.push({ key: 'note.storageBlocked' });
    renderNotes();
  });
  probeStorage();

  // ---- the engine ------------------------------------------------------------
  /**
   * Loads the engine; the game on the page starts when it is up. A failure
   * (offline on a first visit, a damaged cache) leaves the page as it is
   * with a note and a button to try again.
   */
  function connectEngine() {
    loadEngine().then((up) => {
      engine = up;
      gamePage?.attachEngine(up);
      // The search worker starts once the page has had its first moments.
      setTimeout(() => up.thinker.warm(), 300);
    }, (error) => {
      const message = error instanceof Error ? error.message : String(error);
      quietNotes = quietNotes.filter((n) => n.key !== 'note.engineFailed');
      quietNotes.push({ key: 'note.engineFailed', vars: { message }, retry: () => {
        quietNotes = quietNotes.filter((n) => n.key !== 'note.engineFailed');
        renderNotes();
        connectEngine();
      } });
      renderNotes();
    });
  }

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
    const quiet = quietNotes.map((n) => h('div', { class: 'note quiet', 'data-note': n.key },
      h('p', {}, t(n.key, n.vars)),
      n.retry ? h('button', { type: 'button', class: 'btn small primary', 'data-action': 'retry', onclick: n.retry }, t('action.retry')) : null,
      dismissButton(() => {
        quietNotes = quietNotes.filter((q) => q !== n);
      })));
    if (notes.length === 0) {
      replaceChildren(notesEl, updateNote, ...quiet);
      return;
    }
    // One box for all notes: a bad link can carry several at once.
    replaceChildren(notesEl, updateNote, ...quiet,
      h('div', { class: 'note' },
        h('ul', {}, ...notes.map((n) => h('li', {}, t(n.key, translateVars(n.vars))))),
        dismissButton(() => {
          notes = [];
        })));
  }

  /**
   * The × that closes a note: `forget` drops it, then the notes are redrawn.
   * @param {() => void} forget
   */
  function dismissButton(forget) {
    return h('button', {
      type: 'button',
      class: 'note-close',
      'data-action': 'dismiss-note',
      'aria-label': t('action.dismiss'),
      onclick: () => {
        forget();
        renderNotes();
      },
    }, '×');
  }

  /** @param {Note} note */
  function addNote(note) {
    notes.push(note);
    renderNotes();
  }

  // ---- pages -----------------------------------------------------------------
  /**
   * Shows the page the current address names.
   * @param {{ focus?: boolean, resume?: boolean }} [how]
   *   `resume`: the same game goes on (a new language), so no new gameStart
   */
  function show(how = {}) {
    const parsed = parseRoute(location.search, catalog, isSupported, playable);
    route = parsed.route;
    notes = parsed.notes;
    setLanguage(route.lang ?? storedLanguage() ?? preferredLanguage());
    document.documentElement.toggleAttribute('data-embed', !!route.embed);
    page?.destroy();
    page = null;
    gamePage = null;
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
        entry,
        presentation: pres,
        route,
        tag: pageTag,
        replaceRoute,
        note: addNote,
        announce,
        emit: post,
        paused,
        resume: !!how.resume,
      });
      page = game;
      gamePage = game;
      replaceChildren(content, game.element);
      if (engine) game.attachEngine(engine);
    } else {
      replaceChildren(title);
      document.title = t('app.title');
      const home = createHomePage({ catalog, playable, href: hrefOf, navigate, tag: pageTag });
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
    return routeSearch({ ...next, lang: route.lang, embed: route.embed, parentOrigin: route.parentOrigin });
  }

  /**
   * Opens another page and adds it to the history — except in an embed,
   * whose history entries would join the portal's own back button.
   * @param {Route} next
   */
  function navigate(next) {
    try {
      if (route.embed) history.replaceState(null, '', hrefOf(next));
      else history.pushState(null, '', hrefOf(next));
    } catch {
      // A sandboxed frame may refuse; the page is shown all the same.
    }
    show({ focus: !route.embed });
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

  /**
   * @param {string} code
   * @param {boolean} [remember]  false for the parent's command: the portal chose, not the player
   */
  function changeLanguage(code, remember = true) {
    if (!isSupported(code)) return;
    if (remember) writeJSON(LANG_KEY, code);
    route = { ...route, lang: code };
    // The page is rebuilt from the address, which holds the game record.
    replaceRoute(route.page === 'game' ? currentGameRoute() : route);
    show({ resume: true });
  }

  // ---- commands from the parent page ---------------------------------------------
  /**
   * Already well-formed (embed.js); checked here against the games.
   * @param {Command} command
   */
  function onCommand(command) {
    switch (command.type) {
      case COMMAND.mute:
        muted = command.muted;
        reportOptions();
        return;
      case COMMAND.pause:
        paused = command.paused;
        gamePage?.setPaused(paused);
        reportOptions();
        return;
      case COMMAND.setOptions:
        setOptionsCommand(command.options);
        return;
      case COMMAND.newGame:
        newGameCommand(command.options);
    }
  }

  /** @param {OptionChange} options */
  function setOptionsCommand(options) {
    const { lang, ...rest } = options;
    const forGame = Object.keys(rest).length > 0;
    if (forGame && !(gamePage && route.game)) return refuse('setOptions', 'no game is open');
    const why = checkLanguage(lang) ?? (forGame && route.game ? checkForGame(route.game, rest) : null);
    if (why) return refuse('setOptions', why);
    if (lang !== undefined && lang !== language()) changeLanguage(lang, false);
    if (forGame && gamePage) gamePage.setOptions(rest);
    else reportOptions();
  }

  /** @param {OptionChange} change */
  function newGameCommand(change) {
    const { game: wanted, lang, ...rest } = change;
    const id = wanted ?? route.game;
    if (!id) return refuse('newGame', 'no game is open: name one in options.game');
    const why = checkLanguage(lang) ?? (playable(id) ? checkForGame(id, rest) : `there is no game "${id}" to play`);
    if (why) return refuse('newGame', why);
    if (lang !== undefined && lang !== language()) changeLanguage(lang, false);
    if (gamePage && id === route.game) {
      gamePage.newGame(rest);
      return;
    }
    const entry = catalog.find((g) => g.id === id);
    /** @type {Record<string, string>} */
    const options = {};
    for (const spec of entry?.options ?? []) {
      const value = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (rest))[spec.name];
      if (value !== undefined) options[spec.name] = String(value).trim().toLowerCase();
    }
    navigate({
      page: 'game',
      game: id,
      mode: rest.mode,
      level: rest.level,
      side: /** @type {Side | undefined} */ (rest.side),
      options,
    });
    if (rest.coords !== undefined) gamePage?.setOptions({ coords: rest.coords });
  }

  /**
   * @param {string | undefined} lang
   * @returns {string | null} why the language cannot be used
   */
  function checkLanguage(lang) {
    return lang === undefined || isSupported(lang) ? null : `the language "${lang}" is not available`;
  }

  /**
   * A command that cannot apply: ignored, and said on the console.
   * @param {string} type
   * @param {string} why
   */
  function refuse(type, why) {
    console.warn(`[tabuleiro embed] ignored a ${type} command: ${why}`);
  }

  /** @returns {Route} the game route as the address currently has it */
  function currentGameRoute() {
    return { ...parseRoute(location.search, catalog, isSupported, playable).route, lang: route.lang };
  }

  /** @returns {string | null} */
  function storedLanguage() {
    return readJSON(LANG_KEY, (v) => (typeof v === 'string' && isSupported(v) ? v : null), null);
  }

  window.addEventListener('popstate', () => show());
  show();

  // The parent hears `ready` first, then whatever the first page said.
  const queued = pending ?? [];
  pending = null;
  // (show() set these; the cast tells the checker so.)
  const opened = /** @type {GamePage | null} */ (gamePage);
  post(EVENT.ready, {
    games: catalog.map((g) => ({ id: g.id, name: t(`game.${g.id}.name`), available: playable(g.id), levels: [...g.levels] })),
    game: opened ? route.game : null,
    options: opened ? opened.options() : null,
    lang: language(),
    muted,
    paused,
  });
  for (const [type, payload] of queued) bridge.post(type, payload);

  connectEngine();

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
