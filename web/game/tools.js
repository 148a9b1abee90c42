// @ts-check
// The game page's tools beside play: the review (the analysis queue and
// its view beside the scorepad, with the moves that changed the result),
// records (the link, the text record, a pasted record opened), the typed
// move and the position read out. One object the game page builds with its
// other parts and attaches to the session once the engine is up; what each
// tool does lives in its own module. The analysis and the records' dialog
// load the first time they are wanted (the analysis turned on, the button
// pressed): most games use neither, and a game page's first download stays
// small.

import { catalog } from '../catalog.js';
import { h } from '../dom.js';
import { t } from '../i18n.js';
import { routeSearch } from '../url.js';
import { button } from './controls.js';
import { createMoveBox } from './move-box.js';
import { readPosition, typedMove, whyNoTypedMove } from './readout.js';
import { createReviewShell } from './review-shell.js';

const analysisModules = () => Promise.all([import('./analysis.js'), import('./review-view.js')]);
const recordsModules = () => Promise.all([import('./records-view.js'), import('../record.js')]);

/** @typedef {import('../types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./session.js').Session} Session */
/** @typedef {import('./session.js').SessionState} SessionState */
/** @typedef {import('../record.js').GameRecord} GameRecord */
/** @typedef {import('../record.js').RecordError} RecordError */
/** @typedef {import('../think-client.js').ThinkClient} ThinkClient */
/** @typedef {import('./analysis.js').Analysis} Analysis */
/** @typedef {typeof import('./review-view.js').drawReview} DrawReview */
/** @typedef {typeof import('../record.js')} RecordFormat */
/** @typedef {ReturnType<typeof import('./records-view.js').createRecordsView>} RecordsView */

/**
 * What the tools need of the game page.
 * @typedef {Object} ToolsHooks
 * @property {CatalogEntry} entry
 * @property {(text: string) => void} announce
 * @property {(record: GameRecord) => RecordError | null | Promise<RecordError | null>} openRecord
 *   checks the record with the engine and opens it
 * @property {() => void} redrawRecord   the scorepad's marks changed
 * @property {boolean} autoAnalysis   the analysis starts by itself (not in a portal's small frame)
 * @property {() => HTMLElement} dialogHost   where the records' dialog goes (the page)
 * @property {(err: unknown) => void} loadFailed   a tool's code could not be fetched (offline without it)
 */

/** The game page's tools; see the file's opening comment. */
export class GameTools {
  /** @type {Session | null} */
  session = null;
  /** @type {Analysis | null} */
  analysis = null;
  /** @type {DrawReview | null} */
  drawReview = null;
  /** @type {Promise<void> | null} */
  analysisLoading = null;
  /** @type {Promise<{ view: RecordsView }> | null} */
  records = null;
  /** @type {boolean | null} the player's choice; null: on while reviewing or between two players (unless in a frame) */
  analysisChoice = null;
  /** when the game began, for its record */
  started = new Date();
  /** @type {() => void} */
  unsubscribe = () => {};
  /** @type {Pick<ThinkClient, 'think'> | null} */
  thinker = null;
  destroyed = false;

  /** @param {ToolsHooks} hooks */
  constructor(hooks) {
    this.hooks = hooks;
    this.review = createReviewShell({
      onToggle: (on) => {
        this.analysisChoice = on;
        this.hooks.redrawRecord();
      },
    });
    this.recordsButton = button('records', t('action.records'), () => this.openRecords());
    this.moveBox = createMoveBox({
      play: (text) => this.playTyped(text),
      read: () => {
        const s = this.session?.state();
        if (s) this.hooks.announce(readPosition(s));
      },
    });
    /** The panel's part under the scorepad: the move box. */
    this.element = h('section', { class: 'game-tools', 'aria-label': t('typed.label') }, this.moveBox.element);
  }

  /**
   * The engine is up: the session to follow and the worker to ask.
   * @param {Session} session
   * @param {Pick<ThinkClient, 'think'>} thinker
   */
  attach(session, thinker) {
    this.session = session;
    this.unsubscribe = session.subscribe((change) => {
      if (change.type === 'start' && !change.quiet) this.started = new Date();
    });
    this.thinker = thinker;
  }

  /** Fetches the analysis the first time it is on, and starts it. */
  loadAnalysis() {
    this.analysisLoading ??= analysisModules().then(([{ Analysis }, { drawReview }]) => {
      const session = this.session;
      if (!session || !this.thinker || this.destroyed) return;
      this.drawReview = drawReview;
      this.analysis = new Analysis({ session, thinker: this.thinker, onChange: () => this.onAnalysis() });
      this.hooks.redrawRecord();
    }, (err) => {
      this.analysisLoading = null;
      this.hooks.loadFailed(err);
    });
  }

