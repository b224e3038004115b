import { describe, expect, it } from 'vitest';
import { safeMediaUrl } from './safe-url.ts';

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
