// @ts-check
// What the page's long tasks are made of: loads a page of the built site in
// headless Chromium over the DevTools pipe with a timeline trace running,
// then lists every task of the page's main thread over a threshold, from
// navigation until the game is playable and a second after, with the work
// inside it (script by function and file, style, layout, parsing, paint)
// largest first. scripts/bench-web.mjs counts these tasks; this tells what
// to cut.
//
//   node scripts/trace-load.mjs [--dist dist] [--url '?game=morris'] [--throttle 4] [--runs 1] [--over 50]
//        [--cpu] [--css 'RULES'] [--save FILE]
//
// A trace costs the page a little time of its own (the tracing), so read
// the durations as somewhat longer than the bench's.

import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchOverPipe } from './cdp-pipe.mjs';
import { CHROMIUM, CHROMIUM_ARGS, serveSite, watchMarks } from './local-site.mjs';

const argv = process.argv.slice(2);
const arg = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const dist = resolve(arg('dist', 'dist'));
const query = arg('url', '?game=morris');
const throttle = Number(arg('throttle', '4'));
const runs = Number(arg('runs', '1'));
const overMs = Number(arg('over', '50'));
// A style sheet added to every document before its own (an experiment:
// what a rule's absence would save), e.g. --css 'select { display: none }'.
const extraCss = arg('css', '');
// Where to write each run's trace (NAME-RUN.json), to open in DevTools' Performance panel.
const save = arg('save', '');
// --cpu: the totals in the main thread's own time (less sensitive to a busy machine) rather than wall time.
const cpuTime = argv.includes('--cpu');

const CATEGORIES = ['fonts', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack', 'v8.execute', 'blink', 'loading', 'blink.user_timing'];

/**
 * One traced load: the trace's events.
 * @param {ReturnType<typeof launchOverPipe>} chrome
 * @param {string} url
 */
async function tracedLoad(chrome, url) {
  const { page, close } = await chrome.newPage();
  const events = /** @type {any[]} */ ([]);
  page.on('Tracing.dataCollected', (e) => { events.push(...e.value); });
  const done = new Promise((r) => page.on('Tracing.tracingComplete', r));
  await page.send('Page.enable');
  await page.send('Page.addScriptToEvaluateOnNewDocument', {
    source: `if (navigator.serviceWorker) navigator.serviceWorker.register = async () => undefined;
      ${extraCss ? `document.addEventListener('readystatechange', () => {
        if (document.querySelector('style[data-trace]')) return;
        const style = document.createElement('style');
        style.dataset.trace = '';
        style.textContent = ${JSON.stringify(extraCss)};
        document.head.append(style);
      });` : ''}`,
  });
  const open = await watchMarks(page);
  if (extraCss) await page.send('Page.setBypassCSP', { enabled: true });
  if (throttle > 1) await page.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  await open(url, 'tabuleiro:interactive');
  await new Promise((r) => setTimeout(r, 1000));
  await page.send('Tracing.end');
  await done;
  await close();
  return events;
}

/**
 * The complete events of the renderers' main threads (found by their
 * thread names).
 * @param {any[]} events
 */
function onMainThreads(events) {
  const threads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return events.filter((e) => threads.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && typeof e.dur === 'number');
}

/**
 * What an event cost, in ms: with --cpu the thread's own time where the
 * trace has it (what the work cost, whatever else the machine was doing),
 * else the wall clock's.
 * @param {any} e
 */
const cost = (e) => (cpuTime ? (e.tdur ?? e.dur) : e.dur) / 1000;

/** A short name for a piece of work inside a task. */
function label(/** @type {any} */ e) {
  const d = e.args?.data ?? {};
  if (e.name === 'FunctionCall') return `FunctionCall ${d.functionName || '(anonymous)'} ${String(d.url ?? '').split('/').pop()}:${d.lineNumber ?? ''}`;
  if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') return `${e.name} ${String(d.url ?? e.args?.fileName ?? '').split('/').pop()}`;
  if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'EventDispatch') return `${e.name} ${d.type ?? ''}`;
  return e.name;
}

/**
 * The tasks over the threshold: each with its duration and its largest
 * pieces of work (the events nested in it, summed by kind).
 * @param {any[]} events
 */
function longTasks(events) {
  const onMain = onMainThreads(events);
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const long = tasks.filter((e) => cost(e) >= overMs);
  const start = Math.min(...onMain.map((e) => e.ts));
  return long.map((task) => {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.name !== task.name);
    /** @type {Map<string, number>} */
    const work = new Map();
    for (const e of inside) work.set(label(e), (work.get(label(e)) ?? 0) + cost(e));
    const top = [...work.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    return { atMs: Math.round((task.ts - start) / 1000), ms: Math.round(cost(task)), wallMs: Math.round(task.dur / 1000), threadMs: Math.round((task.tdur ?? task.dur) / 1000), top };
  });
}

/** What the whole load spent on the main thread, by kind of work (top-level events only of each kind). */
const KINDS = ['RunTask', 'Layout', 'Blink.Style.UpdateTime', 'InlineNode::ShapeTextIncludingFirstLine', 'Paint', 'ParseHTML',
  'RunMicrotasks', 'FunctionCall', 'TimerFire', 'v8.evaluateModule', 'EvaluateScript'];
function totals(/** @type {any[]} */ events) {
  const onMain = onMainThreads(events);
  /** @type {Record<string, number>} */
  const sums = {};
  for (const kind of KINDS) {
    const of = onMain.filter((e) => e.name === kind).sort((a, b) => a.ts - b.ts);
    let sum = 0;
    let end = -1;
    for (const e of of) {
      if (e.ts >= end) { sum += cost(e); end = e.ts + e.dur; }
    }
    sums[kind] = Math.round(sum);
  }
  return sums;
}

const site = await serveSite(dist);
const base = site.base;
const chrome = launchOverPipe(CHROMIUM, CHROMIUM_ARGS);
try {
  for (let run = 1; run <= runs; run += 1) {
    const events = await tracedLoad(chrome, `${base}/${query}`);
    const tasks = longTasks(events);
    if (save) writeFileSync(`${save}-${run}.json`, JSON.stringify({ traceEvents: events }));
    console.log(`run ${run} totals (ms): ${Object.entries(totals(events)).map(([k, v]) => `${k.split('::').pop()} ${v}`).join(', ')}`);
    console.log(`run ${run}: ${tasks.length} task(s) of ${overMs} ms or more at CPU ×${throttle} (${query})`);
    for (const task of tasks) {
      console.log(`  at ${task.atMs} ms: ${task.ms} ms (wall ${task.wallMs}, thread ${task.threadMs})`);
      for (const [name, ms] of task.top) console.log(`      ${ms.toFixed(1).padStart(7)} ms  ${name}`);
    }
  }
} finally {
  chrome.close();
  site.stop();
}
