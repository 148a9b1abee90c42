// @ts-check
// Trunk post_build hook: writes the Content-Security-Policy into the staged
// index.html, as a <meta> that is the first child of <head>. The page's only
// inline script is Trunk's boot line, which names this build's hashed files,
// so its hash changes with every build: it is computed here, from the very
// bytes the browser will hash. Every other script is a file of our own origin.
// Runs before scripts/precache.mjs (Trunk.toml), which hashes the files.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('csp.mjs: TRUNK_STAGING_DIR is not set (run it as a Trunk hook)');
  process.exit(1);
}

const file = join(staging, 'index.html');
const html = readFileSync(file, 'utf8');

if (/http-equiv=["']?Content-Security-Policy/i.test(html)) {
  console.error('csp.mjs: index.html already has a Content-Security-Policy meta');
  process.exit(1);
}
// Inline event handlers would need 'unsafe-inline'; the app has none.
const handler = html.match(/<[^>]*\son[a-z]+\s*=/i);
if (handler) {
  console.error(`csp.mjs: an inline event handler in index.html: ${handler[0]}`);
  process.exit(1);
}
if (/<style[\s>]/i.test(html) || /<[^>]*\sstyle\s*=/i.test(html)) {
  console.error("csp.mjs: inline styles in index.html (style-src is 'self' only)");
  process.exit(1);
}

// The hash covers the text between <script …> and </script>, exactly.
/** @type {string[]} */
const hashes = [];
for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
  const [, attrs, body] = m;
  if (/\ssrc\s*=/i.test(attrs)) continue;
  hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
  "style-src 'self'",
  "img-src 'self' data:",
  "worker-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const head = html.match(/<head\b[^>]*>/i);
if (!head || head.index === undefined) {
  console.error('csp.mjs: no <head> in index.html');
  process.exit(1);
}
const at = head.index + head[0].length;
const meta = `\n    <meta http-equiv="Content-Security-Policy" content="${policy}">`;
writeFileSync(file, html.slice(0, at) + meta + html.slice(at));
console.log(`csp.mjs: Content-Security-Policy with ${hashes.length} inline script hash(es)`);
