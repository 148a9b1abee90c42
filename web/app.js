// @ts-check
// The app shell: which page the address names (home or a game, with its
// settings), moving between them with history.pushState so every state has
// a URL that can be shared or reloaded, the language, and the engine that
// joins when it has loaded. Its parts: the header and live region
// (app/header.js), the notes (app/notes.js), the link to a parent page
// when in a frame (app/parent-link.js, app/commands.js), and the sound and
// colours with their tools in the header (app/preferences.js), the
// address's writes a task after the game's changes (app/address.js).

import { catalog as fullCatalog } from './catalog.js';
import { h, replaceChildren } from './dom.js';
import { EVENT } from './embed-names.js';
import { createGamePage, createGamePageInTurn } from './game.js';
import { presentation } from './games/registry.js';
import { createHomePage } from './home.js';
import { howToLink } from './howto/link.js';
import { createPuzzleListPage, createPuzzlePage } from './puzzles/pages.js';
import { isLoaded, isSupported, language, loadLanguage, preferredLanguage, setLanguage, t } from './i18n.js';
import { onSaveFailure, probeStorage, readJSON, writeJSON } from './storage.js';
import { afterFirstPaint, afterNextFrame, nextTask } from './tasks.js';
import { warmFonts } from './fonts.js';
import { parseRoute, routeSearch } from './url.js';
import { createAnnouncer, createHeader } from './app/header.js';
import { Notes } from './app/notes.js';
import { ParentLink } from './app/parent-link.js';
import { Preferences } from './app/preferences.js';
import { lazyPage } from './app/lazy-page.js';
import { EngineShelf } from './app/engines.js';
import { AddressWriter, browserAddress } from './app/address.js';

/** @typedef {import('./engine.js').Engine} Engine */
/** @typedef {import('./types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./url.js').Route} Route */
/**
 * How a page is shown.
 * @typedef {Object} ShowHow
 * @property {boolean} [focus]    the page's heading takes the focus (a page the player went to)
 * @property {boolean} [resume]   the same game goes on (a new language), so no new gameStart
 * @property {boolean} [inTurn]   a game's page is built a step a task (the visit's first page)
 */
/**
 * A page with a game on it (a game, or a puzzle): what the engine and the
 * parent page's commands reach.
 * @typedef {Object} GamePage
 * @property {HTMLElement} element
 * @property {(engine: Engine) => void} attachEngine
 * @property {() => import('./embed.js').OptionsReport | null} options
 * @property {(change: import('./embed.js').OptionChange) => void} setOptions
 * @property {(change: import('./embed.js').OptionChange) => void} newGame
 * @property {(paused: boolean) => void} setPaused
 * @property {() => void} destroy
 */

const LANG_KEY = 'lang.v1';

/** A game the engine describes but the web layer cannot show yet is "coming". */
const playable = (/** @type {string} */ id) => presentation(id) !== null;

/** The app; see the file's opening comment. */
export class App {
  /** @type {Engine | null} the engine of the page's game, once it is up */
  engine = null;
  /** The first picture is up: engines may load. */
  enginesWanted = false;
  /** @type {{ destroy: () => void, attachEngine?: (engine: Engine) => void } | null} */
  page = null;
  /** @type {GamePage | null} the page, when it is a game */
  gamePage = null;
  /** @type {Route} */
  route = { page: 'home' };
  /** `ready` went out to the parent page. */
  readySaid = false;
  /** The first page's engine is up, or could not load, or it needs none. */
  engineSettled = false;
  /** A page has been shown (its language's table may load first). */
  pageShown = false;
  /** @type {Route | null} the last game left for another page (its rules link back to it) */
  lastGame = null;
  /** The show in progress: a page built over several tasks is placed only if no other show began meanwhile. */
  shown = {};
  /** The address's changes, written a task after the game's (app/address.js). */
  address = new AddressWriter(browserAddress);
  // Built by buildFrame(), which start() calls in a task after the constructor's (null only until then).
  /** @type {ReturnType<typeof createHeader>} */
  header = /** @type {any} */ (null);
  /** @type {Notes} */
  notes = /** @type {any} */ (null);
  /** @type {HTMLElement} */
  content = /** @type {any} */ (null);

