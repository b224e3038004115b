import { describe, expect, it } from 'vitest';
import { httpUrl, safeMediaUrl, secureSourceUrl } from './safe-url.ts';

describe('safeMediaUrl', () => {
  it('keeps https and loopback http', () => {
    expect(safeMediaUrl('https://images.example/a.png')).toBe('https://images.example/a.png');
    expect(safeMediaUrl('http://127.0.0.1:54321/storage/v1/object/public/avatars/u/a.png')).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/avatars/u/a.png',
    );
    expect(safeMediaUrl('http://localhost/a.png')).toBe('http://localhost/a.png');
    expect(safeMediaUrl('http://[::1]:8080/a.png')).toBe('http://[::1]:8080/a.png');
  });

  it('refuses script, data, other schemes, plain http elsewhere and junk', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://images.example/a.png',
      'http://127.0.0.1.evil.example/a.png',
      'ftp://x/y',
      '//images.example/a.png',
      'not a url',
      '',
      null,
      42,
      `https://x/${'a'.repeat(2048)}`,
    ]) {
      expect(safeMediaUrl(bad), String(bad)).toBeNull();
    }
  });
});

describe('secureSourceUrl', () => {
  it('stores a page fetched over http under its https address, loopback http as it is', () => {
    expect(secureSourceUrl('http://soup.example/leek?x=1')).toBe('https://soup.example/leek?x=1');
    expect(secureSourceUrl('HTTP://Soup.Example')).toBe('https://soup.example/');
    expect(secureSourceUrl('https://soup.example/leek')).toBe('https://soup.example/leek');
    expect(secureSourceUrl('http://127.0.0.1:54415/r')).toBe('http://127.0.0.1:54415/r');
  });

  it('escapes what the database refuses and refuses what is no web page', () => {
    expect(secureSourceUrl('https://soup.example/a?q=b\\c')).toBe('https://soup.example/a?q=b%5Cc');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x/y', 'not a url', null]) {
      expect(secureSourceUrl(bad), String(bad)).toBeNull();
    }
    expect(secureSourceUrl(`http://x.example/${'a'.repeat(2032)}`)).toBeNull();
  });

  it('always answers null or a URL the stored-URL rule accepts', () => {
    for (const raw of [
      'http://a.example/ "<>',
      'http://a.example/\u00a0x',
      'http://a.example/?"x"',
    ]) {
      const url = secureSourceUrl(raw);
      expect(url).not.toBeNull();
      expect(safeMediaUrl(url)).toBe(url);
      expect(url).not.toMatch(/[\s<>"\\]/);
    }
  });
});

describe('httpUrl', () => {
  it.each([
    ['https://example.com/a b', 'https://example.com/a%20b'],
    ['http://example.com', 'http://example.com/'],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['/relative', null],
    [42, null],
  ])('httpUrl(%j) → %j', (value, expected) => {
    expect(httpUrl(value)).toBe(expected);
  });

  it('refuses text over maxLength', () => {
    expect(httpUrl(`https://example.com/${'a'.repeat(40)}`, 30)).toBeNull();
  });
});
