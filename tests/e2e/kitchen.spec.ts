import { expect, test } from '@playwright/test';
import {
  addIngredient,
  chipNames,
  expectToast,
  ingredientBox,
  kitchenList,
  openKitchen,
} from './helpers';

test.beforeEach(async ({ page }) => {
  await openKitchen(page);
});

test('starts empty with "No ingredients added yet." and no Let\'s Cook button', async ({
  page,
}) => {
  await expect(page.getByText('No ingredients added yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: "Let's Cook!" })).toHaveCount(0);
});

test("adds one ingredient with a 2 s toast and shows the floating Let's Cook! button", async ({
  page,
}) => {
  await addIngredient(page, 'eggs');
  await expectToast(page, 'Added eggs to your kitchen!');
  await expect(kitchenList(page).getByRole('button', { name: 'Remove eggs' })).toBeVisible();
  await expect(page.getByRole('button', { name: "Let's Cook!" })).toBeVisible();
  await expect(ingredientBox(page)).toHaveValue('');
});

test('adds several comma-separated ingredients, sorted, and applies the chicken rule', async ({
  page,
}) => {
  await addIngredient(page, 'tomatoes, basil, chicken thighs');
  await expectToast(page, 'Added 3 ingredients to your kitchen!');
  expect(await chipNames(page)).toEqual(['basil', 'Chicken', 'chicken thighs', 'tomatoes']);
});

test('Enter in the box adds too', async ({ page }) => {
  await ingredientBox(page).fill('rice');
  await ingredientBox(page).press('Escape');
  await ingredientBox(page).press('Enter');
  await expectToast(page, 'Added rice to your kitchen!');
});

test("refuses duplicates with the spec's messages", async ({ page }) => {
  await addIngredient(page, 'milk, butter');
  await addIngredient(page, 'milk');
  await expectToast(page, 'milk is already in your kitchen!');
  await expect(ingredientBox(page)).toHaveValue('milk');
  await addIngredient(page, 'milk, butter');
  await expectToast(page, 'All ingredients are already in your kitchen!');
  expect(await chipNames(page)).toEqual(['butter', 'milk']);
});

test('removes an ingredient', async ({ page }) => {
  await addIngredient(page, 'onion, garlic');
  await kitchenList(page).getByRole('button', { name: 'Remove onion' }).click();
  expect(await chipNames(page)).toEqual(['garlic']);
});

test('clears the kitchen after confirming', async ({ page }) => {
  await addIngredient(page, 'onion, garlic');
  await page.getByRole('button', { name: 'Clear Kitchen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear your kitchen?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await chipNames(page)).toEqual(['garlic', 'onion']);
  await page.getByRole('button', { name: 'Clear Kitchen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear Kitchen' }).click();
  await expectToast(page, 'Your kitchen has been cleared!');
  await expect(page.getByText('No ingredients added yet.')).toBeVisible();
});

test('recent ingredients allow a quick re-add', async ({ page }) => {
  await addIngredient(page, 'lemons');
  await kitchenList(page).getByRole('button', { name: 'Remove lemons' }).click();
  const recent = page.getByRole('region', { name: 'Recent Ingredients' });
  await recent.getByRole('button', { name: 'lemons' }).click();
  await expectToast(page, 'Added lemons to your kitchen!');
  expect(await chipNames(page)).toEqual(['lemons']);
});

test('footer has the copyright line and a contact mail link; background has 24 tiles', async ({
  page,
}) => {
  await expect(page.getByText('© 2026 Larder')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    'mailto:hello@larder.app',
  );
  await expect(page.getByTestId('logo-background').locator('svg')).toHaveCount(24);
  await expect(page.getByTestId('logo-background')).toHaveAttribute('aria-hidden', 'true');
});
