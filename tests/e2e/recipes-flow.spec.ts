import { expect, test, type Page } from '@playwright/test';
import { KITCHEN_KEY, expectToast, kitchenList, openKitchen } from './helpers';

const PANCAKE_KITCHEN = ['butter', 'eggs', 'flour', 'milk', 'sugar'];

/** Starts with this kitchen already stored on the device (as a returning guest). */
async function withKitchen(page: Page, ingredients: string[]) {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem('e2e-seeded')) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [KITCHEN_KEY, JSON.stringify({ ingredients, templates: [], recentIngredients: [] })] as const,
  );
}

function card(page: Page, title: string) {
  return page.getByTestId('recipe-card').filter({
    has: page.getByRole('link', { name: title, exact: true }),
  });
}

async function cook(page: Page) {
  await page.getByRole('button', { name: "Let's Cook!" }).click();
  await expect(page).toHaveURL(/\/recipe-results$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe results' })).toBeVisible();
}

async function searchTitle(page: Page, title: string) {
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill(title);
}

test('a guest adds eggs, flour, milk, butter, sugar and gets Classic Pancakes as can make now', async ({
  page,
}) => {
  await openKitchen(page);
  const box = page.getByRole('combobox', { name: 'Add ingredients' });
  await box.fill('eggs, flour, milk, butter, sugar');
  await box.press('Escape');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(kitchenList(page).getByRole('button', { name: /^Remove / })).toHaveCount(5);

  await page.getByRole('button', { name: "Let's Cook!" }).click();
  await expect(page).toHaveURL(/\/recipe-results$/);
  await expectToast(page, 'Recipes Found!');
  const pancakes = card(page, 'Classic Pancakes');
  await expect(pancakes).toBeVisible();
  await expect(pancakes.getByText('Can make now')).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  const stored = await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('currentRecipes') ?? 'null'),
  );
  expect(Array.isArray(stored)).toBe(true);
  expect(stored.some((r: { title: string }) => r.title === 'Classic Pancakes')).toBe(true);
});

test('removing milk moves Classic Pancakes to "1 missing: milk"', async ({ page }) => {
  await withKitchen(page, PANCAKE_KITCHEN);
  await openKitchen(page);
  await kitchenList(page).getByRole('button', { name: 'Remove milk' }).click();
  await cook(page);
  await searchTitle(page, 'Classic Pancakes');
  const pancakes = card(page, 'Classic Pancakes');
  await expect(pancakes.getByText('1 missing: milk')).toBeVisible();
  await expect(pancakes.getByText('Can make now')).toHaveCount(0);
});

test('filters and sort narrow the grid; the grid uses the spec columns', async ({ page }) => {
  await withKitchen(page, PANCAKE_KITCHEN);
  await openKitchen(page);
  await cook(page);
  const grid = page.getByRole('region', { name: 'Recipes' });
  await expect(grid).toHaveAttribute('data-columns', '4');
  await page.getByLabel('Max missing').selectOption('0');
  await page.getByLabel('Meal type').selectOption('breakfast');
  const cards = page.getByTestId('recipe-card');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain('Can make now');
  await page.getByLabel('Sort by').selectOption('quickest');
  await expect(card(page, 'Classic Pancakes')).toBeVisible();
  await page.setViewportSize({ width: 700, height: 800 });
  await expect(grid).toHaveAttribute('data-columns', '2');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(grid).toHaveAttribute('data-columns', '1');
  // at phone width the filters fold behind a button that shows how many are on
  const toggle = page.getByRole('button', { name: 'Filters (2)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Meal type')).toHaveCount(0);
  await toggle.click();
  await expect(page.getByLabel('Meal type')).toHaveValue('breakfast');
});

test('shopping suggestions rank an ingredient that unlocks several recipes first', async ({
  page,
}) => {
  await withKitchen(page, ['eggs', 'flour', 'butter', 'sugar']);
  await openKitchen(page);
  await cook(page);
  await page.getByRole('link', { name: 'What should I buy?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping suggestions' })).toBeVisible();
  const items = page.getByTestId('shopping-item');
  await expect(items.first()).toBeVisible();
  const counts = (await items.getByTestId('unlocks').allInnerTexts()).map((text) =>
    Number(/Unlocks (\d+)/.exec(text)?.[1] ?? 0),
  );
  expect(counts[0]).toBeGreaterThanOrEqual(2);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  const first = items.first();
  const name = (await first.getByRole('heading').innerText()).toLowerCase();
  await expect(first.getByRole('link').first()).toBeVisible();
  await first.getByRole('button', { name: /^Add .* to kitchen$/ }).click();
  await expectToast(page, `Added ${name} to your kitchen!`);
  await expect(first.getByText('In your kitchen')).toBeVisible();
});

test('an empty search result goes to shopping suggestions with the ingredients', async ({
  page,
}) => {
  await withKitchen(page, ['zzqx unknown thing', 'brocolli']);
  await openKitchen(page);
  await page.getByRole('button', { name: "Let's Cook!" }).click();
  await expect(page).toHaveURL(/\/shopping-suggestions$/);
  await expect(page.getByText('For: brocolli, zzqx unknown thing')).toBeVisible();
  await expect(page.getByTestId('unknown-notice')).toContainText(
    'brocolli (did you mean broccoli?)',
  );
  // Nothing matched, so the smallest sets of ingredients to buy are offered instead.
  await expect(page.getByTestId('shopping-basket').first()).toBeVisible();
  await expect(page.getByTestId('recipes-empty')).toHaveCount(0);
});
