import { expect, test, type Locator } from '@playwright/test';
import {
  addIngredient,
  chipNames,
  expectToast,
  ingredientBox,
  openKitchen,
  storedKitchen,
} from './helpers';

async function paste(box: Locator, text: string) {
  await box.focus();
  await box.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test.beforeEach(async ({ page }) => {
  await openKitchen(page);
  await addIngredient(page, 'cheese');
  await expectToast(page, 'Added cheese to your kitchen!');
});

test('a script is refused with "Input contains potentially unsafe content" and nothing is lost', async ({
  page,
}) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await addIngredient(page, '<script>alert(1)</script>');
  await expectToast(page, 'Input contains potentially unsafe content');
  await addIngredient(page, '<img src=x onerror=alert(1)>');
  await expectToast(page, 'Input contains potentially unsafe content');
  expect(await chipNames(page)).toEqual(['cheese']);
  expect(dialogs).toBe(0);
  expect(JSON.stringify(await storedKitchen(page))).not.toContain('<');
});

test('pasted HTML is stripped to its text', async ({ page }) => {
  await addIngredient(page, '<b>basil</b>');
  await expectToast(page, 'Added basil to your kitchen!');
  expect(await chipNames(page)).toEqual(['basil', 'cheese']);
});

test('a 5,000-character line gets the length message and stays in the box', async ({ page }) => {
  const long = 'a'.repeat(5000);
  await addIngredient(page, long);
  await expectToast(page, 'Input must be 1000 characters or less');
  await expect(ingredientBox(page)).toHaveValue(long);
  expect(await chipNames(page)).toEqual(['cheese']);
});

test('only commas or spaces get a clear message', async ({ page }) => {
  await addIngredient(page, ' , ,, ');
  await expectToast(page, 'Please enter at least one ingredient');
  await addIngredient(page, '    ');
  await expectToast(page, 'This field is required');
  expect(await chipNames(page)).toEqual(['cheese']);
});

test('emoji are fine', async ({ page }) => {
  await addIngredient(page, '🥑 avocado');
  await expectToast(page, 'Added 🥑 avocado to your kitchen!');
});

test('a pasted multi-line list keeps its lines as separate items', async ({ page }) => {
  const box = ingredientBox(page);
  await paste(box, 'carrots\ncelery\r\nleeks');
  await expect(box).toHaveValue('carrots, celery, leeks');
  await box.press('Escape');
  await box.press('Enter');
  await expectToast(page, 'Added 3 ingredients to your kitchen!');
});

test('thousands of ingredients pasted at once are handled', async ({ page }) => {
  const many = Array.from({ length: 2000 }, (_, i) => `item ${i}`).join(', ');
  await addIngredient(page, many);
  // The 2 s toast can be gone by the time a busy machine has rendered 2,000 chips; the result counts.
  await expect(page.getByRole('heading', { name: /Your Kitchen \(2001\)/ })).toBeVisible();
  await expect.poll(async () => (await storedKitchen(page))?.ingredients.length).toBe(2001);
});