  /**
   * @param {(game: string) => Promise<Engine>} loadEngine   loads a game's wasm engine (again, after a failure)
   * @param {HTMLElement} root
   */
  constructor(loadEngine, root) {
    this.engines = new EngineShelf(loadEngine);
    this.root = root;
    /** @type {CatalogEntry[]} */
    this.catalog = fullCatalog();
    // index.html's host may itself be <main>; then pages must not add another.
    this.pageTag = root.closest('main') ? 'div' : 'main';
    // Commands arrive only in a frame, once the bridge has loaded: their code comes with it, in order.
    /** @type {Promise<typeof import('./app/commands.js')> | null} */
    let commands = null;
    this.link = new ParentLink(this.parse().route.parentOrigin, (command) => {
      commands ??= import('./app/commands.js');
      commands.then(({ runCommand }) => runCommand(this.commandTarget(), command));
    });
    this.announcer = createAnnouncer();
    this.prefs = new Preferences({
      link: this.link,
      announce: (text) => this.announcer.announce(text),
      reportOptions: () => this.reportOptions(),
      statsHref: () => this.hrefOf({ page: 'stats' }),
      onStats: () => this.route.page === 'stats',
      openStats: (e) => this.onLinkClick(e, { page: 'stats' }),
      themeChosen: () => {
        if (this.route.theme === undefined) return;
        this.route = { ...this.route, theme: undefined };
        this.replaceRoute(this.route.page === 'game' ? { ...this.parse().route, theme: undefined } : this.route);
      },
    });
  }

  /** The page's frame: the title bar and the notes, the place pages go, the live region. */
  buildFrame() {
    const root = this.root;
    this.header = createHeader({
      onHome: (e) => this.onHomeClick(e),
      onLanguage: (code) => {
        this.changeLanguage(code, true);
        this.reportOptions();
      },
    }, this.prefs.buildTools());
    this.notes = new Notes();
    this.content = h('div', { class: 'content' });
    replaceChildren(root, this.header.element, this.notes.element, this.content, this.announcer.element);
    // Storage may be blocked (a third-party iframe): the game plays on, and
    // the player is told once, quietly, what will not be kept.
    onSaveFailure(() => this.notes.addQuiet({ key: 'note.storageBlocked' }));
    probeStorage();
  }

  /** Shows the first page, says `ready` to a parent page, loads the engine. */
  start() {
    window.addEventListener('popstate', () => {
      this.address.drop();
      this.show();
    });
    // A page left or put away keeps its latest moves in its address.
    window.addEventListener('pagehide', () => this.address.flush());
    // A failure nobody caught (a bug, a panic in the engine) is said plainly;
    // the page and the game in the address stay, and a reload starts afresh.
    const unexpected = (/** @type {unknown} */ what) => this.notes.addQuiet({
      key: 'note.unexpected',
      vars: { message: describeError(what) },
      retry: () => location.reload(),
    });
    window.addEventListener('error', (event) => unexpected(event.error ?? event.message));
    window.addEventListener('unhandledrejection', (event) => unexpected(event.reason));
    this.show({ inTurn: true });
    // The engine's download starts once the first picture is on screen, so
    // the wasm does not share the network with what that picture needs.
    afterFirstPaint(() => {
      this.enginesWanted = true;
      this.connectEngine();
    });
  }

  /**
   * Says `ready` to a parent page once the page can play (the engine is up,
   * or could not load): so `ready` comes first and a game already open has
   * started (its `gameStart` follows at once), as before there was a
   * picture ahead of the engine.
   */
  sayReady() {
    // Both the engine and the first page must be there.
    if (this.readySaid || !this.engineSettled || !this.pageShown) return;
    this.readySaid = true;
    const opened = this.gamePage;
    this.link.ready({
      games: this.catalog.map((g) => ({ id: g.id, name: t(`game.${g.id}.name`), available: playable(g.id), levels: [...g.levels] })),
      game: opened ? this.route.game : null,
      options: opened ? opened.options() : null,
      lang: language(),
    });
  }

