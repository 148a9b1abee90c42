// @ts-check
// What the measuring and picture-taking scripts share: the built site
// served on a free local port (scripts/static_server.py: gzip and
// revalidation, as a production host would), the headless Chromium they
// drive with its switches (off the network but for that site), and a
// value read from a page over the DevTools protocol.

import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const CHROMIUM = '/usr/bin/chromium';

/** Headless, off the network but for the local site. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'];

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((done) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => done(port));
    });
  });
}

/**
 * Serves `dist` until `stop()`; resolves once it answers.
 * @param {string} dist
 * @returns {Promise<{ base: string, stop: () => void }>}
 */
export async function serveSite(dist) {
  const port = await freePort();
  const server = spawn('python3', [join(import.meta.dirname, 'static_server.py'), dist, String(port)], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop: () => server.kill() };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`the static server did not start for ${dist}`);
}

/** The binding through which a page tells its marks (`watchMarks`). */
const MARK_BINDING = '__tabuleiroMarked';

/**
 * Has every document of `page` tell the harness its performance marks as
 * they are made, through a binding (a notification, no request): waiting
 * for a mark this way sends the page nothing while it loads. Polling it
 * with the protocol's evaluations did not leave it alone: evaluations
 * before its first frame were followed by forced styles and layouts of the
 * whole page, long tasks at CPU ×4 that the harness added to the page's
 * count (4–6 in 6 loads where waiting unasked saw 1). Call before the
 * first navigation; the Page domain must be on.
 * @param {import('./cdp-pipe.mjs').Session} page
 * @returns {Promise<(url: string, mark: string) => Promise<void>>}
 *   navigates to `url` and resolves once the new document has made `mark`
 */
export async function watchMarks(page) {
  /** @type {{ mark: string, begun: boolean, resolve: () => void } | null} */
  let waiting = null;
  page.on('Runtime.bindingCalled', (e) => {
    if (e.name !== MARK_BINDING || !waiting) return;
    // '' opens a document: marks count from the first one opened after the navigation began.
    if (e.payload === '') waiting.begun = true;
    else if (waiting.begun && e.payload === waiting.mark) waiting.resolve();
  });
  // The binding's calls are told only while the Runtime domain is on.
  await page.send('Runtime.enable');
  await page.send('Runtime.addBinding', { name: MARK_BINDING });
  await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `
    ${MARK_BINDING}('');
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) ${MARK_BINDING}(e.name);
    }).observe({ type: 'mark', buffered: true });` });
  return async (url, mark) => {
    const arrived = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`waited 60 s for the mark ${mark} at ${url}`)), 60000);
      waiting = { mark, begun: false, resolve: () => { clearTimeout(timer); waiting = null; resolve(undefined); } };
    });
    await page.send('Page.navigate', { url });
    await arrived;
  };
}

/**
 * The value of `expression` in the page once it is truthy, polled with the
 * DevTools protocol's plain evaluation (Playwright's own waiting would
 * inject its utility script into the page first: a task of its own of
 * 25-40 ms at CPU ×4).
 * @param {import('./cdp-pipe.mjs').Session} page
 * @param {string} expression
 */
export async function pageValue(page, expression) {
  const deadline = Date.now() + 60000;
  for (;;) {
    const { result } = await page.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value) return result.value;
    if (Date.now() > deadline) throw new Error(`waited 60 s for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
