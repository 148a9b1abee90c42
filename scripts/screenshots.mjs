// Takes screenshots of a built site in headless Chromium, the way a player
// sees it: the home page and every game on a desktop and a phone, in each
// language asked for, in light and (with --dark) dark colour schemes. Used
// to look at what we build and to attach before/after pictures to notes.
//
//   node scripts/screenshots.mjs --dist dist --out shots [--langs en,pt,zh]
//        [--pages home,achi,…] [--dark] [--extra 'name=?query']
//
// It serves the folder itself (scripts/static_server.py) on a free port and
// waits for the page's own signal that a board is drawn (or the home page's
// cards), never a fixed sleep.

import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, serveSite } from './local-site.mjs';

const args = parseArgs(process.argv.slice(2));
const dist = resolve(args.dist ?? 'dist');
const out = resolve(args.out ?? 'shots');
const langs = (args.langs ?? 'en').split(',');
const { CATALOG } = await import('../web/generated/catalog.js');
// The home page and every game of the engine's catalog, unless told.
const pages = args.pages ? args.pages.split(',') : ['home', ...CATALOG.map((g) => g.id)];
const schemes = args.dark ? ['light', 'dark'] : ['light'];
const extra = [args.extra ?? []].flat();

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {Record<string, any>} */
  const parsed = {};
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i].replace(/^--/, '');
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) parsed[key] = true;
    else {
      parsed[key] = key in parsed ? [parsed[key], next].flat() : next;
      i += 1;
    }
  }
  return parsed;
}

const site = await serveSite(dist);
try {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const targets = [
    ...pages.map((p) => ({ name: p, query: p === 'home' ? '' : `game=${p}` })),
    ...extra.map((/** @type {string} */ e) => ({ name: e.split('=')[0], query: e.slice(e.indexOf('=') + 2) })),
  ];
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const scheme of schemes) {
      // Playwright takes the size as `viewport`; spread at the top level it
      // was ignored (every shot was 1280×720, phones included).
      const { width, height, ...emulation } = viewport;
      const context = await browser.newContext({ viewport: { width, height }, ...emulation, colorScheme: /** @type {'light'|'dark'} */ (scheme), serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const lang of langs) {
        for (const target of targets) {
          const query = [target.query, `lang=${lang}`].filter(Boolean).join('&');
          await page.goto(`${site.base}/?${query}`);
          await page.waitForSelector('[data-board] [data-point], .home-page .cards, [data-puzzle-list], [data-howto], [data-stats]', { timeout: 20000 });
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          const file = join(out, `${target.name}-${device}-${lang}${scheme === 'dark' ? '-dark' : ''}.png`);
          await page.screenshot({ path: file, fullPage: device === 'phone' });
          console.log(file);
        }
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  site.stop();
}
