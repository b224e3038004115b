import { expect, test } from '@playwright/test';
import { addIngredient, chipNames, expectToast, openKitchen, storedKitchen } from './helpers';

test("creates, applies and deletes a template with the spec's messages", async ({ page }) => {
  await openKitchen(page);
  const templates = page.getByRole('region', { name: 'Templates' });
  const name = templates.getByRole('textbox', { name: 'Template name' });
  const save = templates.getByRole('button', { name: 'Save as Template' });

  await name.fill('Taco night');
  await save.click();
  await expectToast(page, 'Template name and at least one ingredient are required');

  await addIngredient(page, 'tortillas, beef, salsa');
  await name.fill('');
  await save.click();
  await expectToast(page, 'Template name and at least one ingredient are required');

  await name.fill('Taco night');
  await save.click();
  await expectToast(page, 'Template "Taco night" created successfully');
  await expect(templates.getByText('Taco night')).toBeVisible();
  await expect(templates.getByText('3 items')).toBeVisible();

  await page.getByRole('button', { name: 'Apply template Taco night' }).click();
  await expectToast(page, 'All template items are already in your kitchen!');

  await page.getByRole('button', { name: 'Remove salsa' }).click();
  await page.getByRole('button', { name: 'Remove beef' }).click();
  await page.getByRole('button', { name: 'Apply template Taco night' }).click();
  await expectToast(page, 'Added 2 items to your kitchen!');
  expect(await chipNames(page)).toEqual(['beef', 'salsa', 'tortillas']);

  expect((await storedKitchen(page))?.templates.map((t) => t.name)).toEqual(['Taco night']);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Apply template Taco night' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete template Taco night' }).click();
  await expectToast(page, 'Template deleted successfully');
  await expect(page.getByRole('button', { name: 'Apply template Taco night' })).toHaveCount(0);
});
