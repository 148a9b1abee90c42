// The web figures of the performance goals, measured in headless Chromium
// against the built site served as a production host would (gzip,
// revalidation), with the service worker blocked:
//
//  * navigation → board drawn (the page's `tabuleiro:board` mark), cold
//    cache and warm cache, median of N runs, for Achi and Morris;
//  * the same, cold, with the CPU throttled 4× (a phone stand-in);
//  * what a cold game page transfers (every response's bytes on the wire);
//  * main-thread tasks over 50 ms from navigation until the game is
//    playable and a second after, also at 4× throttling;
//  * the computer's answer time at each game's top level, opening and
//    mid-game (the page's `tabuleiro:think` measure: the worker's search,
//    without the half-second pause before a reply is shown).
//
//   node scripts/bench-web.mjs [--dist dist] [--runs 5] [--json] [--answers-only | --loads-only]
// Prints a table; --json prints the figures as JSON too.

import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const argv = process.argv.slice(2);
const arg = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const dist = resolve(arg('dist', 'dist'));
const runs = Number(arg('runs', '5'));

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((done) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = /** @type {import('node:net').AddressInfo} */ (srv.address()).port;
      srv.close(() => done(port));
    });
  });
}

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Watches long tasks from the first script on (before the page's own). */
const LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration));
  }).observe({ type: 'longtask', buffered: true });
`;

/**
 * The value of `expression` in the page once it is truthy, polled with the
 * DevTools protocol's plain evaluation. Playwright's own waiting injects its
 * utility script into the page first: a task of its own of 25-40 ms at
 * CPU ×4, which the long-task count would blame on the page.
 * @param {import('playwright-core').CDPSession} cdp
 * @param {string} expression
 */
async function pageValue(cdp, expression) {
  const deadline = Date.now() + 60000;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value) return result.value;
    if (Date.now() > deadline) throw new Error(`waited 60 s for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * One page load: time to the board mark, bytes on the wire, long tasks.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ throttle?: number, warm?: boolean }} how
 */
async function load(browser, url, how) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(LONG_TASKS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (how.throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: how.throttle });
  const interactive = "performance.getEntriesByName('tabuleiro:interactive').length > 0";
  if (how.warm) {
    await page.goto(url);
    await pageValue(cdp, interactive);
  }
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; });
  await page.goto(url);
  // The mark's time, nudged off zero so that it reads as found.
  const boardMs = /** @type {number} */ (await pageValue(cdp, "(performance.getEntriesByName('tabuleiro:board')[0]?.startTime ?? -1) + 1")) - 1;
  await pageValue(cdp, interactive);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const longTasks = /** @type {number[]} */ (await pageValue(cdp, 'JSON.stringify(window.__longTasks)').then(JSON.parse));
  await context.close();
  return { boardMs, bytes, longTasks };
}

/** Each game's top level, the computer moving first; opening and mid-game. */
const ANSWERS = [
  ['Achi Perfect', '?game=achi&mode=ai&level=4&side=white&first=black'],
  ['Achi Perfect, mid-game', '?game=achi&mode=ai&level=4&side=white&first=black&moves=b2,a1,c3,a3'],
  ['Six Stones Expert', '?game=sixstones&mode=ai&level=4&side=white'],
  ['Six Stones Expert, mid-game', '?game=sixstones&mode=ai&level=4&side=white&moves=b2-b3,b4-a4,b3-b4,d4-e4'],
  ['Morris level 10', '?game=morris&mode=ai&level=10&side=black&first=white'],
  ['Morris level 10, sliding', '?game=morris&mode=ai&level=10&side=black&first=white&moves=d2,d6,b4,f4,d3,d5,c4,e4,e3,c5,b2,f6,g4,a4,a1,g7,a7,g1'],
  ['Rastros level 10, 7×7 free', '?game=rastros&mode=ai&level=10&side=p2&size=7'],
  ['Rastros level 10, 9×9 fixed', '?game=rastros&mode=ai&level=10&side=p2&size=9&start=fixed'],
];

