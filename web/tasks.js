// @ts-check
// Letting the browser breathe: `nextTask()` resolves in a task of its own,
// so long work split at these points never holds the main thread in one
// piece (the page stays responsive while it starts, also on slow phones);
// `afterFirstPaint()` waits until the first picture is on screen, and
// `afterNextFrame()` until the next frame has been rendered.

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

/**
 * How long a page waits for its first paint before it goes on anyway: a
 * page drawn out of sight (a hidden frame) may never paint.
 */
const PAINT_WAIT_MS = 1000;

/**
 * Runs `task` once, after the page's first contentful paint has reached
 * the screen (the paint timing entry comes after it is presented, where an
 * animation frame comes before it is drawn). Where the browser has no paint
 * timing, after the next frame; a hidden page at once; and in any case
 * after PAINT_WAIT_MS.
 * @param {() => void} task
 */
export function afterFirstPaint(task) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
    setTimeout(once, 0);
    return;
  }
  setTimeout(once, PAINT_WAIT_MS);
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
}

/**
 * How long a page waits for a frame before it goes on anyway: a page drawn
 * out of sight (a hidden frame) may get none.
 */
const FRAME_WAIT_MS = 250;

/**
 * Resolves once the next frame has been rendered. Work split at this point
 * is laid out and painted in frames of its own, so that no one frame's
 * rendering holds a slow phone's main thread for long. The signal is an
 * intersection observer's first report, which the browser computes as the
 * frame is rendered and delivers in a task after it. Not an animation
 * frame callback: a frame that runs one counts, script, style, layout and
 * paint together, as one task of the page's (Chromium's long tasks), where
 * a frame that runs no script of ours is the browser's own. A hidden page
 * goes on at once, and any page after FRAME_WAIT_MS.
 * @returns {Promise<void>}
 */
export function afterNextFrame() {
  return new Promise((resolve) => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    // Whichever comes first resolves; the other finds it settled.
    const timer = setTimeout(resolve, FRAME_WAIT_MS);
    if (typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    observer.observe(document.documentElement);
  });
}
