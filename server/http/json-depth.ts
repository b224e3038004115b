/**
 * The deepest nesting of arrays and objects accepted in a JSON request body. JSON.parse,
 * JSON.stringify and the code between them recurse per level, so a body of a few thousand levels
 * would overflow the stack; no body the app sends comes near this.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * True when `text` nests arrays/objects deeper than `max`. A linear scan of the raw text that
 * skips string contents, so it runs before JSON.parse and cannot itself recurse. Malformed JSON
 * is left for the parser to refuse.
 */
export function jsonTooDeep(text: string, max: number = MAX_JSON_DEPTH): boolean {
  // Fast path (native indexOf): with at most `max` opening brackets in all, nothing can be deeper.
  if (occurrences(text, '[', max + 1) + occurrences(text, '{', max + 1) <= max) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22 /* " */) {
      // Jump to the closing quote (indexOf is native and fast; strings are most of a body).
      let end = i;
      for (;;) {
        end = text.indexOf('"', end + 1);
        if (end < 0) return false;
        let backslashes = 0;
        while (text.charCodeAt(end - 1 - backslashes) === 0x5c /* \ */) backslashes++;
        if (backslashes % 2 === 0) break;
      }
      i = end;
    } else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      depth++;
      if (depth > max) return true;
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) depth--;
  }
  return false;
}

/** How many times `char` occurs in `text`, counting no further than `limit`. */
function occurrences(text: string, char: string, limit: number): number {
  let count = 0;
  for (let at = text.indexOf(char); at >= 0 && count < limit; at = text.indexOf(char, at + 1))
    count++;
  return count;
}

/** The sentence every surface answers with (in its own error shape). */
export const JSON_TOO_DEEP_MESSAGE = `JSON nested deeper than ${MAX_JSON_DEPTH} levels`;
