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
//  * how far the page's content moved under the player's eyes meanwhile
//    (the layout shift score, the largest of the loads: the page comes
//    in stages, and none of them may move what is already there);
//  * the computer's answer time at each game's top level, opening and
//    mid-game (the page's `tabuleiro:think` measure: the worker's search,
//    without the half-second pause before a reply is shown).
//
//   node scripts/bench-web.mjs [--dist dist] [--runs 5] [--json] [--answers-only | --loads-only | --control]
// Prints a table; --json prints the figures as JSON too. --control prints
// the long tasks at CPU ×4 alone, of the Morris page and of two control
// pages that run none of the app's code (scripts/control-pages.mjs), each
// loaded in turn: what the machine's browser spends on any load.

import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { launchOverPipe } from './cdp-pipe.mjs';
import { siteWithControls } from './control-pages.mjs';
import { CHROMIUM, CHROMIUM_ARGS, pageValue, serveSite, watchMarks } from './local-site.mjs';

const argv = process.argv.slice(2);
const arg = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const dist = resolve(arg('dist', 'dist'));
const runs = Number(arg('runs', '5'));

/**
 * Long tasks as a table cell: their count, then their lengths.
 * @param {number[]} tasks  in ms
 */
const taskList = (tasks) => (tasks.length ? `${tasks.length} (${tasks.join(', ')} ms)` : '0');

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Run in every document before its own scripts: watches long tasks, and
 * keeps the service worker out (as Playwright's `serviceWorkers: 'block'`
 * does, by answering the registration with nothing), so each load is the
 * network's and no install runs beside it.
 */
