import { parseDocument } from 'htmlparser2';
import type { AnyNode, Document, Element } from 'domhandler';
import { isTag, isText } from 'domhandler';
import { compile, selectAll, selectOne } from 'css-select';
import { cleanText } from './text.ts';

export type { Document, Element };

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button']);

/** Parses an HTML string; never throws. */
export function parseHtml(html: string): Document {
  return parseDocument(html, {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
  });
}

// Compiling a selector costs far more than running it; the extractor uses a few dozen, often in loops.
type Query = Parameters<typeof selectAll<AnyNode, Element>>[0];
const compiled = new Map<string, Query>();

function query(selector: string): Query {
  let q = compiled.get(selector);
  if (q === undefined) {
    q = compile<AnyNode, Element>(selector);
    compiled.set(selector, q);
  }
  return q;
}

export function all(root: AnyNode | AnyNode[], selector: string): Element[] {
  try {
    return selectAll<AnyNode, Element>(query(selector), root);
  } catch {
    return [];
  }
}

export function one(root: AnyNode | AnyNode[], selector: string): Element | null {
  try {
    return selectOne<AnyNode, Element>(query(selector), root);
  } catch {
    return null;
  }
}

export function attr(el: Element | null | undefined, name: string): string | null {
  const value = el?.attribs[name];
  return value === undefined ? null : value;
}

const CONTROL_CLASS =
  /(?:^|[\s_-])(?:btn|button|share|print|shopping|to_list|sr-only|screen-reader-text|visually-hidden)(?:$|[\s_-])/i;

/** In-page widgets ("Add to shopping list", share and print buttons, screen-reader-only text). */
function isControl(el: Element): boolean {
  const cls = el.attribs['class'];
  return cls !== undefined && CONTROL_CLASS.test(cls);
}

/** Text deeper than this is ignored: real pages never nest so far, hostile ones would blow the stack. */
export const MAX_DEPTH = 400;

function collect(node: AnyNode, out: string[], depth = 0): void {
  if (depth > MAX_DEPTH) return;
  if (isText(node)) {
    out.push(node.data);
    return;
  }
  if (!isTag(node)) {
    if ('children' in node) for (const child of node.children) collect(child, out, depth + 1);
    return;
  }
  if (SKIP.has(node.name) || isControl(node)) return;
  const block = BLOCK.has(node.name);
  if (block) out.push(' ');
  for (const child of node.children) collect(child, out, depth + 1);
  if (block) out.push(' ');
}

/** Visible text of an element with blocks separated by spaces, cleaned. */
export function textContent(node: AnyNode | null | undefined): string {
  if (!node) return '';
  const out: string[] = [];
  collect(node, out);
  // Text nodes are already decoded once by the parser; cleanText handles leftover (double) encoding.
  return cleanText(out.join(''));
}

/** Raw (undecoded by us) text of a script-like element. */
export function rawText(el: Element): string {
  return el.children.map((child) => (isText(child) ? child.data : '')).join('');
}

/** `<meta property|name=key content>` value, first match. */
export function metaContent(doc: Document, ...keys: string[]): string | null {
  for (const key of keys) {
    const el = one(
      doc,
      `meta[property="${key}" i], meta[name="${key}" i], meta[itemprop="${key}" i]`,
    );
    const value = attr(el, 'content');
    if (value !== null) {
      const text = cleanText(value);
      if (text.length > 0) return text;
    }
  }
  return null;
}

/** The element's cleaned text when its raw text is at most `max` characters (and not nested more
 * than 32 levels deep), else null. Cheap: stops as soon as it knows. */
export function shortText(node: AnyNode, max: number): string | null {
  let length = 0;
  const out: string[] = [];
  const walk = (n: AnyNode, depth: number): boolean => {
    // Short texts (headings, labels) are never nested deeply; deeper markup is not "short".
    if (depth > 32) return false;
    if (isText(n)) {
      length += n.data.trim().length;
      out.push(n.data);
      return length <= max;
    }
    if (isTag(n) && SKIP.has(n.name)) return true;
    if ('children' in n) {
      for (const child of n.children) {
        if (isTag(child) && BLOCK.has(child.name)) out.push(' ');
        if (!walk(child, depth + 1)) return false;
      }
    }
    return true;
  };
  return walk(node, 0) ? cleanText(out.join('')) : null;
}

