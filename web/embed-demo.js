// @ts-check
// embed-demo.html: the game in iframes of four sizes, a live log of the
// events each one posts, and buttons that send it every command (and some
// that are malformed on purpose: the game must ignore them and say so on its
// console). It uses the schema constants of embed.js, as a portal would copy
// them. A developer's page: its texts are English only.

import { COMMAND, SOURCE, TARGET, VERSION } from './embed.js';

/** The frames: [width, height]. */
const SIZES = /** @type {const} */ ([[640, 360], [800, 450], [1031, 580], [360, 640]]);
/** How many lines the log keeps. */
const LOG_MAX = 400;

/**
 * The buttons: a label and the message it sends. `bad` ones are malformed.
 * @type {Array<{ label: string, message: unknown, bad?: boolean }>}
 */
const BUTTONS = [
  { label: 'newGame', message: { type: COMMAND.newGame } },
  { label: 'newGame: two players, White first', message: { type: COMMAND.newGame, options: { mode: 'local', first: 'white' } } },
  { label: 'newGame: vs Perfect, you Black', message: { type: COMMAND.newGame, options: { mode: 'ai', level: 4, side: 'black' } } },
  { label: 'setOptions: level 1', message: { type: COMMAND.setOptions, level: 1 } },
  { label: 'setOptions: two players', message: { type: COMMAND.setOptions, mode: 'local' } },
  { label: 'setOptions: two computers', message: { type: COMMAND.setOptions, mode: 'watch', level2: 1 } },
  { label: 'setOptions: vs computer', message: { type: COMMAND.setOptions, mode: 'ai' } },
  { label: 'setOptions: no coordinates', message: { type: COMMAND.setOptions, coords: false } },
  { label: 'setOptions: lang en', message: { type: COMMAND.setOptions, lang: 'en' } },
  { label: 'mute: true', message: { type: COMMAND.mute, muted: true } },
  { label: 'mute: false', message: { type: COMMAND.mute, muted: false } },
  { label: 'pause: true', message: { type: COMMAND.pause, paused: true } },
  { label: 'pause: false', message: { type: COMMAND.pause, paused: false } },
  { label: 'malformed: level "banana"', message: { type: COMMAND.setOptions, level: 'banana' }, bad: true },
  { label: 'malformed: unknown type', message: { type: 'selfDestruct' }, bad: true },
  { label: 'malformed: not an object', message: 'newGame', bad: true, },
  { label: 'malformed: version 2', message: { type: COMMAND.mute, muted: true, version: 2 }, bad: true },
];

/**
 * @template {HTMLElement} T
 * @param {string} id
 * @returns {T}
 */
function byId(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`embed-demo.html has no #${id}`);
  return /** @type {T} */ (el);
}

/** @type {Array<{ name: string, frame: HTMLIFrameElement }>} */
const frames = [];

function start() {
  const framesEl = byId('frames');
  const target = /** @type {HTMLSelectElement} */ (byId('target'));
  const buttons = byId('buttons');
  const log = byId('log');
  const query = new URLSearchParams({ embed: '1', game: 'achi', parentOrigin: location.origin });

  target.append(new Option('every frame', 'all'));
  for (const [w, h] of SIZES) {
    const name = `${w}×${h}`;
    const frame = document.createElement('iframe');
    frame.className = `size-${w}x${h}`;
    frame.title = `Tabuleiro, ${name}`;
    frame.src = `./?${query.toString()}`;
    const figure = document.createElement('figure');
    figure.className = 'demo-frame';
    const caption = document.createElement('figcaption');
    caption.textContent = name;
    figure.append(caption, frame);
    framesEl.append(figure);
    frames.push({ name, frame });
    target.append(new Option(name, name));
  }

  for (const b of BUTTONS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = b.label;
    if (b.bad) button.className = 'bad';
    button.addEventListener('click', () => send(b.message, target.value));
    buttons.append(button);
  }

  byId('clear-log').addEventListener('click', () => log.replaceChildren());

  /**
   * @param {string} who
   * @param {string} type
   * @param {unknown} data
   * @param {boolean} sent
   */
  function addLine(who, type, data, sent) {
    const li = document.createElement('li');
    if (sent) li.className = 'sent';
    const time = new Date().toLocaleTimeString(undefined, { hour12: false });
    const whoEl = document.createElement('span');
    whoEl.className = 'who';
    whoEl.textContent = `${time} ${who} `;
    const typeEl = document.createElement('span');
    typeEl.className = 'type';
    typeEl.textContent = type;
    li.append(whoEl, typeEl, ` ${JSON.stringify(data)}`);
    log.prepend(li);
    while (log.childElementCount > LOG_MAX) log.lastElementChild?.remove();
  }

  /**
   * Sends a command (with target and version added, unless it is not an
   * object) to one frame or all of them.
   * @param {unknown} message
   * @param {string} to   a frame's name, or 'all'
   */
  function send(message, to) {
    const full = message !== null && typeof message === 'object'
      ? { target: TARGET, version: VERSION, ...message }
      : message;
    for (const { name, frame } of frames) {
      if (to !== 'all' && to !== name) continue;
      // Only to the game's own origin: a frame that navigated elsewhere gets nothing.
      frame.contentWindow?.postMessage(full, location.origin);
      const type = full !== null && typeof full === 'object' && 'type' in full ? String(full.type) : '(malformed)';
      addLine(`→ ${name}`, type, full, true);
    }
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== location.origin) return;
    const from = frames.find((f) => f.frame.contentWindow === event.source);
    const data = event.data;
    if (!from || data === null || typeof data !== 'object' || data.source !== SOURCE) return;
    const { source: _s, version: _v, type, ...payload } = data;
    addLine(`← ${from.name}`, String(type), payload, false);
  });
}

start();
