import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const port = 8791;
const server = spawn('python3', ['scripts/static_server.py', 'dist', String(port)], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 800));
const throttle = Number(process.argv[2] ?? 4);
const query = process.argv[3] ?? '?game=morris';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ serviceWorkers: 'block' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'disabled-by-default-devtools.timeline.stack'] });
await page.goto(`http://127.0.0.1:${port}/${query}`);
await page.waitForFunction(() => performance.getEntriesByName('tabuleiro:interactive').length > 0, null, { timeout: 60000 });
await page.waitForTimeout(1000);
await browser.stopTracing();
await browser.close();
server.kill();
const ev = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')).traceEvents;
const main = ev.filter((e) => e.name === 'RunTask' && e.dur > 15000);
// find main thread: thread with CrRendererMain
const names = ev.filter((e) => e.name === 'thread_name');
const ourPid = ev.find((e) => e.name === 'CommitLoad' && String(e.args?.data?.url ?? '').includes('127.0.0.1')).pid;
const tmain = names.filter((e) => e.args.name === 'CrRendererMain' && e.pid === ourPid).map((e) => `${e.pid}:${e.tid}`);
for (const t of main) {
  if (!tmain.includes(`${t.pid}:${t.tid}`)) continue;
  const kids = ev.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 3000 && e !== t);
  console.log(`task ${(t.dur / 1000).toFixed(0)} ms at ${((t.ts - main[0].ts) / 1000).toFixed(0)}`);
  for (const k of kids.slice(0, 25)) console.log(`   ${(k.dur / 1000).toFixed(1).padStart(7)} ${k.name} ${JSON.stringify(k.args?.data?.url ?? k.args?.data?.functionName ?? k.args?.data?.stackTrace?.[0]?.functionName ?? '').slice(0, 100)}`);
}
const marks = ev.filter((e) => e.cat && e.cat.includes('blink.user_timing') && e.name.startsWith('tabuleiro'));
for (const m of marks) console.log('mark', m.name, ((m.ts - main[0]?.ts) / 1000).toFixed(0));