  /** @returns {import('./app/commands.js').CommandTarget} */
  commandTarget() {
    return {
      route: () => this.route,
      gamePage: () => this.gamePage,
      playable,
      link: this.link,
      changeLanguage: (code, remember) => this.changeLanguage(code, remember),
      navigate: (route) => this.navigate(route),
      reportOptions: () => this.reportOptions(),
      setMuted: (muted, byPlayer) => this.prefs.setMuted(muted, byPlayer),
    };
  }

  /** @returns {ReturnType<typeof parseRoute>} */
  parse() {
    this.address.flush();
    return parseRoute(location.search, this.catalog, isSupported, playable);
  }

  /** @returns {string | null} the game whose engine the page on show needs */
  engineGame() {
    const { page, game } = this.route;
    return (page === 'game' || page === 'rules') && game ? game : null;
  }

  /**
   * Loads the engine of the page's game; the game on the page starts when
   * it is up. A failure (offline on a first visit, a damaged cache) leaves
   * the page as it is with a note and a button to try again.
   */
  connectEngine() {
    const game = this.engineGame();
    if (!game) {
      this.engineSettled = true;
      this.sayReady();
      return;
    }
    this.engines.get(game).then(async (up) => {
      // The wasm's set-up and the game's start are two tasks, not one.
      await nextTask();
      // The player may have moved on, or this page has it already.
      if (this.engineGame() !== game || this.engine === up) return;
      this.useEngine(game, up);
      this.page?.attachEngine?.(up);
      this.engineSettled = true;
      this.sayReady();
      // The search worker starts once the page has had its first moments.
      setTimeout(() => up.thinker.warm(), 300);
    }, (error) => {
      if (this.engineGame() !== game) return;
      this.engineSettled = true;
      this.sayReady();
      this.notes.addQuiet({
        key: 'note.engineFailed',
        vars: { message: error instanceof Error ? error.message : String(error) },
        retry: () => {
          this.notes.removeQuiet('note.engineFailed');
          this.connectEngine();
        },
      });
    });
  }

  /**
   * The page's game's engine is `up`: the other games' workers end.
   * @param {string} game
   * @param {Engine} up
   */
  useEngine(game, up) {
    this.engine = up;
    exposeForTests(up);
    this.engines.retireAllBut(game);
  }

  /**
   * @param {string} type
   * @param {Record<string, unknown>} payload
   */
  post(type, payload) {
    this.link.post(type, payload);
  }

  reportOptions() {
    const page = this.gamePage;
    this.post(EVENT.options, { game: page ? this.route.game : null, options: page ? page.options() : null });
  }

  /**
   * Shows the page the current address names.
   * @param {ShowHow} [how]
   */
  show(how = {}) {
    const parsed = this.parse();
    const lang = pageLanguage(parsed.route);
    if (!isLoaded(lang)) {
      // Its table first (a moment's fetch), then the page, in its words.
      loadLanguage(lang).then(() => this.show(how), () => {
        setLanguage('en');
        this.showPage(parsed, how);
      });
      return;
    }
    setLanguage(lang);
    this.showPage(parsed, how);
  }

  /**
   * @param {ReturnType<typeof parseRoute>} parsed
   * @param {ShowHow} how
   */
  showPage(parsed, how) {
    this.route = parsed.route;
    this.prefs.theme.setOverride(this.route.theme);
    document.documentElement.toggleAttribute('data-embed', !!this.route.embed);
    this.page?.destroy();
    this.page = null;
    this.gamePage = null;
    this.root.dataset.page = this.route.page;
    // A page of a game whose engine is up gets it at once; otherwise it
    // loads (once the first picture is up) and joins the page then.
    const wanted = this.engineGame();
    const up = wanted ? this.engines.ready(wanted) : null;
    this.engine = null;
    if (wanted && up) this.useEngine(wanted, up);
    const { page, game } = this.route;
    const shown = {};
    this.shown = shown;
    if (how.inTurn && page === 'game' && game && !this.route.puzzle) {
      this.showGameInTurn(game, !!how.resume, shown).then((heading) => {
        if (heading) this.pageUp(parsed, how, heading);
      });
      return;
    }
    const heading = page === 'game' && game ? this.showGame(game, !!how.resume)
      : page === 'puzzles' ? this.showPuzzleList()
      : page === 'stats' ? this.showStats()
      : page === 'rules' && game ? this.showRules(game)
      : this.showHome();
    this.pageUp(parsed, how, heading);
  }

