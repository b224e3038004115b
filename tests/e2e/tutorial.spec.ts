import { expect, test } from '@playwright/test';
import {
  addIngredient,
  expectTourNotOffered,
  ingredientBox,
  openKitchen,
  TOUR_SEEN_KEY,
} from './helpers';

const TITLES = [
  'Welcome to Larder!',
  'Add Ingredients',
  'Browse Common Ingredients',
  'Use Predefined Lists',
  'Create & Use Templates',
  'Quick Add from History',
  "Let's Cook!",
];

test('is offered once to a first-time visitor and walks through all 7 steps', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: TITLES[0] })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  await expect(page.getByTestId('tour-overlay')).toBeVisible();

  for (let index = 1; index < TITLES.length; index += 1) {
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: TITLES[index] })).toBeVisible();
    await expect(dialog.getByText(`Step ${index + 1} of 7`)).toBeVisible();
  }
  await expect(dialog.getByRole('button', { name: 'Skip' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  expect(await page.evaluate((key) => window.localStorage.getItem(key), TOUR_SEEN_KEY)).toBe('1');
  await page.clock.install();
  await page.reload();
  await expect(ingredientBox(page)).toBeVisible();
  await expectTourNotOffered(page);
});

test('pops up 10 px below its target with a lit spotlight', async ({ page }) => {
  await openKitchen(page);
  await page.getByRole('button', { name: 'Take the tour' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Add Ingredients' })).toBeVisible();
  await expect(page.getByTestId('tour-spotlight')).toBeVisible();
  await expect
    .poll(async () => {
      const target = await page.locator('[data-tour="add-ingredient"]').boundingBox();
      const popover = await page.locator('[data-tour-step="add-ingredient"]').boundingBox();
      if (!target || !popover) return null;
      return Math.round(popover.y - (target.y + target.height));
    })
    .toBe(10);
});

test("restarts from the header, Escape skips, and the last step points at Let's Cook!", async ({
  page,
}) => {
  await openKitchen(page);
  await addIngredient(page, 'eggs');
  await page.getByRole('button', { name: 'Take the tour' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Welcome to Larder!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Take the tour' }).click();
  for (let i = 0; i < 6; i += 1) await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: "Let's Cook!" })).toBeVisible();
  await expect(
    dialog.getByText('find recipes with your ingredients', { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('is fixed top-left on a small screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const panel = page.locator('[data-tour-step]');
  await expect(panel).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('[data-tour-step="add-ingredient"]')).toBeVisible();
  const box = await page.locator('[data-tour-step="add-ingredient"]').boundingBox();
  expect(box?.x).toBe(10);
  expect(box?.y).toBe(10);
});
