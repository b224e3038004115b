import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LOOPBACK_TEST_SETTING,
  USER_AGENT,
  parseTargetUrl,
  safeFetchPage,
  type SafeFetchOptions,
} from '../../packages/safe-fetch/safe-fetch.ts';
import { refusal } from './helpers/scrape-fetch.ts';
import { startPageServer, type PageServer } from './helpers/scrape-pages.ts';

let pages: PageServer;

beforeAll(async () => {
  pages = await startPageServer();
});

afterAll(async () => {
  await pages.close();
});

/** A fake DNS: fixed answers for made-up names, as an attacker's resolver would give. */
describe('URL rules', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['not a url', 'cannot be parsed'],
    ['file:///etc/passwd', 'only http and https'],
    ['ftp://example.com/recipe', 'only http and https'],
    ['javascript:alert(1)', 'only http and https'],
    ['gopher://127.0.0.1:25/', 'only http and https'],
    ['https://user:secret@example.com/recipe', 'user name or password'],
    ['https://user@example.com/recipe', 'user name or password'],
    [`https://example.com/${'a'.repeat(2100)}`, 'too long'],
  ])('refuses %j as an invalid URL (%s)', async (url, reason) => {
    const { code, message } = await refusal(url);
    expect(code).toBe('invalid-url');
    expect(message).toContain(reason);
  });

  it('drops the fragment and trims the URL', () => {
    expect(parseTargetUrl('  https://example.com/pie?x=1#step-3 ').href).toBe(
      'https://example.com/pie?x=1',
    );
  });
});

describe('with the test-only loopback setting on', () => {
  beforeEach(() => {
    process.env[LOOPBACK_TEST_SETTING] = '1';
  });
  afterEach(() => {
    delete process.env[LOOPBACK_TEST_SETTING];
  });

  const fetchPage = (path: string, options: SafeFetchOptions = {}) =>
    safeFetchPage(`${pages.origin}${path}`, { allowLoopback: true, ...options });

  it('fetches a fixture page with the LarderBot user agent', async () => {
    const result = await fetchPage('/pages/acozykitchen.com.html#jump-to-recipe');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.finalUrl).toBe(`${pages.origin}/pages/acozykitchen.com.html`);
    expect(result.html).toContain('Pumpkin Coffee Cake');
    expect(result.contentType).toContain('text/html');
    const request = pages.seen.at(-1);
    expect(request?.path).toBe('/pages/acozykitchen.com.html');
    expect(request?.headers['user-agent']).toBe(USER_AGENT);
  });

  it('reads a gzip-encoded page', async () => {
    const result = await fetchPage('/gzip-page');
    expect(result.ok && result.html.includes('Pumpkin Coffee Cake')).toBe(true);
  });

  it.each([
    ['/latin1-header', 'windows-1252'],
    ['/latin1-meta', 'windows-1252'],
  ])('decodes the windows-1252 page %s', async (path, charset) => {
    const result = await fetchPage(path);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.charset).toBe(charset);
    expect(result.html).toContain('Crème brûlée');
  });

  it('decodes a Shift_JIS page declared by <meta charset>', async () => {
    const result = await fetchPage('/shift-jis');
    expect(
      result.ok && result.charset === 'shift_jis' && result.html.includes('<title>寿司</title>'),
    ).toBe(true);
  });

  it('refuses a 6 MB page by size', async () => {
    expect(await refusal(`${pages.origin}/big`, { allowLoopback: true })).toMatchObject({
      code: 'too-large',
    });
    expect(await refusal(`${pages.origin}/big-declared`, { allowLoopback: true })).toMatchObject({
      code: 'too-large',
    });
  });

  it('stops a gzip bomb at the size cap without inflating it in memory', async () => {
    const before = process.memoryUsage().rss;
    const { code, message } = await refusal(`${pages.origin}/gzip-bomb`, { allowLoopback: true });
    expect(code).toBe('too-large');
    expect(message).toContain('larger than 5 MB');
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses pages that are not HTML', async () => {
    expect(await refusal(`${pages.origin}/json`, { allowLoopback: true })).toMatchObject({
      code: 'not-html',
    });
  });

  it('reports an HTTP error status', async () => {
    expect(await refusal(`${pages.origin}/missing`, { allowLoopback: true })).toMatchObject({
      code: 'http-status',
      message: 'the site answered HTTP 404',
    });
  });

  it('follows up to 5 redirects', async () => {
    const result = await fetchPage('/hops/5');
    expect(result.ok && result.redirects === 5 && result.finalUrl.endsWith('/hops/0')).toBe(true);
  });

  it('refuses endless redirects after 5', async () => {
    const before = pages.seen.length;
    expect(await refusal(`${pages.origin}/loop/0`, { allowLoopback: true })).toMatchObject({
      code: 'too-many-redirects',
    });
    expect(pages.seen.length - before).toBe(6);
  });

  it('gives up on a slow-loris page at the deadline', async () => {
    const { code, message } = await refusal(`${pages.origin}/slow`, {
      allowLoopback: true,
      timeoutMs: 1_000,
    });
    expect(code).toBe('timeout');
    expect(message).toContain('within 1 s');
  });

  it('gives up on a server that never sends headers', async () => {
    const { code } = await refusal(`${pages.origin}/slow-headers`, {
      allowLoopback: true,
      timeoutMs: 500,
    });
    expect(code).toBe('timeout');
  });
});
