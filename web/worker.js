// @ts-check
// The search worker: initialises the wasm from the module the page posts,
// says `ready`, then answers `think` requests one at a time with progress
// messages. Requests that arrive before `ready` wait in a queue.

/** @type {any} */
let glue = null;
/** @type {MessageEvent[]} */
const waiting = [];

/** @param {any} message */
function send(message) {
  /** @type {any} */ (self).postMessage(message);
}

/** @param {{ id: number, request: object }} data */
function think({ id, request }) {
  try {
    const report = glue.think(request, (/** @type {object} */ progress) =>
      send({ type: 'progress', id, report: progress }),
    );
    send({ type: 'result', id, report });
  } catch (error) {
    send({ type: 'error', id, message: String((error && /** @type {Error} */ (error).message) || error) });
  }
}

/** @param {MessageEvent} event */
async function onMessage(event) {
  const data = event.data || {};
  if (data.type === 'init') {
    try {
      const module = await import(data.jsUrl);
      await module.default({ module_or_path: data.module });
      glue = module;
      send({ type: 'ready' });
      // Precomputed tables are built now, not on the first request.
      glue.prepare();
      for (const queued of waiting.splice(0)) onMessage(queued);
    } catch (error) {
      send({ type: 'fatal', message: String(error) });
    }
    return;
  }
  if (!glue) {
    waiting.push(event);
    return;
  }
  if (data.type === 'think') think(data);
}

self.addEventListener('message', onMessage);
