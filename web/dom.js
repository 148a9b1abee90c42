// @ts-check
// Tiny helpers to build HTML and SVG elements in code. Every page and
// component is built with these; there is no templating and no framework.

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * @typedef {Record<string, string | number | boolean | null | undefined | ((event: any) => void)>} Attrs
 * Keys starting with "on" and holding a function become event listeners;
 * `false`, null and undefined leave the attribute out; `true` sets it empty.
 */

/** @typedef {Node | string | number | null | undefined | false} Child */

/**
 * @param {Element} el
 * @param {Attrs} attrs
 */
function applyAttrs(el, attrs) {
  for (const [key, value] of Object.entries(attrs)) {
    if (typeof value === 'function') {
      el.addEventListener(key.slice(2), value);
    } else if (value === true) {
      el.setAttribute(key, '');
    } else if (value !== false && value !== null && value !== undefined) {
      el.setAttribute(key, String(value));
    }
  }
}

/**
 * @param {Element} el
 * @param {Child[]} children
 */
function appendAll(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === 'object' ? child : String(child));
  }
}

/**
 * Creates an HTML element.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Attrs} [attrs]
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  applyAttrs(el, attrs);
  appendAll(el, children);
  return el;
}

/**
 * Creates an SVG element.
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} tag
 * @param {Attrs} [attrs]
 * @param {...Child} children
 * @returns {SVGElementTagNameMap[K]}
 */
export function s(tag, attrs = {}, ...children) {
  const el = /** @type {SVGElementTagNameMap[K]} */ (document.createElementNS(SVG_NS, tag));
  applyAttrs(el, attrs);
  appendAll(el, children);
  return el;
}

/**
 * Replaces all children of `el`.
 * @param {Element} el
 * @param {...Child} children
 */
export function replaceChildren(el, ...children) {
  el.textContent = '';
  appendAll(el, children);
}

/**
 * A short unique prefix for ids inside one SVG, so that several drawings on
 * one page (the home page's illustrations, the board) never share a gradient
 * or filter id by accident.
 * @param {string} stem
 * @returns {string}
 */
export function uniqueId(stem) {
  uniqueCounter += 1;
  return `${stem}-${uniqueCounter}`;
}
let uniqueCounter = 0;
