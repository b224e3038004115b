import { badQuery } from './rest-error.ts';

/** A double-quoted SQL identifier. Only ever applied to names already found in the catalogue. */
export function quoteIdent(name: string): string {
  if (name.includes('\u0000')) throw badQuery(`Invalid identifier ${JSON.stringify(name)}`);
  return `"${name.replace(/"/g, '""')}"`;
}

/** Collects bound values; `add` returns the placeholder (`$n`) to put in the SQL text. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * Splits on commas that are outside parentheses and double quotes (PostgREST's list syntax:
 * `a,b(c,d),"e,f"`). Backslash escapes the next character inside quotes.
 */
export function splitTopLevel(text: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw badQuery(`failed to parse ${what}`, `unexpected ")" at position ${i}`);
    } else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) throw badQuery(`failed to parse ${what}`, 'unterminated quoted value');
  if (depth !== 0) throw badQuery(`failed to parse ${what}`, 'unbalanced parentheses');
  parts.push(text.slice(start));
  return parts;
}

/** `"a\"b"` → `a"b`; unquoted text is returned as is. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}