/** The `<body>` element, else the whole document (fragments have no body). */
export function bodyOf(doc: Document): Element | Document {
  return one(doc, 'body') ?? doc;
}

/** True when elements nest deeper than `limit` (checked without recursion). */
export function nestsDeeperThan(doc: Document, limit: number): boolean {
  const stack: [AnyNode, number][] = [[doc, 0]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [node, depth] = item;
    if (depth > limit) return true;
    if ('children' in node)
      for (const child of node.children) if (isTag(child)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The number an item opens with when it sits in a block of its own ("<div class=step>2</div>
 * <div>Whisk…</div>"), read from the first visible text; null otherwise. */
function numberBadge(item: Element): number | null {
  let first: AnyNode | null = null;
  const find = (n: AnyNode, depth: number): boolean => {
    if (depth > 32) return true;
    if (isText(n)) {
      if (n.data.trim().length === 0) return false;
      first = n;
      return true;
    }
    if (isTag(n) && (SKIP.has(n.name) || isControl(n))) return false;
    if ('children' in n) for (const child of n.children) if (find(child, depth + 1)) return true;
    return false;
  };
  find(item, 0);
  const found = first as AnyNode | null;
  // A box or column of its own (a block beside the text); an inline "<span>1. </span>" is part
  // of the line as the page reads it.
  for (
    let holder = found?.parent;
    holder && holder !== item && isTag(holder);
    holder = holder.parent
  ) {
    const match = /^(\d{1,2})\s*[.)]?$/.exec(textContent(holder));
    if (match === null) return null;
    if (BLOCK.has(holder.name)) return Number(match[1]);
  }
  return null;
}

/**
 * The texts of a list's items without the step numbers the page set in elements of their own
 * ("1 Thread the fruit…" from `<div class="stepnumber">1</div><div>Thread the fruit…</div>`): only
 * when every item opens with one and they count 1, 2, 3… (so ingredient amounts never go).
 */
export function withoutNumberBadges(items: readonly Element[], texts: readonly string[]): string[] {
  if (items.length < 2 || items.length !== texts.length) return [...texts];
  const numbered = items.every((item, i) => numberBadge(item) === i + 1);
  return numbered ? texts.map((text) => text.replace(/^\d{1,2}\s*[.)]?\s*/, '')) : [...texts];
}

/** Class names that hide an element (Bootstrap's, Tailwind's and themes' own). */
const HIDING_CLASS = /(?:^|\s)(?:hide|hidden|d-none|is-hidden|display-none|u-hidden)(?:\s|$)/i;

/** Hidden only on small screens ("hidden md:block", "d-none d-lg-block"): shown on others. */
const SHOWN_FROM =
  /(?:^|\s)(?:[a-z0-9]+:(?:block|flex|inline|inline-block|grid|table|list-item|contents)|d-[a-z]{2,3}-(?:block|flex|inline|inline-block|grid|table))(?:\s|$)/i;

/** An element the page marks as not shown: `hidden`, `aria-hidden`, an inline `display:none`, a hiding class. */
function declaredHidden(el: Element): boolean {
  return (
    attr(el, 'hidden') !== null ||
    attr(el, 'aria-hidden') === 'true' ||
    /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(attr(el, 'style') ?? '') ||
    (HIDING_CLASS.test(attr(el, 'class') ?? '') && !SHOWN_FROM.test(attr(el, 'class') ?? ''))
  );
}

/**
 * The items of a list a reader sees: those the page hides beside shown ones (the imperial copy
 * of each line, kept in the list for a units switch) are left out. A list hidden as a whole
 * (opened by a script) is still read.
 */
export function shownItems(items: readonly Element[]): Element[] {
  const shown = items.filter((item) => !declaredHidden(item));
  return shown.length > 0 ? shown : [...items];
}