  /** Opens the records' dialog, fetching it the first time. */
  openRecords() {
    this.records ??= recordsModules().then(([{ createRecordsView }, format]) => {
      const view = createRecordsView({ current: () => this.current(format), open: (text) => this.openText(format, text) });
      this.hooks.dialogHost().append(view.dialog);
      return { view };
    });
    this.records.then(({ view }) => {
      if (!this.destroyed) view.open(this.recordsButton);
    }, (err) => {
      this.records = null;
      this.hooks.loadFailed(err);
    });
  }

  /**
   * @param {SessionState} s
   * @returns {boolean} whether the analysis runs: the player's choice, else
   *   while reviewing a finished game or playing two players
   */
  analysisOn(s) {
    return this.analysisChoice ?? (this.hooks.autoAnalysis && (s.play.mode === 'local' || s.over));
  }

  /** @returns {Map<number, string>} the moves that changed the result, while the analysis is on */
  marks() {
    const s = this.session?.state();
    const marks = s && this.analysis && this.analysisOn(s) ? this.analysis.turningPoints() : new Map();
    this.drawnMarks = JSON.stringify([...marks]);
    return marks;
  }

  /** @type {string} the marks the scorepad shows now */
  drawnMarks = '[]';

  /**
   * An answer or a step of progress came in: the review redraws; the
   * scorepad only when its marks changed (redrawing it would also bring
   * the current move back into sight while the player scrolls the list).
   */
  onAnalysis() {
    const s = this.session?.state();
    if (!s || !this.analysis) return;
    const before = this.drawnMarks;
    const now = JSON.stringify([...(this.analysisOn(s) ? this.analysis.turningPoints() : new Map())]);
    if (now !== before) this.hooks.redrawRecord();
    else this.draw(s);
  }

  /** @param {SessionState | null} s */
  draw(s) {
    this.moveBox.draw(s);
    if (!s || !this.session) return;
    const on = this.analysisOn(s);
    this.review.box.checked = on;
    this.review.element.dataset.on = String(on);
    if (!this.analysis || !this.drawReview) {
      if (on) this.loadAnalysis();
      return;
    }
    this.analysis.setEnabled(on);
    const shown = this.analysis.shown();
    this.drawReview(this.review, s, { on, evaluation: shown.evaluation, searching: shown.searching, marks: on ? this.marks().size : 0 });
  }

  /**
   * @param {RecordFormat} format
   * @returns {{ link: string, text: string, fileName: string, title: string }}
   */
  current(format) {
    const { formatRecord, recordDate, recordFileName } = format;
    const game = this.hooks.entry.id;
    const title = t('records.shareTitle', { game: t(`game.${game}.name`) });
    const s = this.session?.state();
    const started = recordDate(this.started);
    if (!s) return { link: location.href, text: '', fileName: recordFileName(game, started), title };
    const search = routeSearch({
      page: 'game', game, mode: s.play.mode, level: s.play.level, side: s.play.human,
      level2: s.play.mode === 'watch' ? s.play.level2 : undefined, options: s.options, moves: s.moves,
    });
    return {
      link: new URL(search, location.href).href,
      text: formatRecord({ entry: s.entry, options: s.options, moves: s.moves, date: started, outcome: s.live.outcome }),
      fileName: recordFileName(game, started),
      title,
    };
  }

  /**
   * @param {RecordFormat} format
   * @param {string} text   a pasted record or link
   * @returns {RecordError | null | Promise<RecordError | null>}
   */
  openText(format, text) {
    const parsed = format.parseRecord(text, { catalog: catalog(), defaultGame: this.hooks.entry.id });
    if ('error' in parsed) return parsed.error;
    const record = parsed.record;
    const said = (/** @type {RecordError | null} */ why) => {
      if (!why) this.hooks.announce(t('records.opened', { game: t(`game.${record.game}.name`), n: record.moves.length }));
      return why;
    };
    const why = this.hooks.openRecord(record);
    return why instanceof Promise ? why.then(said) : said(why);
  }

  /**
   * @param {string} text
   * @returns {string | null} why the move was not played, in words
   */
  playTyped(text) {
    const session = this.session;
    if (!session) return null;
    const s = session.state();
    const move = typedMove(text);
    if (move === '') return t('typed.empty', { example: s.live.legal[0]?.text ?? 'b2' });
    const why = whyNoTypedMove(s);
    if (why) return t(why);
    const refused = session.play(move, { by: 'player', animate: true });
    return refused ? t('typed.refused', { move, message: refused }) : null;
  }

  destroy() {
    this.destroyed = true;
    this.unsubscribe();
    this.analysis?.destroy();
    this.records?.then(({ view }) => view.dialog.remove(), () => {});
  }
}
