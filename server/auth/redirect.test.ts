import { describe, expect, it } from 'vitest';
import { readEnv } from '../config.ts';
import type { ServerContext } from '../context.ts';
import { resolveRedirect, withParams } from './redirect.ts';

const ctx = {
  env: readEnv({
    ADDITIONAL_REDIRECT_URLS:
      'https://*.larder.app/**,larder://auth-callback,http://preview.test/exact',
  }),
  publicUrl: 'http://127.0.0.1:54321',
  siteUrl: 'http://localhost:5173',
} as ServerContext;

describe('resolveRedirect', () => {
  it.each([
    [undefined, 'http://localhost:5173'],
    ['http://localhost:5173/kitchen', 'http://localhost:5173/kitchen'],
    ['http://localhost:3000/other-port', 'http://localhost:3000/other-port'],
    ['http://127.0.0.1:54321/app', 'http://127.0.0.1:54321/app'],
    ['https://web.larder.app/deep/path?x=1', 'https://web.larder.app/deep/path?x=1'],
    ['https://evil.com/.larder.app/x', 'http://localhost:5173'],
    ['https://a.b.larder.app/x', 'http://localhost:5173'],
    ['larder://auth-callback', 'larder://auth-callback'],
    ['http://preview.test/exact', 'http://preview.test/exact'],
    ['http://preview.test/exact/more', 'http://localhost:5173'],
    ['javascript:alert(1)', 'http://localhost:5173'],
    ['not a url', 'http://localhost:5173'],
    ['https://evil.example/', 'http://localhost:5173'],
  ])('%s → %s', (candidate, expected) => {
    expect(resolveRedirect(ctx, candidate)).toBe(expected);
  });
});

describe('withParams', () => {
  it('puts sorted form-encoded parameters in the fragment, or merges them into the query', () => {
    expect(withParams('http://a.test/cb?x=1', { b: '2 3', a: '' }, 'hash')).toBe(
      'http://a.test/cb?x=1#a=&b=2+3',
    );
    expect(withParams('http://a.test/cb?x=1', { code: 'c' }, 'query')).toBe(
      'http://a.test/cb?x=1&code=c',
    );
  });
});
