import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
const port = 8792;
const server = spawn('python3', ['scripts/static_server.py', 'dist', String(port)], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 800));
const throttle = Number(process.argv[2] ?? 4);
const query = process.argv[3] ?? '?game=morris';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ serviceWorkers: 'block' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`http://127.0.0.1:${port}/${query}`);
await page.waitForFunction(() => performance.getEntriesByName('tabuleiro:interactive').length > 0, null, { timeout: 60000 });
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
server.kill();
// inclusive time per function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
for (let i = 0; i < profile.samples.length; i++) { const id = profile.samples[i]; self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)); }
const incl = new Map();
for (const [id, t] of self) {
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    if (seen.has(key)) continue; seen.add(key);
    incl.set(key, (incl.get(key) ?? 0) + t);
  }
}
const selfBy = new Map();
for (const [id, t] of self) { const n = byId.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; selfBy.set(key, (selfBy.get(key) ?? 0) + t); }
console.log('-- inclusive'); for (const [k, t] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log((t / 1000).toFixed(1).padStart(8), k);
console.log('-- self'); for (const [k, t] of [...selfBy].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((t / 1000).toFixed(1).padStart(8), k);
