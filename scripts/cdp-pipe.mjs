// @ts-check
// A headless Chromium driven through the DevTools protocol on its pipe
// (`--remote-debugging-pipe`: file descriptors 3 and 4, one JSON message
// per NUL-terminated line), with nothing of a test framework in the page.
// scripts/bench-web.mjs measures page loads with it: Playwright's page
// machinery makes a JavaScript world of its own in every document and
// watches every request, work done in the page's own tasks that a
// long-task count would blame on the page.

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What a browser under a test tool runs with (Playwright's launcher passes
 * the same): a page that is not in a visible window is otherwise
 * "backgrounded", its timers and its renderer slowed, which would count as
 * the page's own time; and nothing runs beside the page (extensions,
 * field trials, the hang monitor).
 */
const QUIET_BROWSER = [
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--disable-field-trial-config',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-back-forward-cache',
  '--no-default-browser-check',
  '--metrics-recording-only',
  '--password-store=basic',
  '--hide-scrollbars',
  '--mute-audio',
];

/**
 * @typedef {object} Session
 * @property {(method: string, params?: object) => Promise<any>} send
 * @property {(method: string, listener: (params: any) => void) => void} on
 */

/**
 * Starts Chromium with the pipe open.
 * @param {string} executable
 * @param {string[]} args   extra command-line switches
 */
export function launchOverPipe(executable, args) {
  // A profile of its own, gone with the browser.
  const profile = mkdtempSync(join(tmpdir(), 'cdp-pipe-'));
  const proc = spawn(executable, ['--headless', '--remote-debugging-pipe', `--user-data-dir=${profile}`, ...QUIET_BROWSER, ...args, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toBrowser = /** @type {import('node:stream').Writable} */ (proc.stdio[3]);
  const fromBrowser = /** @type {import('node:stream').Readable} */ (proc.stdio[4]);
  let nextId = 0;
  /** @type {Map<number, { resolve: (v: any) => void, reject: (e: Error) => void, method: string }>} */
  const pending = new Map();
  /** @type {Map<string, Array<(params: any) => void>>} keyed by session and event */
  const listeners = new Map();
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (/** @type {string} */ chunk) => {
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const waiting = pending.get(message.id);
      if (waiting) {
        pending.delete(message.id);
        if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
        else waiting.resolve(message.result);
      } else if (message.method) {
        for (const listener of listeners.get(`${message.sessionId ?? ''} ${message.method}`) ?? []) listener(message.params);
      }
    }
  });
  proc.on('exit', () => {
    // Chromium's helpers may still be writing to the profile as it exits:
    // a folder left behind in the temporary directory is no failure.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    } catch {
      setTimeout(() => rmSync(profile, { recursive: true, force: true, maxRetries: 5 }), 1000).unref();
    }
    for (const waiting of pending.values()) waiting.reject(new Error(`${waiting.method}: the browser exited`));
    pending.clear();
  });

  /**
   * @param {string | undefined} sessionId   undefined: the browser itself
   * @returns {Session}
   */
  const session = (sessionId) => ({
    send: (method, params = {}) => new Promise((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id: nextId, method, params, sessionId })}\0`);
    }),
    on: (method, listener) => {
      const key = `${sessionId ?? ''} ${method}`;
      listeners.set(key, [...(listeners.get(key) ?? []), listener]);
    },
  });

  const browser = session(undefined);
  return {
    browser,
    /**
     * A blank page in a browser context of its own (its own cache and
     * storage), attached. `close` disposes of the context.
     */
    async newPage() {
      const { browserContextId } = await browser.send('Target.createBrowserContext');
      const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
      return {
        page: session(sessionId),
        close: () => browser.send('Target.disposeBrowserContext', { browserContextId }),
      };
    },
    close() {
      proc.kill();
    },
  };
}
