import { expect, test } from '@playwright/test';
import { chipNames, expectToast, openKitchen } from './helpers';

test.beforeEach(async ({ page }) => {
  await openKitchen(page);
});

test('common ingredients are the default tab, grouped in 9 categories; a click adds one', async ({
  page,
}) => {
  const common = page.getByRole('tab', { name: 'Common Ingredients' });
  await expect(common).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  for (const category of [
    'Dairy',
    'Proteins',
    'Fruits',
    'Vegetables',
    'Grains',
    'Legumes',
    'Condiments',
    'Herbs',
    'Other',
  ]) {
    await expect(
      panel.getByRole('heading', { name: new RegExp(category, 'i') }).first(),
    ).toBeAttached();
  }
  await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(9);
  await panel.getByRole('button', { name: 'feta', exact: true }).click();
  await expectToast(page, 'Added feta to your kitchen!');
  expect(await chipNames(page)).toEqual(['feta']);
});

test('predefined lists expand, collapse, add one item or the whole list', async ({ page }) => {
  await page.getByRole('tab', { name: 'Predefined Lists' }).click();
  const panel = page.getByRole('tabpanel');
  const toggle = panel.getByRole('button', { name: /^Breakfast Staples/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const items = panel.getByRole('list', { name: 'Breakfast Staples' });
  await items.getByRole('button', { name: 'bacon', exact: true }).click();
  await expectToast(page, 'Added bacon to your kitchen!');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(items).toHaveCount(0);

  await panel.getByRole('button', { name: 'Add all of Breakfast Staples' }).click();
  await expectToast(page, 'Added 13 ingredients to your kitchen!');
  expect(await chipNames(page)).toHaveLength(14);
  await panel.getByRole('button', { name: 'Add all of Breakfast Staples' }).click();
  await expectToast(page, 'All ingredients are already in your kitchen!');
});

test('eight predefined lists are offered', async ({ page }) => {
  await page.getByRole('tab', { name: 'Predefined Lists' }).click();
  await expect(
    page.getByRole('tabpanel').getByRole('button', { name: /^Add all of / }),
  ).toHaveCount(8);
});

test('search filters case-insensitively and says "No ingredients found."', async ({ page }) => {
  const search = page.getByPlaceholder('Search ingredients...');
  await search.fill('MOZZ');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: 'mozzarella', exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'feta', exact: true })).toHaveCount(0);
  await search.fill('zzqxj');
  await expect(panel.getByText('No ingredients found.')).toBeVisible();
  await page.getByRole('tab', { name: 'Predefined Lists' }).click();
  await expect(page.getByRole('tabpanel').getByText('No ingredients found.')).toBeVisible();
  await search.fill('flour');
  await expect(
    page.getByRole('tabpanel').getByRole('button', { name: /^Baking Supplies/ }),
  ).toHaveAttribute('aria-expanded', 'true');
});
