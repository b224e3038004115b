import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charsetFromContentType, charsetFromMeta, decodeHtml } from './safe-fetch-decode.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

describe('decoding a fetched page', () => {
  it.each([
    ['text/html; charset=windows-1252', 'windows-1252'],
    ['text/html;charset="ISO-8859-1"', 'ISO-8859-1'],
    ['text/html; CHARSET=Shift_JIS; foo=bar', 'Shift_JIS'],
    ['text/html', null],
    [null, null],
  ])('reads the charset of %j', (header, expected) => {
    expect(charsetFromContentType(header)).toBe(expected);
  });

  it('finds <meta charset> and <meta http-equiv> declarations', () => {
    expect(charsetFromMeta(ascii('<html><head><meta charset="euc-kr">'))).toBe('euc-kr');
    expect(
      charsetFromMeta(
        ascii('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">'),
      ),
    ).toBe('iso-8859-1');
    expect(
      charsetFromMeta(ascii('<meta name="description" content="no charset here">')),
    ).toBeNull();
  });

  it('decodes windows-1252 from the header', () => {
    const page = decodeHtml(
      concat(ascii('<p>Cr'), bytes(0xe8), ascii('me br'), bytes(0xfb), ascii('l'), bytes(0xe9)),
      'text/html; charset=windows-1252',
    );
    expect(page.charset).toBe('windows-1252');
    expect(page.html).toContain('Crème brûl');
  });

  it('decodes iso-8859-1 declared in a meta tag', () => {
    const page = decodeHtml(
      concat(ascii('<meta charset="iso-8859-1"><p>caf'), bytes(0xe9)),
      'text/html',
    );
    expect(page.html).toBe('<meta charset="iso-8859-1"><p>café');
  });

  it('lets the header win over the meta tag and the BOM win over both', () => {
    const body = concat(ascii('<meta charset="shift_jis"><p>caf'), bytes(0xe9));
    expect(decodeHtml(body, 'text/html; charset=windows-1252').html).toContain('café');
    const bom = concat(bytes(0xef, 0xbb, 0xbf), ascii('<p>caf'), bytes(0xc3, 0xa9));
    expect(decodeHtml(bom, 'text/html; charset=windows-1252')).toEqual({
      html: '<p>café',
      charset: 'utf-8',
    });
  });

  it('falls back to UTF-8 for unknown labels and missing declarations', () => {
    const body = concat(ascii('<p>caf'), bytes(0xc3, 0xa9));
    expect(decodeHtml(body, 'text/html; charset=x-made-up').html).toBe('<p>café');
    expect(decodeHtml(body, null).charset).toBe('utf-8');
  });

  it('ignores a meta tag claiming UTF-16 on an ASCII page', () => {
    expect(decodeHtml(ascii('<meta charset="utf-16"><p>hi'), null)).toMatchObject({
      charset: 'utf-8',
      html: '<meta charset="utf-16"><p>hi',
    });
  });

  it('never throws on random bytes and headers', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), fc.option(fc.string()), (body, header) => {
        expect(typeof decodeHtml(body, header).html).toBe('string');
      }),
    );
  });
});
