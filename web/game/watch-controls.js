// @ts-check
// The controls of computer against computer: a level for the second seat
// (the player's, `level2`), the two level menus named by the side each
// computer plays, and Pause / Resume and Step in place of "AI move". Drawn
// from the session's state like the other controls; it decides nothing.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { otherSide } from '../catalog.js';

/** @typedef {import('../types.js').CatalogEntry} CatalogEntry */
/** @typedef {import('./session.js').SessionState} SessionState */

/**
 * @typedef {Object} WatchActions
 * @property {(level: number) => void} level2
 * @property {(held: boolean) => void} hold   pause (true) or resume (false)
 * @property {() => void} step
 */

/**
 * @param {CatalogEntry} entry
 * @param {WatchActions} act
 */
export function createWatchControls(entry, act) {
  const level2 = h('select', { id: 'opt-level2', 'data-option': 'level2', onchange: () => act.level2(Number(level2.value)) },
    ...entry.levels.map((name, i) => h('option', { value: String(i + 1) }, t(`level.${name}`))));
  const level2Label = h('label', { for: 'opt-level2' });
  const level2Field = h('div', { class: 'field', hidden: true }, level2Label, level2);
  // Built here rather than with controls.js's helper: controls.js imports this module.
  const hold = h('button', { type: 'button', class: 'btn', 'data-action': 'watch-pause', hidden: true,
    onclick: () => act.hold(hold.dataset.held !== 'true') }, t('action.pauseWatch'));
  const step = h('button', { type: 'button', class: 'btn', 'data-action': 'step', hidden: true, onclick: act.step }, t('action.step'));

  /**
   * @param {SessionState | null} s
   * @param {HTMLLabelElement | null} levelLabel   the first level menu's label, named by side while watching
   */
  function draw(s, levelLabel) {
    const watching = s?.play.mode === 'watch';
    level2Field.hidden = !watching;
    hold.hidden = !watching;
    step.hidden = !watching;
    if (levelLabel) {
      levelLabel.textContent = watching && s
        ? t('option.levelOf', { side: t(`side.${otherSide(entry, s.play.human)}`) })
        : t('option.level');
      // The two menus in the order the sides are listed (the first mover's first).
      const levelField = levelLabel.parentElement;
      const secondSeat = s?.play.human !== entry.sides[0]?.id;
      if (levelField && (levelField.nextElementSibling === level2Field) !== secondSeat) {
        if (secondSeat) levelField.after(level2Field);
        else levelField.before(level2Field);
      }
    }
    if (!s || !watching) return;
    level2Label.textContent = t('option.levelOf', { side: t(`side.${s.play.human}`) });
    level2.value = String(s.play.level2 ?? s.play.level);
    hold.dataset.held = String(s.held);
    hold.textContent = t(s.held ? 'action.resumeWatch' : 'action.pauseWatch');
    hold.setAttribute('aria-pressed', String(s.held));
    hold.disabled = s.over;
    step.disabled = !s.held || s.over || !!s.thinking || s.paused;
  }

  return { level2: level2Field, buttons: [hold, step], draw };
}
