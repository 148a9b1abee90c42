// @ts-check
// Letting the browser breathe: `nextTask()` resolves in a task of its own,
// so long work split at these points never holds the main thread in one
// piece (the page stays responsive while it starts, also on slow phones).

/** @type {any} */
const scope = globalThis;

/** @returns {Promise<void>} */
export function nextTask() {
  if (scope.scheduler?.yield) return scope.scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
