// @ts-check
// The removal step, as pure functions over the UI state: a move was dropped
// whose legal forms differ only in the piece they remove (a Morris mill), so
// the moved piece is shown as made while the player chooses which of the
// opponent's pieces goes, or takes the move back. The step knows no game:
// it begins whenever every legal form of a drop removes something, and the
// candidates are exactly those forms. No DOM; board.js carries out the
// effects returned.

/** @typedef {import('../types.js').MoveView} MoveView */
/** @typedef {import('./state.js').UiState} UiState */
/** @typedef {import('./state.js').Origin} Origin */
/** @typedef {import('./state.js').Removal} Removal */
/** @typedef {import('./state.js').Step} Step */
/** @typedef {import('./state.js').Effect} Effect */
/** @typedef {import('./state.js').Hit} Hit */

/**
 * Shows the dropped move made and waits for the player's choice.
 * @param {UiState} ui
 * @param {Origin} origin
 * @param {string} to
 * @param {MoveView[]} candidates   the legal forms of the drop, each with its removal
 * @param {boolean} animate   the piece still has to travel from its origin
 * @returns {Step}
 */
export function beginRemoval(ui, origin, to, candidates, animate) {
  /** @type {Effect[]} */
  const effects = [{ type: 'render' }];
  if (animate) effects.push({ type: 'glide', to, from: origin, duration: 'move' });
  effects.push(askForRemoval({ origin, to, candidates }), { type: 'removal' });
  return { ui: { ...ui, selected: null, removal: { origin, to, candidates } }, effects };
}

/**
 * Says which pieces the removal step may take.
 * @param {Removal} removal
 * @returns {Effect}
 */
export function askForRemoval(removal) {
  return { type: 'say', words: { key: 'board.removeOne', params: { points: removal.candidates.map((m) => m.remove).join(', ') } } };
}

/**
 * Takes the piece on `at`, completing the move; null if it is not one the
 * rules allow.
 * @param {UiState} ui
 * @param {string} at
 * @param {boolean} carriedOff   the player already carried it off the board (it needs no fading out)
 * @returns {Step | null}
 */
export function finishRemoval(ui, at, carriedOff) {
  const move = ui.removal?.candidates.find((m) => m.remove === at);
  if (!move) return null;
  return { ui: { ...ui, removal: null }, effects: [{ type: 'move', move, animate: false, carriedOff: carriedOff ? at : null }] };
}

/**
 * Gives up the removal step: a piece from the hand simply reappears there;
 * one from a point glides back to it.
 * @param {UiState} ui
 * @returns {Step}
 */
export function cancelRemoval(ui) {
  const removal = ui.removal;
  if (!removal) return { ui, effects: [] };
  /** @type {Effect[]} */
  const effects = [{ type: 'render' }];
  if (removal.origin.at !== 'hand') {
    effects.push({ type: 'glide', to: removal.origin.at, from: { at: removal.to, side: removal.origin.side, slot: -1 }, duration: 'returnHome' });
  }
  effects.push({ type: 'say', words: { key: 'board.removalCancelled' } }, { type: 'removal' });
  return { ui: { ...ui, removal: null }, effects };
}

/**
 * A press during the removal step: a removable piece is taken hold of (a
 * click takes it, a drag may carry it off); the piece just moved, or an
 * empty point, calls the move off; anything else only says what is wanted.
 * @param {UiState} ui   with a removal step under way
 * @param {Hit} hit
 * @returns {Step}
 */
export function removalPress(ui, hit) {
  const removal = /** @type {Removal} */ (ui.removal);
  const { origin, point } = hit;
  if (origin && removal.candidates.some((m) => m.remove === origin.at)) {
    const press = { pointerId: hit.pointerId, origin, start: hit.start, dragging: false, wasSelected: false, sweepOnly: true, hover: null };
    return { ui: { ...ui, press }, effects: [], handled: true };
  }
  if ((origin && origin.at === removal.to) || (!origin && point)) return { ...cancelRemoval(ui), handled: true };
  return { ui, effects: [askForRemoval(removal)], handled: true };
}

/**
 * A removable piece let go: taken if clicked or carried anywhere but back
 * to its own point; otherwise it goes back.
 * @param {UiState} ui   the press already ended
 * @param {NonNullable<UiState['press']>} press
 * @param {string | null} point   the point under the release
 * @returns {Step}
 */
export function removalDrop(ui, press, point) {
  const back = press.dragging && point === press.origin.at;
  const taken = back ? null : finishRemoval(ui, press.origin.at, press.dragging);
  return taken ?? { ui, effects: [{ type: 'return', origin: press.origin }] };
}

/**
 * Enter or Space on `at` during the removal step: take it if it may be
 * taken; on the moved piece or an empty point, take the move back.
 * @param {UiState} ui   with a removal step under way
 * @param {string} at
 * @param {boolean} occupied
 * @returns {Step}
 */
export function removalActivate(ui, at, occupied) {
  const removal = /** @type {Removal} */ (ui.removal);
  const taken = finishRemoval(ui, at, false);
  if (taken) return taken;
  if (!occupied || at === removal.to) return cancelRemoval(ui);
  return { ui, effects: [askForRemoval(removal)] };
}

/**
 * Whether a removal step outlives a new view: only a redraw of the same
 * moment whose legal moves still hold every candidate.
 * @param {Removal} removal
 * @param {MoveView[]} legal
 * @param {boolean} sameMoment
 * @returns {boolean}
 */
export function removalSurvives(removal, legal, sameMoment) {
  return sameMoment && removal.candidates.every((c) => legal.some((m) => m.text === c.text));
}
