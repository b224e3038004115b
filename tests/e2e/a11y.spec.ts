import { expect, test } from '@playwright/test';
import { addIngredient, openKitchen, seriousViolations, THEME_KEY } from './helpers';

// axe over ~700 ingredient buttons takes a while on a shared machine.
test.describe.configure({ timeout: 120_000 });

for (const theme of ['light', 'dark'] as const) {
  test(`kitchen page has no serious or critical axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      THEME_KEY,
      theme,
    ] as const);
    await openKitchen(page);
    await expect(page.locator('html')).toHaveClass(
      theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/,
    );
    await addIngredient(page, 'sweetened condensed milk, eggs');
    await page.locator('[data-sonner-toast]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Predefined Lists' }).click();
    await page.getByRole('button', { name: /^Breakfast Staples/ }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the mobile kitchen and the tutorial have no serious or critical axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openKitchen(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Take the tour' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Larder!' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('other pages have no serious or critical axe violations (dark)', async ({ page }) => {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    THEME_KEY,
    'dark',
  ] as const);
  for (const path of ['/bar', '/recipe-results', '/auth', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
