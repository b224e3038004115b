/**
 * Detection of content the generic input check refuses (spec §5): script tags,
 * javascript: and vbscript: URLs, data:text/html URLs and inline event
 * handlers. Detection looks through simple obfuscation (numeric or named
 * entities, whitespace or control characters inside the keyword).
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  lt: '<',
  gt: '>',
  sol: '/',
  equals: '=',
  quot: '"',
  apos: "'",
  lpar: '(',
  rpar: ')',
  amp: '&',
};

function decodeForDetection(value: string): string {
  return value.replace(
    /&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});?/gi,
    (match: string, body: string) => {
      const lower = body.toLowerCase();
      if (lower.startsWith('#x') || lower.startsWith('#')) {
        const code = lower.startsWith('#x')
          ? parseInt(lower.slice(2), 16)
          : parseInt(lower.slice(1), 10);
        return Number.isFinite(code) && code >= 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : match;
      }
      return NAMED_ENTITIES[lower] ?? match;
    },
  );
}

/** Browser event names that are dangerous even outside a tag, e.g. `onerror=`. */
const HANDLER_NAMES =
  '(?:abort|animation[a-z]*|auxclick|before[a-z]*|begin|blur|cancel|change|click|close|contextmenu|copy|cut|dbl[a-z]*|drag[a-z]*|drop|end|error|focus[a-z]*|hashchange|input|invalid|key[a-z]*|load[a-z]*|message|mouse[a-z]*|paste|pointer[a-z]*|popstate|reset|resize|scroll|search|select[a-z]*|show|start|storage|submit|toggle|touch[a-z]*|transition[a-z]*|unload|wheel)';

const PATTERNS: readonly RegExp[] = [
  /<[\s/]*script\b/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /data\s*:\s*text\/html/i,
  /livescript\s*:/i,
  // a known handler written bare, e.g. `x onerror=alert(1)` (but not "onions = 2")
  new RegExp(`(?:^|[^a-z0-9])on${HANDLER_NAMES}\\s*=`, 'i'),
];

const HANDLER_ATTRIBUTE = /[\s"'/]on[a-z]+\s*=/i;

/** Any on…= attribute inside a tag. Linear: each "<" segment is looked at once. */
function hasHandlerInTag(text: string): boolean {
  if (!text.includes('<')) return false;
  const segments = text.split('<');
  for (let i = 1; i < segments.length; i += 1) {
    const segment = segments[i] ?? '';
    const end = segment.indexOf('>');
    if (HANDLER_ATTRIBUTE.test(end === -1 ? segment : segment.slice(0, end))) return true;
  }
  return false;
}

// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007F\u00AD\u200B-\u200D\u2060\uFEFF]+/g;

export function containsUnsafeContent(value: string): boolean {
  const text = String(value);
  const decoded = decodeForDetection(decodeForDetection(text));
  const squeezed = decoded.replace(INVISIBLE, '');
  for (const candidate of [text, decoded]) {
    if (PATTERNS.some((p) => p.test(candidate)) || hasHandlerInTag(candidate)) return true;
  }
  // Keywords split by whitespace or control characters: "java\tscript:".
  return /javascript:|vbscript:|livescript:|data:text\/html|<\/?script/i.test(squeezed);
}

/** Removes the unsafe constructs themselves (used when sanitising stored values). */
export function neutraliseUnsafeContent(value: string): string {
  let out = String(value);
  for (let i = 0; i < 20 && containsUnsafeContent(out); i += 1) {
    out = decodeForDetection(out)
      .replace(/(?:java|vb|live)\s*script\s*:/gi, '')
      .replace(/data\s*:\s*text\/html[^,\s]*,?/gi, '')
      .replace(/(^|[^a-z0-9])on[a-z]+\s*=/gi, '$1')
      .replace(/<\s*\/?\s*script\b/gi, '')
      .replace(INVISIBLE, (m: string) => (/^[ \t\n\r]+$/.test(m) ? m : ''));
  }
  return out;
}
