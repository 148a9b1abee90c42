// @ts-check
// Runs the fixed searches of searches.mjs natively (the `tabuleiro` CLI)
// and in wasm (in Chromium or Node, both V8), interleaved, and prints the
// best of N runs of each and native ÷ wasm. Each search runs in its game's
// engine as the site ships it (the built site's engines.json names them).
// A search whose move or node count differs between the two is an error:
// they must do the same work.
//
//   node scripts/bench/wasm-vs-native.mjs --native BIN --dist DIR
//        [--runs 5] [--engine chromium|node] [--chromium PATH]
//
// scripts/bench-wasm.sh builds what it needs and calls this.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { openPage } from './chromium.mjs';
import { SEARCHES, nativeArgs, readNative, runSearch } from './searches.mjs';

const { values: args } = parseArgs({
  options: {
    native: { type: 'string' },
    dist: { type: 'string' },
    runs: { type: 'string', default: '5' },
    engine: { type: 'string', default: 'chromium' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
});
if (!args.native || !args.dist) {
  console.error('usage: wasm-vs-native.mjs --native BIN --dist DIR [--runs N] [--engine chromium|node]');
  process.exit(2);
}
const { native, dist } = args;
/** @type {Record<string, { js: string, wasm: string }>} each game's engine in the build */
const engines = JSON.parse(readFileSync(join(dist, 'engines.json'), 'utf8'));
const games = [...new Set(SEARCHES.map((s) => s.game))];
const runs = Number(args.runs);
const here = dirname(fileURLToPath(import.meta.url));

/**
 * The wasm side: `run(i)` runs SEARCHES[i] and gives its result.
 * @returns {Promise<{ run: (i: number) => Promise<import('./searches.mjs').Result>, close: () => Promise<void> | void, name: string }>}
 */
async function wasmEngine() {
  if (args.engine === 'node') {
    /** @type {Record<string, any>} */
    const loaded = {};
    for (const game of games) {
      loaded[game] = await import(pathToFileURL(join(dist, engines[game].js)).href);
      await loaded[game].default({ module_or_path: readFileSync(join(dist, engines[game].wasm)) });
    }
    return { run: async (i) => runSearch(loaded[SEARCHES[i].game], SEARCHES[i]), close: () => {}, name: `Node ${process.version}` };
  }
  const page = `<!doctype html><script type="module">
import { SEARCHES, runSearch } from '/searches.mjs';
const engines = {};
for (const game of ${JSON.stringify(games)}) {
  engines[game] = await import('/' + game + '.js');
  await engines[game].default({ module_or_path: '/' + game + '_bg.wasm' });
}
window.bench = { ready: Promise.resolve(), run: (i) => runSearch(engines[SEARCHES[i].game], SEARCHES[i]) };
</script>`;
  /** @type {Record<string, string | { body: string }>} */
  const files = { '/': { body: page }, '/searches.mjs': join(here, 'searches.mjs') };
  for (const game of games) {
    files[`/${game}.js`] = join(dist, engines[game].js);
    files[`/${game}_bg.wasm`] = join(dist, engines[game].wasm);
  }
  const { evaluate, close, version } = await openPage(args.chromium, files, '/');
  await evaluate(
    'new Promise((ok) => { const t = () => (window.bench ? ok(window.bench.ready.then(() => true)) : setTimeout(t, 20)); t(); })',
  );
  return { run: (i) => evaluate(`window.bench.run(${i})`), close, name: version };
}

/** @param {number} i */
function runNative(i) {
  const out = execFileSync(native, nativeArgs(SEARCHES[i]), { encoding: 'utf8' });
  return readNative(out.split('\n')[0]);
}

/** @param {number[]} xs */
const best = (xs) => Math.min(...xs);
/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

const engine = await wasmEngine();
console.log(`wasm in ${engine.name}; ${runs} runs each, interleaved; load average ${load()}`);
if (loadavg()[0] > availableParallelism() / 2) {
  console.log('warning: the machine is busy; these figures swing with the load (measure when it is quiet)');
}
/** @type {{ native: number[], wasm: number[] }[]} */
const times = SEARCHES.map(() => ({ native: [], wasm: [] }));
let failed = false;
try {
  for (let r = 0; r < runs; r++) {
    for (let i = 0; i < SEARCHES.length; i++) {
      // Alternate which goes first, so neither always follows the other.
      const order = r % 2 === 0 ? ['native', 'wasm'] : ['wasm', 'native'];
      /** @type {Record<string, import('./searches.mjs').Result>} */
      const got = {};
      for (const side of order) got[side] = side === 'native' ? runNative(i) : await engine.run(i);
      if (got.native.move !== got.wasm.move || got.native.nodes !== got.wasm.nodes) {
        console.error(
          `${SEARCHES[i].label}: native ${got.native.move} (${got.native.nodes} nodes) but wasm ${got.wasm.move} (${got.wasm.nodes} nodes)`,
        );
        failed = true;
      }
      times[i].native.push(got.native.ms);
      times[i].wasm.push(got.wasm.ms);
    }
  }
} finally {
  await engine.close();
}

console.log('| search | native ms | wasm ms | native ÷ wasm | (medians) |');
console.log('| --- | ---: | ---: | ---: | ---: |');
SEARCHES.forEach((s, i) => {
  const [n, w] = [best(times[i].native), best(times[i].wasm)];
  const [mn, mw] = [median(times[i].native), median(times[i].wasm)];
  const ratio = (n / Math.max(w, 1)).toFixed(2);
  const medianRatio = (mn / Math.max(mw, 1)).toFixed(2);
  console.log(`| ${s.label} depth ${s.depth} | ${n} | ${w} | ${ratio} | ${mn} / ${mw} = ${medianRatio} |`);
});
console.log(`load average after: ${load()}`);
process.exit(failed ? 1 : 0);
