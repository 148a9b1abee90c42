// @ts-check
// "Save & share": the dialog its button (tools.js) opens — the game's link (copy,
// and share where the browser can), its text record (copy, download), and
// a box to paste a record or a link into (or to open a file) — checked by
// the page's owner before anything changes, so a bad record is named and
// the game in progress stays. Copying falls back to selecting the text for
// the player when the browser refuses the clipboard (a frame without the
// permission, an old browser). Only the DOM and the browser's sharing here:
// the record's format is record.js's, opening it is the game page's. It
// loads, with record.js, the first time the button is pressed.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { button } from './controls.js';

/** @typedef {import('../record.js').RecordError} RecordError */

/**
 * @typedef {Object} RecordsHooks
 * @property {() => { link: string, text: string, fileName: string, title: string }} current   the game as it stands
 * @property {(text: string) => RecordError | null | Promise<RecordError | null>} open
 *   opens a pasted record; why not, or null when it opened (later, when another game's engine must load to check it)
 */

/**
 * Copies `text`: the clipboard if the browser allows it, else the old
 * copy command on the selected field; false when neither worked.
 * @param {string} text
 * @param {HTMLInputElement | HTMLTextAreaElement} field   holds `text`, selected on the way
 * @returns {Promise<boolean>}
 */
async function copy(text, field) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field.focus();
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/** @param {RecordsHooks} hooks */
export function createRecordsView(hooks) {
  const dialog = h('dialog', { class: 'records-dialog', 'data-records': '', 'aria-labelledby': 'records-title' });
  const status = h('p', { class: 'records-status', role: 'status', 'data-record-status': '' });
  const linkField = h('input', { type: 'text', readonly: true, id: 'record-link', 'data-record-link': '', spellcheck: 'false' });
  const textField = h('textarea', { readonly: true, id: 'record-text', rows: 6, 'data-record-text': '', spellcheck: 'false' });
  const input = h('textarea', { id: 'record-input', rows: 5, 'data-record-input': '', spellcheck: 'false', 'aria-describedby': 'record-hint record-error' });
  const error = h('p', { class: 'records-error', id: 'record-error', role: 'alert', 'data-record-error': '', hidden: true });
  const file = h('input', { type: 'file', accept: '.txt,text/plain', class: 'visually-hidden', tabindex: -1, 'aria-hidden': 'true' });

  /** @param {string} key  @param {Record<string, string>} [vars] */
  const say = (key, vars) => {
    status.textContent = t(key, vars);
  };
  /** @param {string} text @param {HTMLInputElement | HTMLTextAreaElement} field */
  const copyOut = async (text, field) => say((await copy(text, field)) ? 'records.copied' : 'records.copyFailed');

  async function share() {
    const now = hooks.current();
    try {
      await navigator.share({ title: now.title, url: now.link });
    } catch (err) {
      const e = err instanceof Error ? err : new Error(String(err));
      if (e.name !== 'AbortError') say('records.shareFailed', { message: e.message });
    }
  }

  function download() {
    const now = hooks.current();
    const url = URL.createObjectURL(new Blob([now.text], { type: 'text/plain;charset=utf-8' }));
    const a = h('a', { href: url, download: now.fileName, hidden: true });
    dialog.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  function openPasted() {
    const answer = hooks.open(input.value);
    if (answer instanceof Promise) answer.then(opened);
    else opened(answer);
  }

  /** @param {RecordError | null} why */
  function opened(why) {
    error.hidden = !why;
    error.textContent = why ? t(why.key, why.vars) : '';
    // For tests: which message, and the move a replay stopped at.
    error.dataset.error = why?.key ?? '';
    error.dataset.fault = String(why?.vars?.n ?? '');
    if (why) {
      input.focus();
      return;
    }
    input.value = '';
    dialog.close();
  }

  file.addEventListener('change', () => {
    const chosen = file.files?.[0];
    file.value = '';
    if (!chosen) return;
    chosen.text().then((text) => {
      input.value = text;
      openPasted();
    }, () => {
      error.hidden = false;
      error.textContent = t('records.fileFailed');
    });
  });

  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  dialog.append(
    h('div', { class: 'records-head' },
      h('h2', { id: 'records-title' }, t('records.title')),
      button('close-records', t('action.close'), () => dialog.close(), 'small')),
    h('section', { class: 'records-part' },
      h('label', { for: 'record-link' }, t('records.link')), linkField,
      h('div', { class: 'records-buttons' },
        button('copy-link', t('action.copyLink'), () => copyOut(linkField.value, linkField), 'small'),
        canShare ? button('share', t('action.share'), share, 'small') : null)),
    h('section', { class: 'records-part' },
      h('label', { for: 'record-text' }, t('records.text')), textField,
      h('div', { class: 'records-buttons' },
        button('copy-record', t('action.copyRecord'), () => copyOut(textField.value, textField), 'small'),
        button('download-record', t('action.download'), download, 'small'))),
    status,
    h('section', { class: 'records-part' },
      h('label', { for: 'record-input' }, t('records.open')),
      h('p', { class: 'hint', id: 'record-hint' }, t('records.openHint')),
      input, error,
      h('div', { class: 'records-buttons' },
        button('open-record', t('action.openRecord'), openPasted, 'small primary'),
        button('open-record-file', t('action.openFile'), () => file.click(), 'small'),
        file)),
  );

  /** @type {HTMLElement | null} where the focus goes back to */
  let opener = null;
  dialog.addEventListener('close', () => opener?.focus());

  /**
   * Opens the dialog with the game as it stands.
   * @param {HTMLElement} from   the control that opened it: the focus goes back there
   */
  function open(from) {
    const now = hooks.current();
    linkField.value = now.link;
    textField.value = now.text;
    status.textContent = '';
    error.hidden = true;
    opener = from;
    dialog.showModal();
    linkField.focus();
    linkField.select();
  }

  return { dialog, open };
}
