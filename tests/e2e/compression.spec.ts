import { expect, test, type Response } from '@playwright/test';
import { ingredientBox, skipTourOffer } from './helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The encoding the server should pick for an Accept-Encoding header: brotli first, then gzip. */
function expectedEncoding(acceptEncoding: string | undefined): string | undefined {
  const names = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (names.includes('br')) return 'br';
  if (names.includes('gzip')) return 'gzip';
  return undefined;
}

test('the browser gets the JavaScript and CSS compressed, cached for good, and the page itself revalidated', async ({
  page,
}) => {
  const assets: Response[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.(js|css)$/.test(new URL(response.url()).pathname)) assets.push(response);
  });
  await skipTourOffer(page);
  const document = await page.goto('/');
  await expect(ingredientBox(page)).toBeVisible();

  expect(document?.headers()['cache-control']).toBe('no-cache');
  expect(assets.some((response) => response.url().endsWith('.js'))).toBe(true);
  // Nearly everything the page loads is compressed (the entry script among them).
  const encoded = await Promise.all(
    assets.map(async (r) => (await r.allHeaders())['content-encoding']),
  );
  expect(encoded.filter(Boolean).length).toBeGreaterThan(assets.length / 2);
  expect(assets.some((response) => response.url().endsWith('.css'))).toBe(true);
  for (const response of assets) {
    const accepted = (await response.request().allHeaders())['accept-encoding'];
    const headers = await response.allHeaders();
    if (headers['content-encoding'] === undefined) {
      // Only a file too small for compression to shrink it (a few hundred bytes) goes as it is.
      expect(Number(headers['content-length']), response.url()).toBeLessThan(512);
    } else {
      expect(headers['content-encoding'], response.url()).toBe(expectedEncoding(accepted));
    }
    expect(headers['vary']?.toLowerCase(), response.url()).toContain('accept-encoding');
    expect(headers['cache-control'], response.url()).toBe(IMMUTABLE);
  }
});

test('a client that accepts no compression gets the same files uncompressed', async ({
  page,
  request,
}) => {
  const assetUrls: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\/assets\/.+\.(js|css)$/.test(pathname)) assetUrls.push(pathname);
  });
  await skipTourOffer(page);
  await page.goto('/');
  await expect(ingredientBox(page)).toBeVisible();
  // The page's first script big enough to be stored compressed (a few hundred bytes go as they are).
  let entry: string | undefined;
  for (const url of assetUrls.filter((candidate) => candidate.endsWith('.js'))) {
    const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
    if ((await plain.body()).length >= 512) {
      entry = url;
      break;
    }
  }
  const styles = assetUrls.find((url) => url.endsWith('.css'));
  expect(entry).toBeTruthy();
  expect(styles).toBeTruthy();

  for (const url of [entry!, styles!, '/', '/index.html']) {
    const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.status(), url).toBe(200);
    expect(plain.headers()['content-encoding'], url).toBeUndefined();
    expect(plain.headers()['vary']?.toLowerCase(), url).toContain('accept-encoding');
    const body = await plain.body();
    expect(Number(plain.headers()['content-length']), url).toBe(body.length);

    // Each encoding, asked for alone, is used and carries exactly the same file.
    for (const encoding of ['br', 'gzip']) {
      const packed = await request.get(url, { headers: { 'Accept-Encoding': encoding } });
      expect(packed.headers()['content-encoding'], `${url} ${encoding}`).toBe(encoding);
      expect(Number(packed.headers()['content-length']), `${url} ${encoding}`).toBeLessThan(
        body.length,
      );
      expect((await packed.body()).equals(body), `${url} ${encoding}`).toBe(true);
    }
    // q=0 refuses an encoding.
    const refused = await request.get(url, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(refused.headers()['content-encoding'], url).toBe('gzip');
  }

  const page404 = await request.get('/assets/missing-AbCdEf12.js', {
    headers: { 'Accept-Encoding': 'br' },
  });
  expect(page404.status()).toBe(404);
});
