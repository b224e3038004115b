import { decodeHTMLStrict } from 'entities';

const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;
const TAG = /<\/?[a-z!][^<>]*>/gi;
const BLOCK_TAG = /<\/?(?:br|p|li|ul|ol|div|h\d|tr|td|table|section|article)\b[^<>]*>/gi;
const BREAK_TAG = /<(?:br|\/p|\/li|\/div|\/h\d)\b[^<>]*>/gi;

/** Decodes HTML entities (strictly: only with their ";"), also when encoded twice ("&amp;amp;"). */
export function decodeEntities(value: string): string {
  let out = value;
  for (let i = 0; i < 3 && ENTITY.test(out); i += 1) {
    const next = decodeHTMLStrict(out);
    if (next === out) break;
    out = next;
  }
  return out;
}

/** Collapses runs of whitespace (incl. NBSP and zero-width) to one space and trims. */
export function normaliseSpace(value: string): string {
  return value
    .replace(/\u200b|\u200c|\ufeff/g, '')
    .replace(/[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g, ' ')
    .trim();
}

/**
 * Line breaks escaped twice by the page's own code ("1 cup flour\\n2 eggs" in the JSON, a
 * backslash and an "n" once parsed) as the real breaks they stand for; tabs likewise.
 */
export function unescapeBreaks(value: string): string {
  if (!value.includes('\\')) return value;
  return value.replace(/(?<!\\)\\(?:r\\n|n|r)/g, '\n').replace(/(?<!\\)\\t/g, '\t');
}

/** Entities decoded, tags stripped, whitespace normalised: one line of text. */
export function cleanText(value: string): string {
  const decoded = decodeEntities(unescapeBreaks(value));
  const stripped = decoded.includes('<')
    ? decoded.replace(BLOCK_TAG, ' ').replace(TAG, '')
    : decoded;
  return normaliseSpace(stripped);
}

/** Like `cleanText` but keeps line breaks (from `<br>`, `</p>`, newlines) as separators. */
export function cleanLines(value: string): string[] {
  const decoded = decodeEntities(unescapeBreaks(value)).replace(BREAK_TAG, '\n');
  return decoded
    .split(/\r?\n|\r/)
    .map((line) => cleanText(line))
    .filter((line) => line.length > 0);
}

/** Text from an unknown JSON-LD value: strings, numbers, or `{ "@value" }` / `{ name }` / `{ text }`. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') {
    const text = cleanText(value);
    return text.length > 0 ? text : null;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = textOf(item);
      if (text !== null) return text;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return textOf(record['@value'] ?? record['name'] ?? record['text']);
  }
  return null;
}

/** A list of texts from a string ("a, b") or array; split on commas when `split` is set. */
export function textList(value: unknown, split = true): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const out: string[] = [];
  for (const item of items) {
    const text = textOf(item);
    if (text === null) continue;
    for (const part of split ? text.split(/\s*[,;]\s*/) : [text]) {
      const trimmed = part.trim();
      if (trimmed.length > 0 && !out.includes(trimmed)) out.push(trimmed);
    }
  }
  return out;
}
