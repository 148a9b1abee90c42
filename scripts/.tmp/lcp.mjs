import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
const port = 8793;
const server = spawn('python3', ['scripts/static_server.py', process.argv[3] ?? 'dist', String(port)], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 800));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await context.newPage();
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.tagName + '.' + e.element.className + ' ' + (e.element.textContent || '').slice(0, 50) : null }); }).observe({ type: 'largest-contentful-paint', buffered: true });
});
await page.goto(`http://127.0.0.1:${port}/${process.argv[2] ?? '?game=achi'}`);
await page.waitForFunction(() => performance.getEntriesByName('tabuleiro:interactive').length > 0);
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => JSON.stringify({ lcp: window.__lcp, board: performance.getEntriesByName('tabuleiro:board')[0]?.startTime, inter: performance.getEntriesByName('tabuleiro:interactive')[0]?.startTime, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime }, null, 1)));
await browser.close(); server.kill();
