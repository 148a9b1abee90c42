// @ts-check
// Which puzzles the player has solved, kept in storage as
// `puzzles.v1 = { solved: { "<id>": true, … } }` (the statistics page reads
// it too). Storage may be blocked or hold garbage: a blocked store keeps the
// marks for the page's life, garbage is dropped id by id.

import { asRecord, readJSON, writeJSON } from '../storage.js';

const KEY = 'puzzles.v1';

/** Marks kept for this page's life when storage refuses them. */
const session = new Set();

/**
 * @param {unknown} raw
 * @returns {Set<string> | null}
 */
function clean(raw) {
  const solved = asRecord(asRecord(raw)?.solved);
  if (!solved) return null;
  return new Set(Object.entries(solved).filter(([id, v]) => v === true && /^[a-z0-9-]{1,40}$/.test(id)).map(([id]) => id));
}

/** @returns {Set<string>} the ids of the solved puzzles */
export function solvedPuzzles() {
  const stored = readJSON(KEY, clean, new Set());
  for (const id of session) stored.add(id);
  return stored;
}

/** @param {string} id */
export function markSolved(id) {
  session.add(id);
  const all = solvedPuzzles();
  writeJSON(KEY, { solved: Object.fromEntries([...all].map((x) => [x, true])) });
}

/** Forgets every solved mark (the statistics page's "clear"); the record's other fields stay. */
export function clearSolved() {
  session.clear();
  const raw = readJSON(KEY, asRecord, null);
  if (raw) writeJSON(KEY, { ...raw, solved: {} });
}
