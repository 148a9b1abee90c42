// @ts-check
// The page-wide preferences and their tools in the top bar: the sound
// switch and the colours. Sound has one state, kept by the parent link
// (app/parent-link.js `muted`, reported in `ready` and `options` events):
// the player's toggle and a portal's `mute` command both set it; only the
// player's own choice is stored. The colours are theme.js's.

import { t } from '../i18n.js';
import { Sound } from '../sound.js';
import { Theme, nextTheme } from '../theme.js';
import { asRecord, readJSON, writeJSON } from '../storage.js';
import { createHeaderTools, themeWords } from './header-tools.js';

/** @typedef {import('./parent-link.js').ParentLink} ParentLink */

const SOUND_KEY = 'sound.v1';

/**
 * @typedef {Object} PreferencesOptions
 * @property {ParentLink} link
 * @property {(text: string) => void} announce
 * @property {() => void} reportOptions
 * @property {() => string} statsHref
 * @property {() => boolean} onStats   whether the statistics page is shown
 * @property {(e: MouseEvent) => void} openStats
 * @property {() => void} themeChosen   the player chose colours: a `theme` in the address no longer holds
 */

export class Preferences {
  /** @type {ReturnType<typeof createHeaderTools> | null} */
  tools = null;

  /** @param {PreferencesOptions} opts */
  constructor(opts) {
    this.opts = opts;
    this.theme = new Theme();
    opts.link.muted = readJSON(SOUND_KEY, (v) => {
      const muted = asRecord(v)?.muted;
      return typeof muted === 'boolean' ? muted : null;
    }, false);
    this.sound = new Sound({ muted: opts.link.muted });
    this.theme.subscribe(() => this.draw());
  }

  /**
   * The title bar's tools, built with the bar (app.js `buildFrame`), a
   * task after the preferences are read.
   * @returns {HTMLElement}
   */
  buildTools() {
    this.tools ??= createHeaderTools({
      onStats: this.opts.openStats,
      onSound: () => this.setMuted(!this.opts.link.muted, true),
      onTheme: () => this.stepTheme(),
    });
    return this.tools.element;
  }

  /**
   * The one sound switch.
   * @param {boolean} muted
   * @param {boolean} byPlayer   the player's toggle: stored and said; a portal's command is neither
   */
  setMuted(muted, byPlayer) {
    this.opts.link.muted = muted;
    this.sound.setMuted(muted);
    if (byPlayer) {
      writeJSON(SOUND_KEY, { muted });
      this.opts.announce(t(muted ? 'sound.off' : 'sound.on'));
    }
    this.draw();
    this.opts.reportOptions();
  }

  /** The colours' button: automatic → light → dark → automatic. */
  stepTheme() {
    this.theme.choose(nextTheme(this.theme.choice()));
    this.opts.themeChosen();
    this.opts.announce(t('theme.label', { theme: themeWords(this.theme.choice(), this.theme.effective()) }));
  }

  draw() {
    // Nothing to draw before the title bar is built.
    this.tools?.draw({
      statsHref: this.opts.statsHref(),
      onStats: this.opts.onStats(),
      muted: this.opts.link.muted,
      theme: this.theme.choice(),
      effective: this.theme.effective(),
    });
  }
}
