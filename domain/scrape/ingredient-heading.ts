import type { Element } from './dom.ts';
import { all, attr, textContent } from './dom.ts';

const HEADING_TAGS = new Set([
  'strong',
  'b',
  'u',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'th',
  'legend',
]);
const HEADING_CLASS =
  /(?:^|[\s_-])(?:uline|underline|heading|subheading|subtitle|group-?(?:name|title|heading)|section-?title)(?:$|[\s_-])/i;
const HEADING_STYLE = /font-weight\s*:\s*(?:bold|[6-9]00)|text-decoration\s*:\s*underline/i;

function looksLikeHeading(el: Element): boolean {
  return (
    HEADING_TAGS.has(el.name) ||
    HEADING_CLASS.test(attr(el, 'class') ?? '') ||
    HEADING_STYLE.test(attr(el, 'style') ?? '')
  );
}

/**
 * An ingredient entry that is only a group heading ("Seasoning", "For the sauce:"): short, without
 * a number, and either ending with a colon or written entirely in one emphasised element (bold,
 * underlined, a heading, or a heading-like class or style).
 */
export function isHeadingEntry(el: Element): boolean {
  const text = textContent(el);
  if (text.length === 0 || text.length > 40 || /\d/.test(text)) return false;
  if (/:$/.test(text)) return true;
  return all(el, '*').some((child) => looksLikeHeading(child) && textContent(child) === text);
}

/**
 * Of a recipe's ingredient entries, the ones that are group headings. Conservative: a heading
 * must be followed by at least one real line, and when half the entries or more look like
 * headings (a page that bolds every ingredient) none is taken for one.
 */
export function headingEntries(entries: readonly Element[]): Set<Element> {
  const flags = entries.map(isHeadingEntry);
  const out = new Set<Element>();
  if (flags.filter(Boolean).length * 2 >= entries.length) return out;
  flags.forEach((flag, i) => {
    const entry = entries[i];
    if (flag && entry !== undefined && flags.slice(i + 1).some((later) => !later)) out.add(entry);
  });
  return out;
}