/**
 * The computer's first answer on a page, in ms.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function answerTime(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url);
  const handle = await page.waitForFunction(() => {
    const e = performance.getEntriesByName('tabuleiro:think')[0];
    return e ? e.duration : null;
  }, null, { timeout: 60000 });
  const ms = /** @type {number} */ (await handle.jsonValue());
  await context.close();
  return Math.round(ms);
}

/**
 * From navigation to Morris's endgame table installed in the search's
 * worker (built by a worker of its own once the sliding starts), in ms.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url   a Morris page in the sliding phase, the computer to move
 */
async function tableTime(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => /** @type {any} */ (window).__tabuleiroDebug?.tableInstalled(), null, { timeout: 60000, polling: 20 });
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  return Math.round(ms);
}

const port = await freePort();
const server = spawn('python3', [join(import.meta.dirname, 'static_server.py'), dist, String(port)], { stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 50; i += 1) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}
try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'],
  });
  /** @type {Record<string, any>} */
  const figures = {};
  /** @type {Array<[string, number]>} */
  const answers = [];
  // --loads-only: the page loads' figures alone (a minute, for a quiet moment).
  if (!argv.includes('--loads-only')) {
    for (const [name, query] of ANSWERS) answers.push([name, await answerTime(browser, `${base}/${query}`)]);
    const sliding = ANSWERS.find(([name]) => name === 'Morris level 10, sliding');
    if (sliding) answers.push(['Morris endgame table installed (from navigation)', await tableTime(browser, `${base}/${sliding[1]}`)]);
    console.log('| the computer\'s answer (worker search) | ms |\n| --- | --- |');
    for (const [name, ms] of answers) console.log(`| ${name} | ${ms} |`);
    console.log('');
  }
  if (argv.includes('--answers-only')) {
    await browser.close();
    process.exit(0);
  }
  for (const game of ['achi', 'morris']) {
    const url = `${base}/?game=${game}`;
    const cold = [];
    const warm = [];
    const throttled = [];
    for (let i = 0; i < runs; i += 1) {
      cold.push(await load(browser, url, {}));
      warm.push(await load(browser, url, { warm: true }));
      throttled.push(await load(browser, url, { throttle: 4 }));
    }
    figures[game] = {
      coldMs: Math.round(median(cold.map((r) => r.boardMs))),
      warmMs: Math.round(median(warm.map((r) => r.boardMs))),
      throttledColdMs: Math.round(median(throttled.map((r) => r.boardMs))),
      transferKB: Math.round(median(cold.map((r) => r.bytes)) / 102.4) / 10,
      longTasks: [...cold, ...warm].flatMap((r) => r.longTasks),
      longTasksThrottled: throttled.flatMap((r) => r.longTasks),
    };
  }
  await browser.close();
  console.log(`| figure | achi | morris |\n| --- | --- | --- |`);
  const row = (/** @type {string} */ name, /** @type {(f: any) => string} */ f) => console.log(`| ${name} | ${f(figures.achi)} | ${f(figures.morris)} |`);
  row(`board drawn, cold (median of ${runs})`, (f) => `${f.coldMs} ms`);
  row(`board drawn, warm (median of ${runs})`, (f) => `${f.warmMs} ms`);
  row('board drawn, cold, CPU ×4', (f) => `${f.throttledColdMs} ms`);
  row('cold transfer (bytes on the wire)', (f) => `${f.transferKB} KB`);
  row('tasks over 50 ms (all loads)', (f) => `${f.longTasks.length} ${f.longTasks.length ? `(${f.longTasks.join(', ')} ms)` : ''}`);
  row('tasks over 50 ms, CPU ×4', (f) => `${f.longTasksThrottled.length} ${f.longTasksThrottled.length ? `(${f.longTasksThrottled.join(', ')} ms)` : ''}`);
  if (argv.includes('--json')) console.log(JSON.stringify(figures));
} finally {
  server.kill();
}
