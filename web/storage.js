// @ts-check
// The one place that touches localStorage and sessionStorage. Storage may
// throw (blocked in a third-party iframe, private mode, quota), hold
// garbage (an old version or a hand edit) or be empty: all three are normal
// and end in the caller's fallback, never in an exception. When storage is
// unusable, values live in memory for the rest of the visit.

const PREFIX = 'tabuleiro.';

/** @type {Record<'local' | 'session', Map<string, string>>} */
const memory = { local: new Map(), session: new Map() };

/** Set once a value could not be saved; the listeners hear of it once. */
let saveFailed = false;
/** @type {Array<() => void>} */
const failureListeners = [];

function noteSaveFailure() {
  if (saveFailed) return;
  saveFailed = true;
  for (const listener of failureListeners.splice(0)) {
    try {
      listener();
    } catch {
      // a listener's trouble is not the caller's
    }
  }
}

/**
 * Calls `listener` once, the first time a value cannot be saved (storage
 * blocked, as in a third-party iframe, or full) — at once if that has
 * already happened.
 * @param {() => void} listener
 */
export function onSaveFailure(listener) {
  if (saveFailed) listener();
  else failureListeners.push(listener);
}

/**
 * Whether localStorage takes a value now (a write and a removal of a probe
 * key); a failure is reported to the onSaveFailure listeners.
 * @returns {boolean}
 */
export function probeStorage() {
  const store = area('local');
  try {
    if (!store) throw new Error('no localStorage');
    store.setItem(`${PREFIX}probe`, '1');
    store.removeItem(`${PREFIX}probe`);
    return true;
  } catch {
    noteSaveFailure();
    return false;
  }
}

/**
 * @param {'local' | 'session'} area
 * @returns {Storage | null}
 */
function area(area) {
  try {
    const store = area === 'local' ? window.localStorage : window.sessionStorage;
    return store ?? null;
  } catch {
    return null;
  }
}

/**
 * @param {'local' | 'session'} where
 * @param {string} key
 * @returns {string | null}
 */
function readRaw(where, key) {
  const store = area(where);
  if (store) {
    try {
      const value = store.getItem(PREFIX + key);
      if (value !== null) return value;
    } catch {
      // fall through to memory
    }
  }
  return memory[where].get(key) ?? null;
}

/**
 * @param {'local' | 'session'} where
 * @param {string} key
 * @param {string | null} value  null removes the key
 */
function writeRaw(where, key, value) {
  if (value === null) memory[where].delete(key);
  else memory[where].set(key, value);
  const store = area(where);
  if (!store) {
    noteSaveFailure();
    return;
  }
  try {
    if (value === null) store.removeItem(PREFIX + key);
    else store.setItem(PREFIX + key, value);
  } catch {
    // Quota or a blocked store: the memory copy keeps this visit working.
    noteSaveFailure();
  }
}

/**
 * Reads a JSON value and hands it to `check`, which returns the cleaned
 * value or null when the stored data is unusable.
 * @template T
 * @param {string} key
 * @param {(raw: unknown) => T | null} check
 * @param {T} fallback
 * @param {'local' | 'session'} [where]
 * @returns {T}
 */
export function readJSON(key, check, fallback, where = 'local') {
  const raw = readRaw(where, key);
  if (raw === null) return fallback;
  try {
    return check(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * @param {string} key
 * @param {unknown} value
 * @param {'local' | 'session'} [where]
 */
export function writeJSON(key, value, where = 'local') {
  let text;
  try {
    text = JSON.stringify(value);
  } catch {
    return;
  }
  writeRaw(where, key, text);
}

/**
 * @param {string} key
 * @param {'local' | 'session'} [where]
 */
export function remove(key, where = 'local') {
  writeRaw(where, key, null);
}

/**
 * A plain object or null: the first check most stored records need.
 * @param {unknown} value
 * @returns {Record<string, unknown> | null}
 */
export function asRecord(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? /** @type {Record<string, unknown>} */ (value)
    : null;
}
