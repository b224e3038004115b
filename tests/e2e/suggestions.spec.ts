import { expect, test } from '@playwright/test';
import { chipNames, expectToast, ingredientBox, openKitchen } from './helpers';

test('suggests up to 5 names, ranked exact > prefix > shorter, and works with the keyboard', async ({
  page,
}) => {
  await openKitchen(page);
  const box = ingredientBox(page);
  await box.fill('egg');
  const listbox = page.getByRole('listbox', { name: 'Ingredient suggestions' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = listbox.getByRole('option');
  const count = await options.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(5);
  const names = await options.allTextContents();
  for (const name of names) expect(name.toLowerCase()).toContain('egg');
  // Exact match first when there is one.
  if (names.some((n) => n.toLowerCase() === 'egg')) expect(names[0]?.toLowerCase()).toBe('egg');

  await box.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(0).getAttribute('id')) ?? '',
  );
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expectToast(page, `Added ${names[0]} to your kitchen!`);
  expect(await chipNames(page)).toEqual([names[0]]);
  await expect(box).toHaveValue('');

  await box.fill('tom');
  await expect(listbox).toBeVisible();
  await box.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('tom');
});

test('a suggestion completes the last item of a comma-separated entry', async ({ page }) => {
  await openKitchen(page);
  const box = ingredientBox(page);
  await box.fill('butter, garl');
  await page.getByRole('option').first().click();
  await expect(page.getByRole('listitem').filter({ hasText: 'butter' }).first()).toBeVisible();
  expect((await chipNames(page)).length).toBe(2);
});
