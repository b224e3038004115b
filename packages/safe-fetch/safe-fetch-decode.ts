/**
 * Bytes of an HTML page → text, in the page's own encoding: a byte-order mark first, then the
 * Content-Type charset, then `<meta charset>` / `<meta http-equiv="Content-Type">` in the first
 * kilobytes, else UTF-8. Uses the WHATWG TextDecoder (Node, Deno and browsers all have it), so
 * windows-1252, iso-8859-x, shift_jis, euc-kr, gb18030 … pages read right.
 */

/** How far into the page a `<meta charset>` is looked for (the HTML standard says 1024 bytes; pages overrun it). */
const SNIFF_BYTES = 4096;

export interface DecodedPage {
  readonly html: string;
  /** The WHATWG encoding name used ("utf-8", "windows-1252", "shift_jis", …). */
  readonly charset: string;
}

/** The `charset` parameter of a Content-Type header, or null. */
export function charsetFromContentType(contentType: string | null): string | null {
  if (!contentType) return null;
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const label = (match?.[1] ?? match?.[2] ?? '').trim();
  return label === '' ? null : label;
}

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

/** A charset named by a `<meta>` tag near the start of the page, or null. */
export function charsetFromMeta(bytes: Uint8Array): string | null {
  // Every encoding a page may declare is ASCII-compatible for the tag itself, so latin1 is safe here.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, SNIFF_BYTES));
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const direct = /\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(tag);
    if (direct?.[1]) return direct[1];
  }
  return null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim().toLowerCase());
  } catch {
    return null; // an unknown label: try the next source
  }
}

export function decodeHtml(bytes: Uint8Array, contentType: string | null): DecodedPage {
  const bom = bomCharset(bytes);
  let decoder = decoderFor(bom) ?? decoderFor(charsetFromContentType(contentType));
  if (!decoder) {
    const meta = decoderFor(charsetFromMeta(bytes));
    // A page cannot declare UTF-16 in a meta tag it wrote in an ASCII-compatible encoding.
    decoder = meta && !meta.encoding.startsWith('utf-16') ? meta : null;
  }
  decoder ??= new TextDecoder('utf-8');
  // TextDecoder strips a BOM matching its encoding (ignoreBOM defaults to false).
  return { html: decoder.decode(bytes), charset: decoder.encoding };
}
