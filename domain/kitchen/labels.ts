import { MOBILE_CHIP_MAX_CHARS } from './limits.ts';

function graphemes(value: string): string[] {
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  return Array.from(segmenter.segment(value), (s) => s.segment);
}

/**
 * Mobile chip truncation (spec §2): a label longer than `max` (default 12)
 * characters becomes its first `max - 2` characters plus "…". Counts
 * user-perceived characters, so an emoji is never cut in half.
 */
export function abbreviateLabel(label: string, max: number = MOBILE_CHIP_MAX_CHARS): string {
  const limit = Number.isFinite(max) ? Math.max(1, Math.floor(max)) : MOBILE_CHIP_MAX_CHARS;
  const chars = graphemes(label);
  if (chars.length <= limit) return label;
  const keep = Math.max(1, limit - 2);
  return `${chars.slice(0, keep).join('').trimEnd()}…`;
}

const UPC_MARKER = /UPC:\s*([0-9A-Za-z-]{1,32})\s*\)/;

/** A barcode-scanned ingredient contains "UPC: {code})" (spec §3); returns the code, else null. */
export function isUpcIngredient(item: string): string | null {
  const match = UPC_MARKER.exec(item);
  return match?.[1] ?? null;
}
