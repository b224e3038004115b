import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOPBACK_TEST_SETTING, safeFetchPage } from '../packages/safe-fetch/safe-fetch.ts';
import { ipcErrorCode } from './ipc-errors.ts';
import { createScrapeProxy } from './scrape-proxy.ts';

const RECIPE = `<!doctype html><html><head><title>Tomato soup</title>
<script type="application/ld+json">{"@type":"Recipe","name":"Tomato soup","recipeIngredient":["4 tomatoes"]}</script>
</head><body><h1>Tomato soup</h1></body></html>`;

let server: http.Server;
let base: string;

beforeAll(async () => {
  process.env[LOOPBACK_TEST_SETTING] = '1';
  server = http.createServer((req, res) => {
    if (req.url === '/recipe') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(RECIPE);
    } else if (req.url === '/moved') {
      res.writeHead(302, { location: '/recipe' });
      res.end();
    } else if (req.url === '/image') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('png');
    } else {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>missing</h1>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env[LOOPBACK_TEST_SETTING];
  await new Promise((resolve) => server.close(resolve));
});

const log: string[] = [];
const loopbackProxy = createScrapeProxy({
  fetchPage: (url) => safeFetchPage(url, { allowLoopback: true }),
  log: (line) => log.push(line),
});

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return ipcErrorCode((error as Error).message) && (error as Error).message;
  }
}

describe('scrape proxy (main side, real safe fetcher on loopback)', () => {
  it('returns the page HTML, following a redirect', async () => {
    const page = await loopbackProxy(`${base}/moved`);
    expect(page.html).toContain('"@type":"Recipe"');
    expect(page.finalUrl).toBe(`${base}/recipe`);
    expect(page.contentType).toMatch(/text\/html/);
  });

  it('refuses what the fetcher refuses, with its code', async () => {
    expect(await codeOf(loopbackProxy(`${base}/image`))).toMatch(
      /\[larder:scrape-failed\] not-html/,
    );
    expect(await codeOf(loopbackProxy(`${base}/missing`))).toMatch(
      /\[larder:scrape-failed\] http-status/,
    );
    expect(await codeOf(loopbackProxy('file:///etc/passwd'))).toMatch(
      /\[larder:scrape-failed\] invalid-url/,
    );
    expect(log.length).toBeGreaterThanOrEqual(3);
  });

  it('blocks loopback with the production settings (the default fetcher)', async () => {
    const proxy = createScrapeProxy({ log: () => undefined });
    expect(await codeOf(proxy(`${base}/recipe`))).toMatch(
      /\[larder:scrape-failed\] blocked-address/,
    );
  });
});