const BEFORE_THE_PAGE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration));
  }).observe({ type: 'longtask', buffered: true });
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__layoutShift += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  if (navigator.serviceWorker) navigator.serviceWorker.register = async () => undefined;
`;

const INTERACTIVE = 'tabuleiro:interactive';

/**
 * A blank page in a fresh browser context, BEFORE_THE_PAGE set to run in
 * each of its documents (the Page domain runs it; it is ignored while the
 * domain is off, and the domain's events are about frames, not requests).
 * @param {ReturnType<typeof launchOverPipe>} chrome
 */
async function openPage(chrome) {
  const opened = await chrome.newPage();
  await opened.page.send('Page.enable');
  await opened.page.send('Page.addScriptToEvaluateOnNewDocument', { source: BEFORE_THE_PAGE });
  return { ...opened, open: await watchMarks(opened.page) };
}

/**
 * One page load in a fresh browser context: time to the board mark and
 * the long tasks. The page is driven over the DevTools pipe
 * (scripts/cdp-pipe.mjs) with no domain enabled that would watch it.
 * @param {ReturnType<typeof launchOverPipe>} chrome
 * @param {string} url
 * @param {{ throttle?: number, warm?: boolean, noBoard?: boolean }} how
 */
async function load(chrome, url, how) {
  const { page, close, open } = await openPage(chrome);
  if (how.throttle) await page.send('Emulation.setCPUThrottlingRate', { rate: how.throttle });
  if (how.warm) await open(url, INTERACTIVE);
  // Nothing is asked of the page until it is playable (see watchMarks).
  await open(url, INTERACTIVE);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  // The mark's time, nudged off zero so that it reads as found.
  const boardMs = how.noBoard ? NaN : /** @type {number} */ (await pageValue(page, "(performance.getEntriesByName('tabuleiro:board')[0]?.startTime ?? -1) + 1")) - 1;
  const longTasks = /** @type {number[]} */ (JSON.parse(await pageValue(page, 'JSON.stringify(window.__longTasks)')));
  // Nudged off zero so that it reads as found.
  const layoutShift = /** @type {number} */ (await pageValue(page, 'window.__layoutShift + 1')) - 1;
  await close();
  return { boardMs, longTasks, layoutShift };
}

/**
 * What a cold load of `url` transfers: every response's bytes on the wire,
 * counted by the protocol's network events (a load of its own, since
 * watching the network costs the page time).
 * @param {ReturnType<typeof launchOverPipe>} chrome
 * @param {string} url
 */
async function coldBytes(chrome, url) {
  const { page, close, open } = await openPage(chrome);
  let bytes = 0;
  page.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; });
  await page.send('Network.enable');
  await open(url, INTERACTIVE);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await close();
  return bytes;
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

/**
 * The long tasks at CPU ×4 of the control pages and the Morris page,
 * loaded in turn `runs` times each, printed as a table.
 * @param {string} base
 */
async function printControls(base) {
  const pages = [
    { name: 'blank page (a line of text)', path: '/control/blank.html', noBoard: true },
    { name: 'the site\'s document, no app script', path: '/control/shell.html', noBoard: true },
    { name: 'Morris game page', path: '/?game=morris', noBoard: false },
  ];
  const loads = pages.map(() => /** @type {number[][]} */ ([]));
  const chrome = launchOverPipe(CHROMIUM, CHROMIUM_ARGS);
  for (let i = 0; i < runs; i += 1) {
    for (const [k, { path, noBoard }] of pages.entries()) loads[k].push((await load(chrome, `${base}${path}`, { throttle: 4, noBoard })).longTasks);
  }
  chrome.close();
  console.log(`| page, CPU ×4, ${runs} loads each in turn | loads with a task over 50 ms | tasks over 50 ms |\n| --- | --- | --- |`);
  for (const [k, { name }] of pages.entries()) {
    console.log(`| ${name} | ${loads[k].filter((t) => t.length).length} | ${taskList(loads[k].flat())} |`);
  }
}

/**
 * The computer's answer at each game's top level, and Morris's endgame
 * table, printed as a table.
 * @param {string} base
 */
async function printAnswers(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  /** @type {Array<[string, number]>} */
  const answers = [];
  for (const [name, query] of ANSWERS) answers.push([name, await answerTime(browser, `${base}/${query}`)]);
  const sliding = ANSWERS.find(([name]) => name === 'Morris level 10, sliding');
  if (sliding) answers.push(['Morris endgame table installed (from navigation)', await tableTime(browser, `${base}/${sliding[1]}`)]);
  await browser.close();
  console.log('| the computer\'s answer (worker search) | ms |\n| --- | --- |');
  for (const [name, ms] of answers) console.log(`| ${name} | ${ms} |`);
  console.log('');
}

/**
 * The page loads' figures of Achi and Morris, printed as a table.
 * @param {string} base
 */
async function printLoads(base) {
  const chrome = launchOverPipe(CHROMIUM, CHROMIUM_ARGS);
  /** @type {Record<string, any>} */
  const figures = {};
  for (const game of ['achi', 'morris']) {
    const url = `${base}/?game=${game}`;
    const cold = [];
    const warm = [];
    const throttled = [];
    for (let i = 0; i < runs; i += 1) {
      cold.push(await load(chrome, url, {}));
      warm.push(await load(chrome, url, { warm: true }));
      throttled.push(await load(chrome, url, { throttle: 4 }));
    }
    figures[game] = {
      coldMs: Math.round(median(cold.map((r) => r.boardMs))),
      warmMs: Math.round(median(warm.map((r) => r.boardMs))),
      throttledColdMs: Math.round(median(throttled.map((r) => r.boardMs))),
      transferKB: Math.round((await coldBytes(chrome, url)) / 102.4) / 10,
      longTasks: [...cold, ...warm].flatMap((r) => r.longTasks),
      longTasksThrottled: throttled.flatMap((r) => r.longTasks),
      layoutShift: Math.max(...[...cold, ...warm, ...throttled].map((r) => r.layoutShift)),
    };
  }
  chrome.close();
  console.log(`| figure | achi | morris |\n| --- | --- | --- |`);
  const row = (/** @type {string} */ name, /** @type {(f: any) => string} */ f) => console.log(`| ${name} | ${f(figures.achi)} | ${f(figures.morris)} |`);
  row(`board drawn, cold (median of ${runs})`, (f) => `${f.coldMs} ms`);
  row(`board drawn, warm (median of ${runs})`, (f) => `${f.warmMs} ms`);
  row('board drawn, cold, CPU ×4', (f) => `${f.throttledColdMs} ms`);
  row('cold transfer (bytes on the wire)', (f) => `${f.transferKB} KB`);
  row('tasks over 50 ms (all loads)', (f) => taskList(f.longTasks));
  row('tasks over 50 ms, CPU ×4', (f) => taskList(f.longTasksThrottled));
  row('layout shift (the largest of the loads)', (f) => f.layoutShift.toFixed(3));
  if (argv.includes('--json')) console.log(JSON.stringify(figures));
}

const control = argv.includes('--control');
const served = control ? siteWithControls(dist, INTERACTIVE) : dist;
const site = await serveSite(served);
try {
  if (control) {
    await printControls(site.base);
  } else {
    // --loads-only: the page loads' figures alone (a minute, for a quiet moment).
    if (!argv.includes('--loads-only')) await printAnswers(site.base);
    if (!argv.includes('--answers-only')) await printLoads(site.base);
  }
} finally {
  site.stop();
  if (control) rmSync(served, { recursive: true, force: true });
}
