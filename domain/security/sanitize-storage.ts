import { stripHtml } from './strip-html.ts';
import { containsUnsafeContent, neutraliseUnsafeContent } from './unsafe-content.ts';

export interface StorageSanitizeResult {
  value: string;
  /** True when anything was removed: the caller logs an XSS_ATTEMPT_BLOCKED event. */
  changed: boolean;
}

/**
 * Sanitises a value before it is written to local storage (spec §5): HTML is
 * stripped and unsafe constructs (javascript:, event handlers, …) removed.
 * Plain text, emoji and punctuation come back unchanged.
 */
export function sanitizeForStorage(value: string): StorageSanitizeResult {
  const original = String(value);
  let out = stripHtml(original);
  if (containsUnsafeContent(out)) out = stripHtml(neutraliseUnsafeContent(out));
  // Anything that still looks dangerous after cleaning is not worth keeping.
  if (containsUnsafeContent(out)) out = '';
  return { value: out, changed: out !== original };
}
