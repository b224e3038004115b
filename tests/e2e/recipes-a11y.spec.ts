import { expect, test } from '@playwright/test';
import {
  KITCHEN_KEY,
  THEME_KEY,
  expectToast,
  openKitchen,
  seriousViolations,
  skipTourOffer,
} from './helpers';

test.describe.configure({ timeout: 90_000 });

for (const theme of ['light', 'dark'] as const) {
  test(`results, recipe and shopping pages have no serious axe violations (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript(
      ([themeKey, themeValue, kitchenKey, kitchen]) => {
        localStorage.setItem(themeKey, themeValue);
        localStorage.setItem(kitchenKey, kitchen);
      },
      [
        THEME_KEY,
        theme,
        KITCHEN_KEY,
        JSON.stringify({
          ingredients: ['eggs', 'flour', 'butter', 'sugar'],
          templates: [],
          recentIngredients: [],
        }),
      ] as const,
    );
    await openKitchen(page);
    await page.getByRole('button', { name: "Let's Cook!" }).click();
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    // The search's toast comes a moment after the cards; axe reads its text as low contrast while
    // it fades in, so the page is checked once it has come and gone (not before it came).
    await expectToast(page, 'Recipes Found!');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    expect(await seriousViolations(page), '/recipe-results').toEqual([]);

    await page.getByRole('link', { name: 'What should I buy?' }).click();
    await expect(page.getByTestId('shopping-item').first()).toBeVisible();
    expect(await seriousViolations(page), '/shopping-suggestions').toEqual([]);

    await page.goto('/recipe/Classic%20Pancakes');
    await expect(page.getByRole('heading', { level: 1, name: 'Classic Pancakes' })).toBeVisible();
    expect(await seriousViolations(page), '/recipe').toEqual([]);
    await page.getByRole('button', { name: 'Cook mode' }).click();
    await expect(page.getByTestId('cook-mode')).toBeVisible();
    expect(await seriousViolations(page), 'cook mode').toEqual([]);
  });
}

test('print view shows the ingredients and steps without the app chrome', async ({ page }) => {
  await skipTourOffer(page);
  await page.goto('/recipe/Classic%20Pancakes');
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Pancakes' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cook mode' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Steps' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nutrition per serving' })).toBeHidden();
});

test('cook mode keeps the screen awake and releases the lock on exit', async ({ page }) => {
  await skipTourOffer(page);
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { wakeLog: string[] }).wakeLog = log;
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          log.push(`request:${type}`);
          return { release: async () => void log.push('release') };
        },
      },
    });
  });
  await page.goto('/recipe/Classic%20Pancakes');
  await page.getByRole('button', { name: 'Cook mode' }).click();
  await expect(page.getByTestId('cook-mode')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { wakeLog: string[] }).wakeLog))
    .toEqual(['request:screen']);
  await page.keyboard.press('Escape');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { wakeLog: string[] }).wakeLog))
    .toEqual(['request:screen', 'release']);
});