  /**
   * What follows a page's arrival: the title bar's tools, the notes of its
   * address, `ready`, the engine, the focus.
   * @param {ReturnType<typeof parseRoute>} parsed
   * @param {ShowHow} how
   * @param {HTMLElement | null | undefined} heading
   */
  pageUp(parsed, how, heading) {
    this.prefs.draw();
    this.notes.setPageNotes(parsed.notes);
    this.pageShown = true;
    if (this.enginesWanted && !this.engine) this.connectEngine();
    this.sayReady();
    if (how.focus) {
      window.scrollTo(0, 0);
      heading?.setAttribute('tabindex', '-1');
      heading?.focus({ preventScroll: true });
    }
  }

  /**
   * @param {string} id
   * @param {boolean} resume
   * @returns {HTMLElement} the page's heading
   */
  showGame(id, resume) {
    const { entry, pres, heading } = this.drawGameHeader(id);
    const puzzle = this.route.puzzle;
    const game = puzzle ? createPuzzlePage({
      entry,
      presentation: pres,
      id: puzzle,
      tag: this.pageTag,
      href: (r) => this.hrefOf(r),
      navigate: (r) => this.navigate(r),
      note: (note) => this.notes.add(note),
      announce: (text) => this.announcer.announce(text),
      emit: (type, payload) => this.post(type, payload),
      coords: true,
      sound: this.prefs.sound,
    }) : createGamePage(this.gamePageOptions(entry, pres, resume));
    this.placeGame(entry, game);
    return heading;
  }

  /**
   * A game page built a step a task (the first page of a visit: `createGamePageInTurn`).
   * @param {string} id
   * @param {boolean} resume
   * @param {object} shown   the show this is; another one may begin meanwhile
   * @returns {Promise<HTMLElement | null>} the page's heading, or null when another show took over
   */
  async showGameInTurn(id, resume, shown) {
    const { entry, pres, heading } = this.drawGameHeader(id);
    const game = await createGamePageInTurn(this.gamePageOptions(entry, pres, resume));
    if (this.shown !== shown) return null;
    this.placeGame(entry, game);
    return heading;
  }

  /**
   * The title bar and the document's title for a game's page.
   * @param {string} id
   */
  drawGameHeader(id) {
    const entry = /** @type {CatalogEntry} */ (this.catalog.find((g) => g.id === id));
    const pres = /** @type {NonNullable<ReturnType<typeof presentation>>} */ (presentation(entry.id));
    const heading = h('h1', { tabindex: -1 }, t(`game.${entry.id}.name`));
    const nav = { href: (/** @type {Route} */ r) => this.hrefOf(r), navigate: (/** @type {Route} */ r) => this.navigate(r) };
    this.header.draw(this.hrefOf({ page: 'home' }), h('div', { class: 'title-row' }, heading, howToLink(entry.id, nav)));
    document.title = t('app.titleGame', { game: t(`game.${entry.id}.name`) });
    return { entry, pres, heading };
  }

  /**
   * @param {CatalogEntry} entry
   * @param {NonNullable<ReturnType<typeof presentation>>} pres
   * @param {boolean} resume
   * @returns {import('./game.js').GamePageOptions}
   */
  gamePageOptions(entry, pres, resume) {
    return {
      entry,
      presentation: pres,
      route: this.route,
      tag: this.pageTag,
      replaceRoute: (next) => this.replaceRoute(next),
      note: (note) => this.notes.add(note),
      announce: (text) => this.announcer.announce(text),
      emit: (type, payload) => this.post(type, payload),
      paused: this.link.paused,
      resume,
      href: (r) => this.hrefOf(r),
      navigate: (r) => this.navigate(r),
      engineFor: (id) => this.engines.get(id),
      sound: this.prefs.sound,
    };
  }

  /**
   * Puts a game's page on show, with the engine if it is up.
   * @param {CatalogEntry} entry
   * @param {GamePage} game
   */
  placeGame(entry, game) {
    this.page = game;
    this.gamePage = game;
    // An embed has no top bar: the page's heading is there for screen readers.
    if (this.route.embed) game.element.prepend(h('h1', { class: 'visually-hidden' }, t(`game.${entry.id}.name`)));
    replaceChildren(this.content, game.element);
    if (this.engine) game.attachEngine(this.engine);
  }

