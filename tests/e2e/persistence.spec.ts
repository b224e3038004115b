import { expect, test } from '@playwright/test';
import {
  addIngredient,
  chipNames,
  ingredientBox,
  KITCHEN_KEY,
  openKitchen,
  storedKitchen,
} from './helpers';

test('the guest kitchen survives a reload', async ({ page }) => {
  await openKitchen(page);
  await addIngredient(page, 'apples, oats');
  await expect
    .poll(async () => (await storedKitchen(page))?.ingredients)
    .toEqual(['apples', 'oats']);
  await page.reload();
  await expect(ingredientBox(page)).toBeVisible();
  expect(await chipNames(page)).toEqual(['apples', 'oats']);
  // Recent ingredients survive too (offered again once they leave the kitchen).
  expect((await storedKitchen(page))?.recentIngredients).toEqual(
    expect.arrayContaining(['apples', 'oats']),
  );
});

test('a corrupt stored kitchen is ignored with a warning, never a white screen', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, '{"ingredients": [1, 2, {"x": true}], "templates": "nope"');
      sessionStorage.setItem('seeded', '1');
    }
  }, KITCHEN_KEY);
  await openKitchen(page);
  await expect(page.getByText('No ingredients added yet.')).toBeVisible();
  expect(
    warnings.some((text) => text.includes('saved kitchen') || text.includes('Saved kitchen')),
  ).toBe(true);

  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({ ingredients: ['rice', 42, '<b>x</b>'], templates: [{}] }),
      ),
    KITCHEN_KEY,
  );
  await page.reload();
  await expect(ingredientBox(page)).toBeVisible();
  expect(await chipNames(page)).toContain('rice');
  await addIngredient(page, 'beans');
  expect(await chipNames(page)).toContain('beans');
});

test('works offline once the service worker controls the page', async ({ page, context }) => {
  await openKitchen(page);
  await addIngredient(page, 'flour, sugar');
  await expect.poll(async () => (await storedKitchen(page))?.ingredients.length).toBe(2);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  await context.setOffline(true);
  await page.reload();
  await expect(ingredientBox(page)).toBeVisible();
  expect(await chipNames(page)).toEqual(['flour', 'sugar']);
  await page.goto('/bar');
  await expect(page.getByRole('heading', { name: 'Home Bar Hero' })).toBeVisible();
  await context.setOffline(false);
});
