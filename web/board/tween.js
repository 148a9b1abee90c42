// @ts-check
// Short tweens on requestAnimationFrame. Under prefers-reduced-motion every
// tween has zero length: the end state is drawn at once, in the same task,
// so nothing waits on a frame that never needs to come.

const reduceQuery = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;

/** @returns {boolean} whether the player asked for less motion */
export function reducedMotion() {
  return reduceQuery?.matches ?? false;
}

/** Animation lengths in milliseconds, before reduced motion is applied. */
export const DURATION = Object.freeze({ move: 200, returnHome: 180, computer: 260, capture: 420 });

/**
 * @param {number} t 0..1
 * @returns {number}
 */
export function easeOutCubic(t) {
  return 1 - (1 - t) ** 3;
}

/**
 * @param {number} t 0..1
 * @returns {number}
 */
export function easeInOutCubic(t) {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * Runs `frame(progress)` with eased progress from 0 to 1 over `ms`, then
 * `done()`. Returns a cancel function; cancelling jumps to neither end, it
 * simply stops (the caller redraws).
 * @param {number} ms
 * @param {(progress: number) => void} frame
 * @param {() => void} [done]
 * @param {(t: number) => number} [ease]
 * @returns {() => void}
 */
export function tween(ms, frame, done, ease = easeOutCubic) {
  const length = reducedMotion() ? 0 : ms;
  if (length <= 0) {
    frame(1);
    done?.();
    return () => {};
  }
  let stopped = false;
  let start = -1;
  /** @param {number} now */
  const step = (now) => {
    if (stopped) return;
    if (start < 0) start = now;
    const t = Math.min(1, (now - start) / length);
    frame(ease(t));
    if (t < 1) requestAnimationFrame(step);
    else done?.();
  };
  requestAnimationFrame(step);
  return () => {
    stopped = true;
  };
}
