import type { AnyNode } from 'domhandler';
import { isTag, isText } from 'domhandler';
import type { Element } from './dom.ts';
import { MAX_DEPTH, one, textContent } from './dom.ts';
import { cleanText } from './text.ts';

const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'select',
  'button',
  'svg',
  'input',
  'label',
]);
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'br',
  'dt',
  'dd',
  'dl',
  'section',
  'article',
  'tr',
  'table',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
]);
const EMPHASIS = new Set(['b', 'strong', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'u']);

/** An element that starts with a tick box of its own and holds a short text: one checklist line. */
function isChecklistRow(el: Element): boolean {
  const first = el.children.find((c) => isTag(c) || (isText(c) && c.data.trim().length > 0));
  if (first === undefined || !isTag(first) || first.name !== 'input') return false;
  if ((first.attribs['type'] ?? '').toLowerCase() !== 'checkbox') return false;
  const text = textContent(el);
  return text.length > 0 && text.length <= 200;
}

/** An amount with at most a unit ("200 g", "1 cup", "½", "1 pack (8 g)"): the first box of a row. */
const AMOUNT_ONLY =
  /^[\d½¼¾⅓⅔⅛⅜⅝⅞][\d\s.,/⁄½¼¾⅓⅔⅛⅜⅝⅞–-]*(?:\s*\p{L}{1,12}\.?)?(?:\s*\([^()]{1,15}\))?$/u;
const ROW_CELL_BLOCKS = 'p, ul, ol, li, table, h1, h2, h3, h4, h5, h6, br, img';

/** The boxes of an element that hold text, when it holds nothing else of note; else null. */
function textCells(el: Element): Element[] | null {
  const cells: Element[] = [];
  for (const child of el.children) {
    if (isText(child)) {
      if (child.data.trim().length > 0) return null;
      continue;
    }
    if (!isTag(child) || SKIP.has(child.name)) continue;
    const text = textContent(child);
    if (text.length === 0) continue;
    if (text.length > 80 || one(child, ROW_CELL_BLOCKS) !== null) return null;
    cells.push(child);
  }
  return cells;
}

/**
 * A `<div>` row of a checklist laid out in boxes (amount | name | note), with or without its tick
 * box: two to four short boxes, only the first an amount, the second a word; one of several such
 * rows side by side (a lone pair is not a list).
 */
function isCellRow(el: Element): boolean {
  if (el.name !== 'div') return false;
  const cells = textCells(el);
  if (cells === null || cells.length < 2 || cells.length > 4) return false;
  const texts = cells.map((c) => textContent(c));
  if (!AMOUNT_ONLY.test(texts[0] ?? '') || !/^\p{L}/u.test(texts[1] ?? '')) return false;
  if (texts.slice(1).some((t) => /^[\d½¼¾⅓⅔⅛⅜⅝⅞]/u.test(t))) return false;
  // Boxes that all wear the same class are the rows of a short list ("2 eggs" | "Salt"), not parts of one.
  const classes = new Set(cells.map((c) => (c.attribs['class'] ?? '').trim()));
  if (classes.size === 1 && !classes.has('')) return false;
  const parent = el.parent;
  if (parent === null || !('children' in parent)) return false;
  const rows = parent.children.filter(
    (c): c is Element => isTag(c) && c !== el && c.name === 'div' && textContent(c).length > 0,
  );
  return rows.some((row) => {
    const other = textCells(row);
    return other !== null && other.length >= 2 && AMOUNT_ONLY.test(textContent(other[0]!));
  });
}

/**
 * An element's text split into lines at `<br>` and block boundaries, dropping lines that are
 * only a bold group title ("<b>DRESSING</b>", "<strong>For the sauce:</strong>").
 */
export function elementLines(node: AnyNode): string[] {
  const lines: string[] = [];
  let current = '';
  let plain = '';
  const flush = (): void => {
    const text = cleanText(current);
    const title = cleanText(plain).length === 0 && text.length < 60 && !/\d/.test(text);
    if (text.length > 0 && !title) lines.push(text);
    current = '';
    plain = '';
  };
  const walk = (n: AnyNode, emphasised: boolean, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (isText(n)) {
      current += n.data;
      if (!emphasised) plain += n.data;
      return;
    }
    if (!isTag(n)) {
      if ('children' in n) for (const child of n.children) walk(child, emphasised, depth + 1);
      return;
    }
    // A checklist row (a tick box, then the line set in boxes of its own: amount, name, note)
    // is one line, whatever blocks (or label) the page lays it out with.
    if (n.name !== 'li' && (isChecklistRow(n) || isCellRow(n))) {
      flush();
      current = textContent(n);
      plain = current;
      flush();
      return;
    }
    if (SKIP.has(n.name)) return;
    // A rule with a word on it ("—— Done ——", "—— or ——") divides the page; it is no line.
    if (n.children.some((c) => isTag(c) && c.name === 'hr') && textContent(n).length <= 30) return;
    const block = BLOCKS.has(n.name);
    // Table cells of one row stay on one line, apart ("鸡蛋" | "2个" → "鸡蛋 2个").
    const cell = n.name === 'td' || n.name === 'th';
    if (block) flush();
    if (cell) current += ' ';
    const inner = emphasised || EMPHASIS.has(n.name);
    for (const child of n.children) walk(child, inner, depth + 1);
    if (block) flush();
    if (cell) current += ' ';
  };
  walk(node, false, 0);
  flush();
  return lines;
}
