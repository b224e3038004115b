/**
 * The desktop renderer in Chromium with `window.larder` served by the real main-process modules
 * (tests/e2e/helpers-desktop.ts): the kitchen and the session go through the bridge into the
 * encrypted store file, never into localStorage, and recipe pages are fetched by main's proxy.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import type { LarderBridge, ScrapeResponse } from '../../electron/contract.ts';
import { LOOPBACK_TEST_SETTING, safeFetchPage } from '../../packages/safe-fetch/safe-fetch.ts';
import { addIngredient, KITCHEN_KEY, kitchenList, openKitchen } from './helpers';
import { createConfirmedUser, freshEmail, logoutButton, signInThroughUi } from './helpers-auth';
import { installDesktopBridge, localStorageKeys, type DesktopBridge } from './helpers-desktop';

let bridge: DesktopBridge | null = null;
test.afterEach(() => {
  bridge?.dispose();
  bridge = null;
});

function bridgeKitchen(page: Page) {
  return page.evaluate(() => (window as unknown as { larder: LarderBridge }).larder.kitchen.get());
}

test.describe('desktop bridge', () => {
  test('keeps the guest kitchen in the encrypted store, not in localStorage', async ({ page }) => {
    bridge = await installDesktopBridge(page);
    await openKitchen(page);
    await addIngredient(page, 'saffron threads');
    await addIngredient(page, 'smoked paprika');
    await expect(kitchenList(page).getByText('saffron threads')).toBeVisible();
    await expect
      .poll(async () => (await bridgeKitchen(page))?.ingredients)
      .toEqual(['saffron threads', 'smoked paprika']);

    await page.reload();
    await expect(kitchenList(page).getByText('saffron threads')).toBeVisible();
    await expect(kitchenList(page).getByText('smoked paprika')).toBeVisible();

    expect(await localStorageKeys(page)).not.toContain(KITCHEN_KEY);
    const onDisk = bridge.storeBytes();
    expect(onDisk).toContain('enc:');
    expect(onDisk).not.toContain('saffron');
    expect(onDisk).not.toContain('paprika');
  });

  test("keeps a guest's meal plan, shopping ticks and food diary in the encrypted store", async ({
    page,
  }) => {
    bridge = await installDesktopBridge(page);
    const stored = (key: string) =>
      page.evaluate(
        (k) => (window as unknown as { larder: LarderBridge }).larder.guestData.getItem(k),
        key,
      );
    await page.goto('/recipe/Classic%20Pancakes');
    await page.getByRole('button', { name: 'Log it' }).click();
    const log = page.getByRole('dialog', { name: 'Log Classic Pancakes' });
    await log.getByRole('button', { name: 'Log it' }).click();
    await expect(log).toBeHidden();
    await page.getByRole('button', { name: 'Add Classic Pancakes to plan' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => stored('larder-meal-plan')).toContain('Classic Pancakes');
    await expect.poll(() => stored('larder-nutrition-diary')).toContain('Classic Pancakes');

    await page.goto('/meal-prep');
    await page.getByRole('tab', { name: 'Shopping list' }).click();
    const first = page.getByTestId('shopping-list').locator('li').first();
    await first.getByRole('checkbox').check();
    await expect.poll(() => stored('larder-shopping-list')).not.toBeNull();

    await page.reload();
    await expect(page.getByText('Classic Pancakes').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Shopping list' }).click();
    await expect(
      page.getByTestId('shopping-list').locator('li').first().getByRole('checkbox'),
    ).toBeChecked();
    const keys = await localStorageKeys(page);
    for (const key of ['larder-meal-plan', 'larder-shopping-list', 'larder-nutrition-diary'])
      expect(keys).not.toContain(key);
    const onDisk = bridge.storeBytes();
    expect(onDisk).toContain('enc:');
    expect(onDisk).not.toContain('Pancakes');
  });

  test('keeps the session in the encrypted store through the auth storage adapter', async ({
    page,
  }) => {
    const email = freshEmail('desktop');
    await createConfirmedUser(email);
    bridge = await installDesktopBridge(page);
    await signInThroughUi(page, email);

    const keys = await localStorageKeys(page);
    expect(keys.filter((key) => /^sb-.*-auth-token/.test(key))).toEqual([]);
    const stored = await page.evaluate(async () => {
      const larder = (window as unknown as { larder: LarderBridge }).larder;
      return larder.authStorage.getItem('sb-127-auth-token');
    });
    expect(stored).toContain('access_token');
    expect(stored).toContain(email);
    const onDisk = bridge.storeBytes();
    expect(onDisk).not.toContain(email);
    expect(onDisk).not.toContain('access_token');

    // The session comes back from main after a reload.
    await page.reload();
    await expect(logoutButton(page)).toBeVisible({ timeout: 15_000 });
  });

  for (const accept of [true, false]) {
    test(`without a keychain, asks before saving in plain text (${accept ? 'yes' : 'no'})`, async ({
      page,
    }) => {
      bridge = await installDesktopBridge(page, { keychain: false });
      // The app's own dialog asks (tests/e2e/desktop-prefs.spec.ts checks its texts and focus).
      const question = page.getByRole('dialog', { name: 'Store without encryption?' });
      const questions: string[] = [];
      await openKitchen(page);
      await addIngredient(page, 'saffron threads');
      await expect(
        question.getByRole('heading', { name: 'Store without encryption?' }),
      ).toBeVisible();
      questions.push((await question.textContent()) ?? '');
      await question
        .getByRole('button', { name: accept ? 'Store without encryption' : 'Don’t store' })
        .click();
      await expect(question).toHaveCount(0);
      await addIngredient(page, 'smoked paprika');
      await expect(kitchenList(page).getByText('smoked paprika')).toBeVisible();
      expect(questions[0]).toMatch(/without encryption/);
      if (accept) {
        await expect
          .poll(async () => (await bridgeKitchen(page))?.ingredients)
          .toEqual(['saffron threads', 'smoked paprika']);
        expect(bridge.storeBytes()).toContain('plain:');
      } else {
        // Declined: nothing is written (the kitchen lives for this run only), and no second question
        // (the answer is kept for the run: src/platform/desktop-platform.test.ts proves it is asked once).
        expect(await bridgeKitchen(page)).toBeNull();
        expect(bridge.storeBytes()).not.toContain('saffron');
      }
      expect(await localStorageKeys(page)).not.toContain(KITCHEN_KEY);
      await expect(question).toHaveCount(0); // asked once only
    });
  }
});

test.describe('desktop scrape proxy', () => {
  let server: http.Server;
  let base: string;
  const saved: Record<string, string | undefined> = {};

  test.beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/recipe') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          '<!doctype html><title>Tomato soup</title><script type="application/ld+json">' +
            '{"@type":"Recipe","name":"Tomato soup","recipeIngredient":["4 tomatoes"]}</script>',
        );
      } else {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<h1>missing</h1>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The safe fetcher's test-only loopback allowance needs both settings in this process.
    for (const key of [LOOPBACK_TEST_SETTING, 'NODE_ENV']) saved[key] = process.env[key];
    process.env[LOOPBACK_TEST_SETTING] = '1';
    process.env.NODE_ENV = 'test';
  });

  test.afterAll(async () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    await new Promise((resolve) => server.close(resolve));
  });

  function scrape(page: Page, url: string) {
    return page.evaluate(async (target) => {
      const larder = (window as unknown as { larder: LarderBridge }).larder;
      try {
        return { ok: true as const, page: await larder.scrapeFetch(target) };
      } catch (error) {
        return { ok: false as const, message: (error as Error).message };
      }
    }, url);
  }

  test('fetches a recipe page in main through the bridge', async ({ page }) => {
    bridge = await installDesktopBridge(page, {
      fetchPage: (url) => safeFetchPage(url, { allowLoopback: true }),
    });
    await openKitchen(page);
    const result = await scrape(page, `${base}/recipe`);
    expect(result.ok).toBe(true);
    const fetched = (result as { page: ScrapeResponse }).page;
    expect(fetched.html).toContain('"@type":"Recipe"');
    expect(fetched.finalUrl).toBe(`${base}/recipe`);
    expect(fetched.contentType).toMatch(/text\/html/);

    const missing = await scrape(page, `${base}/missing`);
    expect(missing).toMatchObject({ ok: false, message: expect.stringMatching(/http-status/) });
  });

  test('refuses private addresses with the production fetcher', async ({ page }) => {
    bridge = await installDesktopBridge(page);
    await openKitchen(page);
    for (const url of [`${base}/recipe`, 'http://10.0.0.1/recipe', 'file:///etc/passwd']) {
      const result = await scrape(page, url);
      expect(result).toMatchObject({
        ok: false,
        message: expect.stringMatching(/scrape-failed.*(blocked-address|invalid-url)/),
      });
    }
  });
});
