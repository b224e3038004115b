import { expect, test, type Page } from '@playwright/test';
import {
  DEFAULT_STAPLES,
  INGREDIENTS,
  RECIPE_LIBRARY,
  ancestorsOf,
  descendantsOf,
} from '../../domain/index.ts';
import { addIngredient, chipNames, openKitchen, seriousViolations } from './helpers';

/**
 * A recognised ingredient no built-in recipe uses, neither itself nor a family above it, so a
 * kitchen of only that can make nothing and is one of nothing (picked from the library, so the
 * test holds as the library grows: quinoa, once such an item, now has recipes).
 */
const used = new Set(RECIPE_LIBRARY.flatMap((r) => [...r.ingredientKeys, ...r.optionalKeys]));
const LONELY = [...INGREDIENTS.values()].find(
  (e) =>
    descendantsOf(e.key).length === 0 &&
    !DEFAULT_STAPLES.includes(e.key) &&
    ![e.key, ...ancestorsOf(e.key)].some((k) => used.has(k)),
)!.name;
/** Not an ingredient, and not close to any name Larder knows. */
const NONSENSE = 'glorbwhistle';

/** Issue "first use": a kitchen that matches nothing still gets shopping help. */

async function cookInto(page: Page) {
  await page.getByRole('button', { name: "Let's Cook!" }).click();
  await expect(page).toHaveURL(/\/shopping-suggestions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping suggestions' })).toBeVisible();
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 812 } });

    test('a kitchen of only a recognised ingredient nothing uses alone gets the smallest baskets', async ({
      page,
    }) => {
      await openKitchen(page);
      await addIngredient(page, LONELY);
      await cookInto(page);
      await expect(page.getByText('You can already make every')).toHaveCount(0);
      const baskets = page.getByTestId('shopping-basket');
      await expect(baskets.first()).toBeVisible();
      await expect(baskets.first().getByRole('heading')).toHaveText(/^Buy /);
      await expect(baskets.first().getByTestId('unlocks')).toHaveText(/^Makes \d+ recipes?$/);
      const recipe = baskets.first().getByRole('link').first();
      await expect(recipe).toBeVisible();

      // Adding a basket puts all of it in the kitchen, and the recipe it names becomes cookable.
      const title = await recipe.innerText();
      await baskets
        .first()
        .getByRole('button', { name: /^Add .* to kitchen$/ })
        .click();
      await expect(baskets.first().getByText('In your kitchen')).toBeVisible();
      await recipe.click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Not in your kitchen')).toHaveCount(0);
    });

    test('an unrecognised item is named with the closest known names and can be fixed in place', async ({
      page,
    }) => {
      await openKitchen(page);
      await addIngredient(page, 'brocolli');
      await expect.poll(() => chipNames(page)).toEqual(['brocolli']);
      await cookInto(page);
      const notice = page.getByTestId('unknown-notice');
      await expect(notice).toContainText('brocolli (did you mean broccoli?)');
      // Baskets are offered even though nothing in the kitchen was recognised.
      await expect(page.getByTestId('shopping-basket').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await notice.getByRole('button', { name: 'Replace brocolli with broccoli' }).click();
      await expect(page.getByTestId('unknown-notice')).toHaveCount(0);
      await expect(page.getByText('For: broccoli')).toBeVisible();
      await page.goto('/');
      await expect.poll(() => chipNames(page)).toEqual(['broccoli']);
    });

    test('an item with no close name can be removed from the notice', async ({ page }) => {
      await openKitchen(page);
      await addIngredient(page, NONSENSE);
      await cookInto(page);
      const notice = page.getByTestId('unknown-notice');
      await expect(notice).toContainText(NONSENSE);
      await expect(page.getByTestId('shopping-basket').first()).toBeVisible();
      await notice.getByRole('button', { name: `Remove ${NONSENSE} from kitchen` }).click();
      await expect(page.getByTestId('unknown-notice')).toHaveCount(0);
      await page.goto('/');
      await expect(page.getByText('No ingredients added yet.')).toBeVisible();
    });
  });
}
