/**
 * Issue #6, "How it is checked": a signed-in user saves a page served on loopback, sees it in
 * /saved-recipes, opens it, scales it, favourites it, finds it in /favorites, and gets it from
 * "Let's Cook!" with matching ingredients.
 */
import { expect, test, type Page } from '@playwright/test';
import { ingredientBox, kitchenList, skipTourOffer, toast } from './helpers';
import { createConfirmedUser, freshEmail, signInThroughUi } from './helpers-auth';
import {
  expectedRecipe,
  openSaveDialog,
  expectSaveDialogClosed,
  savedRecipesOf,
  startRecipePageServer,
  type RecipePageServer,
} from './helpers-recipe-pages';

/** Lemon Vinaigrette: five lines, "4 servings", "1/4 cup olive oil" first. */
const FIXTURE = 'naturallyella.com';

let pages: RecipePageServer;
test.beforeAll(async () => {
  pages = await startRecipePageServer();
});
test.afterAll(async () => {
  await pages?.close();
});

/** The text of the first ingredient line on the page that mentions `word`. */
function lineWith(page: Page, word: string) {
  return page.getByRole('listitem').filter({ hasText: word }).first();
}

test('save a page, find it in /saved-recipes, scale it, favourite it, and cook it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const expected = expectedRecipe(FIXTURE);
  const title = expected.title;
  const email = freshEmail('journey');
  await createConfirmedUser(email);
  await skipTourOffer(page);
  await signInThroughUi(page, email);

  // 1. Save the page from the header dialog.
  const dialog = await openSaveDialog(page);
  await dialog.getByLabel('Recipe URL').fill(pages.pageUrl(FIXTURE));
  await dialog.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(toast(page, 'Recipe saved successfully!')).toBeVisible({ timeout: 15_000 });
  await expectSaveDialogClosed(page);
  const [row] = await savedRecipesOf(email);
  expect(row?.title).toBe(title);

  // 2. It is in the collection; its title opens it.
  await page.goto('/saved-recipes');
  const link = page.getByRole('link', { name: title, exact: true });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await link.click();
  await expect(page).toHaveURL(`/saved-recipe/${row?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // 3. Scale it: 4 → 8 servings doubles "1/4 cup olive oil".
  const servings = page.getByRole('spinbutton', { name: 'Servings' });
  await expect(servings).toHaveValue(String(Number.parseInt(expected.yields ?? '', 10)));
  await expect(lineWith(page, 'olive oil')).toHaveText(/(¼|1\/4)\s*cups?\b/);
  await servings.fill('8');
  await expect(lineWith(page, 'olive oil')).toHaveText(/(½|1\/2)\s*cups?\b/);
  await page.getByRole('button', { name: 'Fewer servings' }).click();
  await expect(servings).toHaveValue('7');

  // 4. Favourite it.
  const add = page.getByRole('button', { name: `Add ${title} to favorites`, exact: true });
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  await add.click();
  const remove = page.getByRole('button', { name: `Remove ${title} from favorites`, exact: true });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');

  // 5. It is listed in /favorites.
  await page.goto('/favorites');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible({
    timeout: 15_000,
  });

  // 6. With the page's ingredients in the kitchen, "Let's Cook!" finds it.
  const stored = (await savedRecipesOf(email))[0]?.ingredients as
    { name: string; key: string | null }[] | undefined;
  const names = (stored ?? []).filter((line) => line.key !== null).map((line) => line.name);
  expect(names.length).toBeGreaterThanOrEqual(3);
  await page.goto('/');
  const box = ingredientBox(page);
  await box.fill(names.join(', '));
  await box.press('Escape');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(kitchenList(page).getByRole('button', { name: /^Remove / })).toHaveCount(
    new Set(names.map((name) => name.toLowerCase())).size,
  );
  await page.getByRole('button', { name: "Let's Cook!" }).click();
  await expect(page).toHaveURL(/\/recipe-results$/, { timeout: 15_000 });
  // The user's own saved recipe is among the results, marked as such (the library may hold a
  // built-in recipe of the same name beside it).
  const card = page
    .getByTestId('recipe-card')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .filter({ hasText: 'Your saved recipe' });
  await expect(card).toBeVisible({ timeout: 15_000 });
});