  /**
   * How to play a game; "play" leads back to the game the reader left for it.
   * @param {string} id
   * @returns {HTMLElement} the page's heading
   */
  showRules(id) {
    const entry = /** @type {CatalogEntry} */ (this.catalog.find((g) => g.id === id));
    const back = this.lastGame?.game === id;
    this.header.draw(this.hrefOf({ page: 'home' }), null);
    document.title = t('app.titleHowto', { game: t(`game.${id}.name`) });
    /** @type {{ route: Route, back: boolean }} */
    const play = { route: back && this.lastGame ? this.lastGame : { page: 'game', game: id }, back };
    const rules = this.lazy(t('howto.title', { game: t(`game.${id}.name`) }), async () => {
      const pres = presentation(id);
      if (!pres?.lesson) throw new Error(`no lesson for ${id}`);
      const [{ createHowToPage }, lesson] = await Promise.all([import('./howto/page.js'), pres.lesson()]);
      return createHowToPage({
        entry,
        pres,
        lesson,
        tag: this.pageTag,
        play,
        href: (r) => this.hrefOf(r),
        navigate: (r) => this.navigate(r),
        announce: (text) => this.announcer.announce(text),
      });
    });
    return rules.heading;
  }

  /**
   * Shows a page whose code loads on first use (app/lazy-page.js).
   * @param {string} title
   * @param {() => Promise<import('./app/lazy-page.js').LoadedPage>} load
   */
  lazy(title, load) {
    const page = lazyPage({ tag: this.pageTag, title, load, failed: (err) => {
      this.notes.add({ key: 'note.loadFailed', vars: { message: err instanceof Error ? err.message : String(err) } });
    } });
    this.page = page;
    replaceChildren(this.content, page.element);
    if (this.engine) page.attachEngine(this.engine);
    return page;
  }

  /** @returns {HTMLElement | null} the page's heading */
  showPuzzleList() {
    this.header.draw(this.hrefOf({ page: 'home' }), null);
    document.title = t('app.titlePuzzles');
    const games = this.catalog.filter((g) => playable(g.id) && (!this.route.game || g.id === this.route.game));
    const list = createPuzzleListPage({
      games, tag: this.pageTag, href: (r) => this.hrefOf(r), navigate: (r) => this.navigate(r), note: (note) => this.notes.add(note),
    });
    this.page = list;
    replaceChildren(this.content, list.element);
    return list.element.querySelector('h1');
  }

  /** @returns {HTMLElement | null} the page's heading */
  showHome() {
    this.header.draw(this.hrefOf({ page: 'home' }), null);
    document.title = t('app.title');
    const home = createHomePage({ catalog: this.catalog, playable, href: (r) => this.hrefOf(r), navigate: (r) => this.navigate(r), tag: this.pageTag });
    this.page = home;
    replaceChildren(this.content, home.element);
    return home.element.querySelector('h1');
  }

  /** @returns {HTMLElement | null} the page's heading */
  showStats() {
    this.header.draw(this.hrefOf({ page: 'home' }), null);
    document.title = t('app.titleStats');
    return this.lazy(t('stats.title'), async () => {
      const { createStatsPage } = await import('./stats.js');
      return createStatsPage({ catalog: this.catalog, playable, href: (r) => this.hrefOf(r), navigate: (r) => this.navigate(r),
        announce: (text) => this.announcer.announce(text), tag: this.pageTag });
    }).heading;
  }

  /**
   * The address of a route, keeping the language, colours and embed flags.
   * @param {Route} next
   * @returns {string}
   */
  hrefOf(next) {
    const { lang, theme, embed, parentOrigin } = this.route;
    return routeSearch({ ...next, lang, theme, embed, parentOrigin });
  }

