import { expect, test } from '@playwright/test';
import { ingredientBox, skipTourOffer } from './helpers';

test('serves a web manifest named Larder with 192, 512 and maskable icons', async ({
  page,
  request,
}) => {
  await skipTourOffer(page);
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href ?? '')).json()) as {
    name: string;
    short_name: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest.name).toBe('Larder');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
  }
  for (const asset of ['/apple-touch-icon.png', '/favicon.svg']) {
    expect((await request.get(asset)).status()).toBe(200);
  }
  // Every route's title ends with the product name (the kitchen's: "What's in your kitchen? · Larder").
  await expect(page).toHaveTitle(/Larder$/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#15803d');
});

test('registers the service worker at /sw.js once the page has loaded and gone quiet', async ({
  page,
}) => {
  await skipTourOffer(page);
  await page.goto('/');
  await expect(ingredientBox(page)).toBeVisible();
  const scriptUrl = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(new URL(scriptUrl ?? 'http://x/none').pathname).toBe('/sw.js');
});
