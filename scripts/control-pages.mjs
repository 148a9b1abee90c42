// @ts-check
// Control pages for the load figures (`bench-web.mjs --control`): a copy of
// the built site with two pages beside the game that run none of its code,
// so that what a load costs this machine's browser by itself (the
// navigation, a new document, the first frame) can be told from what the
// page adds. Both make the mark the harness waits for (its argument) at
// their load event.
//
//  * control/blank.html: a line of text, nothing else;
//  * control/shell.html: the site's own document (its head, style sheet,
//    favicon and manifest) with the app's module left out.

import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @param {string} mark */
const markAtLoad = (mark) => `addEventListener('load', () => performance.mark(${JSON.stringify(mark)}));\n`;

const BLANK = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>control</title><script src="mark.js"></script></head>
  <body><p>A control page: no script but its mark.</p></body>
</html>
`;

/**
 * The site's document with its module script swapped for the mark, and
 * its relative addresses pointed one folder up.
 * @param {string} index  the built index.html
 */
function shellOf(index) {
  const withoutApp = index.replace(/<script type="module">[^<]*<\/script>/, '<script src="mark.js"></script>');
  if (withoutApp === index) throw new Error('control pages: no module script found in the built index.html');
  return withoutApp.replace(/<link rel="modulepreload"[^>]*>/, '').replace(/(href|src)="(?:\.\/)?(web\/|style-)/g, '$1="../$2');
}

/**
 * A temporary copy of `dist` with the control pages in `control/`.
 * @param {string} dist
 * @param {string} mark  the performance mark the pages make at their load
 * @returns {string} the copy's folder
 */
export function siteWithControls(dist, mark) {
  const site = mkdtempSync(join(tmpdir(), 'tabuleiro-control-'));
  cpSync(dist, site, { recursive: true });
  const folder = join(site, 'control');
  mkdirSync(folder);
  writeFileSync(join(folder, 'mark.js'), markAtLoad(mark));
  writeFileSync(join(folder, 'blank.html'), BLANK);
  writeFileSync(join(folder, 'shell.html'), shellOf(readFileSync(join(dist, 'index.html'), 'utf8')));
  return site;
}
