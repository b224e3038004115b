import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOPBACK_TEST_SETTING } from '../../packages/safe-fetch/safe-fetch.ts';
import { startScrapeHarness, type ScrapeHarness, type SignedIn } from './helpers/scrape-harness.ts';

/**
 * SSRF through the real function with the test-only loopback setting OFF — production behaviour.
 * (Redirect hops and names resolving to private addresses through an injected resolver are covered
 * in scrape-safe-fetch.test.ts, where a fake DNS can be given.)
 */
describe('scrape-recipe refuses internal targets (production setting)', () => {
  let h: ScrapeHarness;
  let cook: SignedIn;

  beforeAll(async () => {
    h = await startScrapeHarness('pglite', { loopback: false });
    cook = await h.signIn();
  }, 180_000);

  afterAll(async () => {
    await h?.stop();
  });

  it('runs with the setting off', () => {
    expect(process.env[LOOPBACK_TEST_SETTING]).toBeUndefined();
  });

  const targets: [string, (port: number) => string][] = [
    ['127.0.0.1', (port) => `http://127.0.0.1:${port}/pages/arla.se.html`],
    ['127.1.2.3', (port) => `http://127.1.2.3:${port}/pages/arla.se.html`],
    ['[::1]', (port) => `http://[::1]:${port}/pages/arla.se.html`],
    ['10.0.0.1', () => 'http://10.0.0.1/'],
    ['192.168.0.1', () => 'http://192.168.0.1/'],
    ['172.20.0.1', () => 'http://172.20.0.1/'],
    ['100.64.0.1 (CGNAT)', () => 'http://100.64.0.1/'],
    ['169.254.169.254 (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['[fd00:ec2::254] (cloud metadata, IPv6)', () => 'http://[fd00:ec2::254]/latest/meta-data/'],
    ['0.0.0.0', (port) => `http://0.0.0.0:${port}/pages/arla.se.html`],
    ['[::]', (port) => `http://[::]:${port}/pages/arla.se.html`],
    ['[::ffff:127.0.0.1]', (port) => `http://[::ffff:127.0.0.1]:${port}/pages/arla.se.html`],
    ['[::ffff:169.254.169.254]', () => 'http://[::ffff:169.254.169.254]/'],
    ['[64:ff9b::7f00:1] (NAT64 of loopback)', () => 'http://[64:ff9b::7f00:1]/'],
    ['[fe80::1] (link-local)', () => 'http://[fe80::1]/'],
    ['[fc00::1] (unique-local)', () => 'http://[fc00::1]/'],
    ['224.0.0.1 (multicast)', () => 'http://224.0.0.1/'],
    ['255.255.255.255 (broadcast)', () => 'http://255.255.255.255/'],
    ['2130706433 (decimal 127.0.0.1)', (port) => `http://2130706433:${port}/`],
    ['0x7f000001 (hex 127.0.0.1)', (port) => `http://0x7f000001:${port}/`],
    [
      'localhost (a name resolving to loopback)',
      (port) => `http://localhost:${port}/pages/arla.se.html`,
    ],
    [
      `${os.hostname()} (this machine's name)`,
      (port) => `http://${os.hostname()}:${port}/pages/arla.se.html`,
    ],
  ];

  it.each(targets)(
    'refuses %s with "Failed to fetch URL", without connecting or writing a row',
    async (_name, urlFor) => {
      const before = h.pages.seen.length;
      const answer = await h.scrape(cook.client, { url: urlFor(h.pages.port) });
      expect(answer.status).toBe(422);
      expect(String(answer.body.error)).toMatch(
        /^Failed to fetch URL: .* is a [a-z-]+( via [a-z0-9-]+)? address, which is not allowed$/,
      );
      expect(answer.body.code).toBe('blocked-address');
      expect(h.pages.seen.length).toBe(before);
      expect(await h.rows(cook.userId)).toHaveLength(0);
    },
  );

  it('refuses localhost. (trailing dot) without connecting, whatever the resolver makes of it', async () => {
    const before = h.pages.seen.length;
    const answer = await h.scrape(cook.client, {
      url: `http://localhost.:${h.pages.port}/pages/arla.se.html`,
    });
    expect(String(answer.body.error)).toMatch(/^Failed to fetch URL: /);
    expect(['blocked-address', 'dns']).toContain(answer.body.code);
    expect(h.pages.seen.length).toBe(before);
  });

  it.each([
    ['file:///etc/passwd'],
    ['file://localhost/etc/passwd'],
    ['ftp://127.0.0.1/'],
    ['gopher://127.0.0.1:6379/_INFO'],
    ['dict://127.0.0.1:11211/stats'],
    ['http://user:pass@127.0.0.1/'],
  ])('refuses %s with "Invalid URL"', async (url) => {
    const answer = await h.scrape(cook.client, { url });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Invalid URL');
    expect(await h.rows(cook.userId)).toHaveLength(0);
  });
});
