// @ts-check
// A page in headless Chromium that the benchmark can ask to evaluate
// expressions, with no dependency: the DevTools protocol over the pipe
// Chromium opens on file descriptors 3 and 4 (`--remote-debugging-pipe`),
// and a local server for the files the page loads (wasm needs http for
// streaming compilation and its MIME type).

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };

/**
 * Serves `files` (URL path → file path or `{ body }`) on 127.0.0.1.
 * @param {Record<string, string | { body: string }>} files
 * @returns {Promise<{ origin: string, close: () => void }>}
 */
function serve(files) {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const file = files[path];
    if (file === undefined) {
      res.writeHead(404).end();
      return;
    }
    const type = Object.entries(TYPES).find(([ext]) => path.endsWith(ext))?.[1] ?? 'text/html';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(typeof file === 'string' ? readFileSync(file) : file.body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

/**
 * Opens `path` of the served `files` in headless Chromium.
 * @param {string} chromium the browser's executable
 * @param {Record<string, string | { body: string }>} files
 * @param {string} path
 */
export async function openPage(chromium, files, path) {
  const { origin, close: stopServer } = await serve(files);
  const profile = mkdtempSync(join(tmpdir(), 'tabuleiro-bench-'));
  const browser = spawn(
    chromium,
    [
      '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
      `--user-data-dir=${profile}`, '--remote-debugging-pipe', 'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = /** @type {import('node:stream').Writable} */ (browser.stdio[3]);
  const fromBrowser = /** @type {import('node:stream').Readable} */ (browser.stdio[4]);

  /** @type {Map<number, { resolve: (v: any) => void, reject: (e: Error) => void }>} */
  const pending = new Map();
  let nextId = 1;
  let buffer = '';
  fromBrowser.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end;
    while ((end = buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      const waiting = message.id && pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    }
  });

  /** @param {string} method @param {object} [params] @param {string} [sessionId] */
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      toBrowser.write(JSON.stringify({ id, method, params, sessionId }) + '\0');
    });

  const exited = new Promise((resolve) => browser.once('exit', resolve));
  /** Ends the browser (it writes to its profile until it has exited), then the rest. */
  const close = async () => {
    browser.kill();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    stopServer();
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  try {
    const { targetInfos } = await send('Target.getTargets');
    const target = targetInfos.find((/** @type {any} */ t) => t.type === 'page');
    const { sessionId } = await send('Target.attachToTarget', { targetId: target.targetId, flatten: true });
    await send('Page.navigate', { url: origin + path }, sessionId);

    /**
     * The value of `expression` (awaited) in the page.
     * @param {string} expression
     */
    const evaluate = async (expression) => {
      const r = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
      if (r.exceptionDetails) {
        throw new Error(`in Chromium: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
      }
      return r.result.value;
    };
    const version = await send('Browser.getVersion');
    return { evaluate, close, version: version.product };
  } catch (e) {
    await close();
    throw e;
  }
}
