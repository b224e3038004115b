import { expect, test } from '@playwright/test';
import { KITCHEN_KEY, expectToast, openKitchen } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    KITCHEN_KEY,
    JSON.stringify({
      ingredients: ['butter', 'eggs', 'flour', 'milk', 'sugar'],
      templates: [],
      recentIngredients: [],
    }),
  ] as const);
});

test('with the backend unreachable, results come from the offline library and say so', async ({
  page,
  context,
}) => {
  await context.route('**/functions/v1/**', (route) => route.abort('connectionrefused'));
  await openKitchen(page);
  await page.getByRole('button', { name: "Let's Cook!" }).click();
  await expect(page).toHaveURL(/\/recipe-results$/);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toContainText('offline recipe library');
  await expectToast(page, 'Recipes Found!');
  const pancakes = page
    .getByTestId('recipe-card')
    .filter({ has: page.getByRole('link', { name: 'Classic Pancakes', exact: true }) });
  await expect(pancakes.getByText('Can make now')).toBeVisible();
  // a reload keeps the results and the notice
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
});

test('an "OpenAI API" error shows the service-down toast and goes to shopping suggestions', async ({
  page,
  context,
}) => {
  await context.route('**/functions/v1/suggest-recipes-web', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'OpenAI API error: upstream 500' } }),
    }),
  );
  await openKitchen(page);
  await page.getByRole('button', { name: "Let's Cook!" }).click();
  await expect(page).toHaveURL(/\/shopping-suggestions$/);
  await expectToast(page, 'Service Temporarily Unavailable');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping suggestions' })).toBeVisible();
});

test('"Cooking!" shows with a spinner and the button is disabled while loading', async ({
  page,
  context,
}) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/functions/v1/suggest-recipes-web', async (route) => {
    await gate;
    await route.continue();
  });
  await openKitchen(page);
  await page.getByRole('button', { name: "Let's Cook!" }).click();
  const busy = page.getByRole('button', { name: 'Cooking!' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/recipe-results$/);
});

test('with the network off (the installed app, served by its service worker) results still appear', async ({
  page,
  context,
}) => {
  await openKitchen(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Once the worker controls the page, the app's code (recipe library included) is precached.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 15_000,
    })
    .toBe(true);
  await expect(page.getByRole('button', { name: "Let's Cook!" })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: "Let's Cook!" }).click();
  await expect(page).toHaveURL(/\/recipe-results$/);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(
    page
      .getByTestId('recipe-card')
      .filter({ has: page.getByRole('link', { name: 'Classic Pancakes', exact: true }) }),
  ).toBeVisible();
  await context.setOffline(false);
});