  /**
   * Opens another page and adds it to the history — except in an embed,
   * whose history entries would join the portal's own back button.
   * @param {Route} next
   */
  navigate(next) {
    // The entry being left gets its latest address before the new one is added.
    this.address.flush();
    // The game being left lives in the address (its moves too): its rules page can lead back to it.
    if (this.route.page === 'game' && !this.route.puzzle) this.lastGame = this.parse().route;
    try {
      if (this.route.embed) history.replaceState(null, '', this.hrefOf(next));
      else history.pushState(null, '', this.hrefOf(next));
    } catch {
      // A sandboxed frame may refuse; the page is shown all the same.
    }
    this.show({ focus: !this.route.embed });
  }

  /**
   * Keeps the address in step with the page (moves, settings) without
   * adding history entries: written a task later, one write for a run of
   * changes (app/address.js).
   * @param {Route} next
   */
  replaceRoute(next) {
    this.address.write(this.hrefOf(next));
  }

  /** @param {MouseEvent} e */
  onHomeClick(e) {
    this.onLinkClick(e, { page: 'home' });
  }

  /**
   * A plain click on a link of the app opens its page in place; a click
   * with a modifier is left to the browser (a new tab).
   * @param {MouseEvent} e
   * @param {Route} route
   */
  onLinkClick(e, route) {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    this.navigate(route);
  }

  /**
   * @param {string} code
   * @param {boolean} remember  false for the parent's command: the portal chose, not the player
   */
  changeLanguage(code, remember) {
    if (!isSupported(code)) return;
    if (remember) writeJSON(LANG_KEY, code);
    this.route = { ...this.route, lang: code };
    // The page is rebuilt from the address, which holds the game record.
    this.replaceRoute(this.route.page === 'game' ? { ...this.parse().route, lang: code } : this.route);
    this.show({ resume: true });
  }
}

/**
 * @param {unknown} what  an error, a message, anything thrown
 * @returns {string}
 */
function describeError(what) {
  const text = what instanceof Error ? what.message : String(what ?? '');
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/**
 * Hooks the end-to-end tests use to break the engine on purpose and see the
 * page recover (kill the search worker, make it panic, make the page's own
 * wasm panic) and to see that the search's worker has its table.
 * @param {Engine} engine
 */
function exposeForTests(engine) {
  /** @type {any} */ (window).__tabuleiroDebug = {
    killWorker: () => engine.thinker.breakForTest('kill'),
    panicInWorker: () => engine.thinker.breakForTest('panic'),
    // From a task of the page's own, as a bug would strike: uncaught.
    panicInPage: () => setTimeout(() => engine.panicForTest(), 0),
    // Morris's endgame table, built beside the search once the sliding starts.
    tableInstalled: () => engine.thinker.tableInstalled,
  };
}

/** @returns {string | null} */
function storedLanguage() {
  return readJSON(LANG_KEY, (v) => (typeof v === 'string' && isSupported(v) ? v : null), null);
}

/**
 * The language a page is shown in: its address's, else the player's
 * choice, else the browser's.
 * @param {ReturnType<typeof parseRoute>['route']} route
 */
function pageLanguage(route) {
  return route.lang ?? storedLanguage() ?? preferredLanguage();
}

/**
 * What the shell offers back to main.js.
 * @typedef {Object} AppFace
 * @property {(apply: () => void) => void} offerUpdate
 *   shows "a new version is ready" with a button that calls `apply`; the game
 *   in progress lives in the address, so the reload that follows keeps it
 */

/**
 * Starts the app inside `root`, from the engine's description of the
 * games; the engine itself (the wasm) joins when it has loaded. The frame
 * (preferences, title bar) and the first page are built in tasks of their
 * own, and rendered in frames of their own: the first frame a page renders
 * also sets up what every later one reuses (its fonts among them), and on
 * a slow phone that and the whole page together held the main thread too
 * long.
 * @param {(game: string) => Promise<Engine>} loadEngine
 * @param {HTMLElement} root
 * @returns {Promise<AppFace>}
 */
export async function start(loadEngine, root) {
  const app = new App(loadEngine, root);
  await nextTask();
  // The language the page will be shown in (set when it is shown, after this).
  const { route } = app.parse();
  await warmFonts(root, { lang: pageLanguage(route), embedded: !!route.embed });
  app.buildFrame();
  await afterNextFrame();
  app.start();
  return { offerUpdate: (apply) => app.notes.offerUpdate(apply) };
}
