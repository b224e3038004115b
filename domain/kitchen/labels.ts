import { MOBILE_CHIP_MAX_CHARS } from './limits.ts';

/** Made on first need: the first Intl.Segmenter of a page costs 30-40 ms of main thread. */
let segmenter: Intl.Segmenter | undefined;

function graphemes(value: string): string[] {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return Array.from(segmenter.segment(value), (s) => s.segment);
}

/**
 * Mobile chip truncation (spec §2): a label longer than `max` (default 12)
 * characters becomes its first `max - 2` characters plus "…". Counts
 * user-perceived characters, so an emoji is never cut in half.
 */
export function abbreviateLabel(label: string, max: number = MOBILE_CHIP_MAX_CHARS): string {
  const limit = Number.isFinite(max) ? Math.max(1, Math.floor(max)) : MOBILE_CHIP_MAX_CHARS;
  // No more code units than the limit: no more characters either.
  if (label.length <= limit) return label;
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
