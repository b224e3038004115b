import { expect, test } from '@playwright/test';
import { addIngredient, kitchenList, openKitchen } from './helpers';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

test('375 px: dropdown instead of tabs, header menu, no horizontal scroll', async ({ page }) => {
  await openKitchen(page);
  await expect(page.getByRole('tab')).toHaveCount(0);
  const source = page.getByRole('combobox', { name: 'Ingredient source' });
  await expect(source).toBeVisible();
  await expect(source).toHaveValue('0');
  await source.selectOption({ label: 'Predefined Lists' });
  await expect(page.getByRole('button', { name: 'Add all of Baking Supplies' })).toBeVisible();

  await expect(page.getByRole('link', { name: 'Saved Recipes' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Saved Recipes', 'Profile', 'Home Bar Hero', 'Meal Prep Assistant']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Save Recipe from URL' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toHaveCount(0);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('375 px: long chip labels are abbreviated to 12 characters with the full name in a tooltip', async ({
  page,
}) => {
  await openKitchen(page);
  await addIngredient(page, 'worcestershire sauce, egg');
  const labels = kitchenList(page).getByTestId('ingredient-chip-label');
  await expect(labels).toHaveText(['egg', 'worcesters…']);
  const remove = kitchenList(page).getByRole('button', { name: 'Remove worcestershire sauce' });
  await remove.focus();
  await expect(page.getByRole('tooltip')).toHaveText('worcestershire sauce');
  await expect(remove).toHaveAttribute('aria-describedby', /.+/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('desktop: full labels, tooltip only after 300 ms', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openKitchen(page);
  await addIngredient(page, 'sweetened condensed milk');
  await expect(kitchenList(page).getByTestId('ingredient-chip-label')).toHaveText([
    'sweetened condensed milk',
  ]);
  // The delay is timed in the page, from the pointer entering the label to the tooltip appearing:
  // Playwright's own steps can take longer than 300 ms on a loaded machine.
  const delay = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const label = document.querySelector('[data-testid="ingredient-chip-label"]');
        label?.addEventListener(
          'mouseover',
          () => {
            const entered = performance.now();
            const seen = new MutationObserver(() => {
              if (!document.querySelector('[role="tooltip"]')) return;
              seen.disconnect();
              resolve(performance.now() - entered);
            });
            seen.observe(document.body, { childList: true, subtree: true });
          },
          { once: true },
        );
      }),
  );
  await kitchenList(page).getByTestId('ingredient-chip-label').hover();
  expect(await delay).toBeGreaterThanOrEqual(290);
  await expect(page.getByRole('tooltip')).toHaveText('sweetened condensed milk');
  await context.close();
});
