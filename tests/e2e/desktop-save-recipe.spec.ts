/**
 * Issue #7 item 5: "Save Recipe from URL" on desktop. The desktop renderer runs in Chromium with
 * `window.larder` served by the real main-process modules (helpers-desktop.ts); the page is fetched
 * by main's scrape proxy (the safe fetcher), extracted and saved by the renderer as the signed-in
 * user — the scrape-recipe function is never called.
 */
import { expect, test } from '@playwright/test';
import { LOOPBACK_TEST_SETTING, safeFetchPage } from '../../packages/safe-fetch/safe-fetch.ts';
import { skipTourOffer, toast } from './helpers';
import { createConfirmedUser, freshEmail, signInThroughUi } from './helpers-auth';
import { installDesktopBridge, type DesktopBridge } from './helpers-desktop';
import {
  closedPortUrl,
  expectedRecipe,
  openSaveDialog,
  expectSaveDialogClosed,
  savedRecipesOf,
  startRecipePageServer,
  type RecipePageServer,
} from './helpers-recipe-pages';

const FIXTURE = 'acozykitchen.com';

let pages: RecipePageServer;
let bridge: DesktopBridge | null = null;
const savedEnv: Record<string, string | undefined> = {};

test.beforeAll(async () => {
  pages = await startRecipePageServer();
  // The safe fetcher's test-only loopback allowance needs both settings in this (main's) process.
  for (const key of [LOOPBACK_TEST_SETTING, 'NODE_ENV']) savedEnv[key] = process.env[key];
  process.env[LOOPBACK_TEST_SETTING] = '1';
  process.env.NODE_ENV = 'test';
});

test.afterAll(async () => {
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await pages?.close();
});

test.afterEach(() => {
  bridge?.dispose();
  bridge = null;
});

test('a signed-in desktop user saves a page through the scrape proxy', async ({ page }) => {
  test.setTimeout(90_000);
  const expected = expectedRecipe(FIXTURE);
  const email = freshEmail('desktop-saver');
  await createConfirmedUser(email);
  const fetched: string[] = [];
  bridge = await installDesktopBridge(page, {
    fetchPage: (url) => {
      fetched.push(url);
      return safeFetchPage(url, { allowLoopback: true });
    },
  });
  const functionCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/scrape-recipe')) functionCalls.push(request.url());
  });
  await skipTourOffer(page);
  await signInThroughUi(page, email);

  // Saved: fetched by main, stored for this user.
  const target = pages.pageUrl(FIXTURE, 1000);
  const dialog = await openSaveDialog(page);
  await dialog.getByLabel('Recipe URL').fill(target);
  await dialog.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(toast(page, 'Recipe saved successfully!')).toBeVisible({ timeout: 15_000 });
  await expectSaveDialogClosed(page);
  expect(fetched).toEqual([target]);
  expect(functionCalls).toEqual([]);
  const rows = await savedRecipesOf(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ title: expected.title, url: target });
  expect(rows[0]?.ingredients).toHaveLength(expected.ingredients.length);

  // The same page again: the unique row refuses it, as on the web.
  const again = await openSaveDialog(page);
  await again.getByLabel('Recipe URL').fill(`${target}#comments`);
  await again.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(toast(page, 'This recipe has already been saved to your collection.')).toBeVisible({
    timeout: 15_000,
  });

  // An unreachable site: what the proxy throws maps to the same toast as the function's answer.
  await again.getByLabel('Recipe URL').fill(await closedPortUrl());
  await again.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(
    toast(page, 'Unable to access the recipe website. Please check the URL.'),
  ).toBeVisible({ timeout: 15_000 });
  expect(bridge.log.some((line) => line.includes('scrape proxy refused or failed'))).toBe(true);

  // A page with no recipe is offered as a link and saved as one.
  await again.getByLabel('Recipe URL').fill(pages.noRecipeUrl);
  await again.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(again.getByRole('alert')).toContainText('No recipe found on that page', {
    timeout: 15_000,
  });
  await again.getByRole('button', { name: 'Save as link' }).click();
  await expect(toast(page, 'Recipe saved successfully!')).toBeVisible({ timeout: 15_000 });
  expect((await savedRecipesOf(email)).map((row) => row.url)).toEqual([target, pages.noRecipeUrl]);
  expect(functionCalls).toEqual([]);
});
