/**
 * One ordering for every ingredient list the user sees: case-insensitive,
 * accent-aware alphabetical order (English collation), with a plain code-unit
 * comparison as tie-breaker so the result is deterministic ("Eggs" before "eggs").
 *
 * The order is the one `new Intl.Collator('en', { sensitivity: 'base', numeric: true })` gives
 * (sort-names.test.ts holds the two together over the catalogue and random names), computed
 * without it: the first Intl.Collator a page creates loads ICU's collation data (12-35 ms of main
 * thread in headless Chromium on our 2-core VM, about four times that on a mid-range phone), and
 * every route sorted names at start-up.
 * Each name becomes a key that plain string comparison orders as the collator does: spaces first,
 * then punctuation in the collation's order, then numbers by value, then letters without case or
 * accents.
 */

/**
 * Whitespace, then punctuation and symbols (ASCII and the common typographic ones), in the English
 * collation's order, all before digits; every other space (no-break, em, ideographic…) sorts as a
 * plain space, and every other symbol (emoji…) at U+E000's place, between '~' and the currencies.
 */
const ORDERED =
  '\t\n\v\f\r\u0085\u2028\u2029 _-\u2010\u2012\u2013\u2014\u2015,;:!?.\u00b7\'"\u00ab\u00bb()[]{}\u00a7\u00b6' +
  '@*/\\&#%`^\u00b0\u00a9\u00ae+\u00b1\u00f7\u00d7<=>|~\ue000\u00a2$\u00a3\u00a5\u20ac';
/** Characters the collation reads as another, or as several letters. */
const READ_AS: Record<string, string> = {
  '\u2011': '\u2010',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2026': '...',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ĳ: 'ij',
  // Dotless i: after every i, before j.
  ı: 'i\uffff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
};
const READ_AS_ANY = new RegExp(`[${Object.keys(READ_AS).join('')}]`, 'g');
/** Combining accents (after NFD) and what the collation ignores: controls, soft hyphens, zero widths. */
const IGNORED =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- on purpose: controls and combining marks
  /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u0300-\u036f\u00ad\u200b-\u200d\ufeff]/g;
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Each of ORDERED's characters as a code unit below '@' (1-62), in its order. */
const rank = new Map<string, string>();
for (let i = 0; i < ORDERED.length; i++) rank.set(ORDERED[i] ?? '', String.fromCharCode(1 + i));
const SPACE = rank.get(' ') ?? '';
/**
 * A number's marker: after every rank above, before the letters (0x61-); every other ASCII
 * character is lower-cased, a digit or ranked.
 */
const NUMBER = '\u0040';

/**
 * Other symbols and punctuation (emoji…): that rank, then the code point (among themselves the
 * collation has an order of its own, which this does not follow).
 */
const SYMBOL = rank.get('\ue000') ?? '';
const LETTER_OR_NUMBER = /^[\p{L}\p{N}\uffff]/u;
const UNITS = /[0-9]+|[\s\S]/gu;

function keyOf(name: string): string {
  let text = name.toLowerCase();
  const plain = PLAIN_ASCII.test(text);
  if (!plain)
    text = text
      .normalize('NFD')
      .replace(IGNORED, '')
      .replace(READ_AS_ANY, (c) => READ_AS[c] ?? c);
  let key = '';
  for (const unit of text.match(UNITS) ?? []) {
    const first = unit.charCodeAt(0);
    if (first >= 0x30 && first <= 0x39) {
      // Same marker, then the length (a shorter number is smaller), then the digits.
      const digits = unit.replace(/^0+/, '');
      key += NUMBER + String.fromCharCode(1 + digits.length) + digits;
    } else {
      const ranked = rank.get(unit);
      if (ranked !== undefined) key += ranked;
      else if (plain || LETTER_OR_NUMBER.test(unit)) key += unit;
      else key += /\s/.test(unit) ? SPACE : SYMBOL + unit;
    }
  }
  return key;
}

/** Keys of the names sorted so far (the vocabulary and the user's items: a few thousand). */
const keys = new Map<string, string>();

function cachedKey(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    if (keys.size >= 20_000) keys.clear();
    key = keyOf(name);
    keys.set(name, key);
  }
  return key;
}

export function compareNames(a: string, b: string): number {
  if (a === b) return 0;
  const ka = cachedKey(a);
  const kb = cachedKey(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A new array: exact duplicates removed, sorted with {@link compareNames}. */
export function sortUniqueNames(names: readonly string[]): string[] {
  return [...new Set(names)].sort(compareNames);
}
