/**
 * A pure-TypeScript HTML tag stripper (no DOM), one linear pass. It removes
 * tags, comments, CDATA and the contents of script/style-like elements; it
 * decodes no entities, so it never turns harmless text into markup. With
 * `allowBasicHtml` the tags b, i, em, strong, p and br survive, rebuilt
 * without any attributes.
 *
 * Guarantee (property-tested): apart from those rebuilt basic tags, the output
 * never contains "<" directly followed by a letter, "/", "!" or "?", so it can
 * never contain "<script"; and stripping the output again changes nothing.
 */
export interface StripHtmlOptions {
  allowBasicHtml?: boolean;
}

export const BASIC_HTML_TAGS: readonly string[] = Object.freeze([
  'b',
  'i',
  'em',
  'strong',
  'p',
  'br',
]);

const BASIC = new Set(BASIC_HTML_TAGS);
/** Elements whose contents are code or data, never text for the user. */
const RAW_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
]);
const TAG_NAME = /^<\/?([A-Za-z][A-Za-z0-9:-]*)/;

function isTagStart(ch: string | undefined): boolean {
  return ch !== undefined && /[A-Za-z!/?]/.test(ch);
}

function isControl(code: number): boolean {
  return (code <= 0x1f && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

/**
 * Collects output. Literal "<" characters are held back as a run and dropped
 * together if what follows could open a tag, so no "<" ever ends up in front
 * of a letter, "/", "!" or "?" (dropping one "<" of a run would expose the one before it).
 */
class Output {
  private readonly parts: string[] = [];
  private pendingLt = 0;

  text(piece: string): void {
    if (piece === '') return;
    if (this.pendingLt > 0) {
      if (!isTagStart(piece[0])) this.parts.push('<'.repeat(this.pendingLt));
      this.pendingLt = 0;
    }
    this.parts.push(piece);
  }

  literalLt(): void {
    this.pendingLt += 1;
  }

  result(): string {
    if (this.pendingLt > 0) this.parts.push('<'.repeat(this.pendingLt));
    this.pendingLt = 0;
    return this.parts.join('');
  }
}

/** Finds `needle` at or after `from`, remembering the last answer so repeated calls stay linear. */
class Finder {
  /** null: not searched yet; -1: no more occurrences. */
  private at: number | null = null;
  constructor(
    private readonly haystack: string,
    private readonly needle: string,
  ) {}
  next(from: number): number {
    if (this.at === -1) return -1;
    if (this.at === null || this.at < from) this.at = this.haystack.indexOf(this.needle, from);
    return this.at;
  }
}

export function stripHtml(value: string, options: StripHtmlOptions = {}): string {
  const text = typeof value === 'string' ? value : String(value);
  const allowBasic = options.allowBasicHtml === true;
  const lower = text.toLowerCase();
  const nextGt = new Finder(text, '>');
  const nextLt = new Finder(text, '<');
  const out = new Output();
  let runStart = 0;
  let i = 0;

  const flush = (end: number): void => {
    out.text(text.slice(runStart, end));
  };

  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (isControl(code)) {
      flush(i);
      i += 1;
      runStart = i;
      continue;
    }
    if (code !== 0x3c /* < */) {
      i += 1;
      continue;
    }
    flush(i);
    if (!isTagStart(text[i + 1])) {
      out.literalLt();
      i += 1;
      runStart = i;
      continue;
    }
    if (lower.startsWith('<!--', i) || lower.startsWith('<![cdata[', i)) {
      const close = lower.startsWith('<!--', i) ? '-->' : ']]>';
      const end = text.indexOf(close, i + 4);
      i = end === -1 ? text.length : end + close.length;
      runStart = i;
      continue;
    }
    const gt = nextGt.next(i + 1);
    const lt = nextLt.next(i + 1);
    if (gt === -1 || (lt !== -1 && lt < gt)) {
      // An opener that never closes ("<script" at the end): drop the "<", keep the text.
      i += 1;
      runStart = i;
      continue;
    }
    const tag = text.slice(i, gt + 1);
    const name = TAG_NAME.exec(tag)?.[1]?.toLowerCase();
    const closing = tag.startsWith('</');
    i = gt + 1;
    if (name !== undefined && !closing && RAW_CONTENT.has(name)) {
      const end = lower.indexOf(`</${name}`, i);
      if (end === -1) i = text.length;
      else {
        const endGt = text.indexOf('>', end);
        i = endGt === -1 ? text.length : endGt + 1;
      }
    } else if (allowBasic && name !== undefined && BASIC.has(name)) {
      out.text(name === 'br' ? '<br>' : closing ? `</${name}>` : `<${name}>`);
    }
    runStart = i;
  }
  flush(text.length);
  return out.result();
}
