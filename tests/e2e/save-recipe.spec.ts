/**
 * "Save Recipe from URL" on the web (spec §4, §5, §8): real recipe pages served on loopback, saved
 * through the scrape-recipe function of the real embedded backend.
 */
import { expect, test } from '@playwright/test';
import { openKitchen, skipTourOffer, toast } from './helpers';
import { createConfirmedUser, freshEmail, signInThroughUi } from './helpers-auth';
import {
  closedPortUrl,
  expectedRecipe,
  NO_RECIPE_TITLE,
  openSaveDialog,
  expectSaveDialogClosed,
  savedRecipesOf,
  startRecipePageServer,
  type RecipePageServer,
} from './helpers-recipe-pages';

let pages: RecipePageServer;
test.beforeAll(async () => {
  pages = await startRecipePageServer();
});
test.afterAll(async () => {
  await pages?.close();
});

test.describe('save recipe: validation', () => {
  test('a guest is told to log in, and nothing is sent', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/scrape-recipe')) calls.push(request.url());
    });
    await openKitchen(page);
    const dialog = await openSaveDialog(page);
    await dialog.getByLabel('Recipe URL').fill(pages.pageUrl('acozykitchen.com'));
    await dialog.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You must be logged in to save recipes');
    expect(calls).toEqual([]);
  });

  test('an empty or unparseable URL gets "Please enter a valid URL"', async ({ page }) => {
    await openKitchen(page);
    const dialog = await openSaveDialog(page);
    const url = dialog.getByLabel('Recipe URL');
    for (const bad of ['   ', 'not a url', 'www.example.com/pie']) {
      await url.fill(bad);
      await dialog.getByRole('button', { name: 'Save Recipe' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid URL');
      await expect(url).toHaveAttribute('aria-invalid', 'true');
    }
    // Cancel closes and clears.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectSaveDialogClosed(page);
    const again = await openSaveDialog(page);
    await expect(again.getByLabel('Recipe URL')).toHaveValue('');
    await expect(again.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('save recipe: signed in', () => {
  // A new user per test, so each starts with an empty collection (and a retry does too).
  let email = '';
  test.beforeEach(async ({ page }) => {
    email = freshEmail('saver');
    await createConfirmedUser(email);
    await skipTourOffer(page);
    await signInThroughUi(page, email);
  });

  test('saves a page: "Saving..." with the inputs disabled, then the toast and a closed dialog', async ({
    page,
  }) => {
    const expected = expectedRecipe('acozykitchen.com');
    const dialog = await openSaveDialog(page);
    const url = dialog.getByLabel('Recipe URL');
    // The page answers after 1.5 s, so the saving state can be seen.
    await url.fill(pages.pageUrl('acozykitchen.com', 1500));
    await dialog.getByRole('button', { name: 'Save Recipe' }).click();

    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(url).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await expect(toast(page, 'Recipe saved successfully!')).toBeVisible({ timeout: 15_000 });
    await expectSaveDialogClosed(page);

    const rows = await savedRecipesOf(email);
    expect(rows.map((row) => row.title)).toEqual([expected.title]);
    expect(rows[0]?.url).toBe(pages.pageUrl('acozykitchen.com', 1500));
    expect(rows[0]?.ingredients).toHaveLength(expected.ingredients.length);

    // Opened again, the dialog is empty.
    const again = await openSaveDialog(page);
    await expect(again.getByLabel('Recipe URL')).toHaveValue('');
    await again.getByRole('button', { name: 'Cancel' }).click();

    // The toast offers the saved recipe's page.
    await page.goto('/');
    const next = await openSaveDialog(page);
    await next.getByLabel('Recipe URL').fill(pages.pageUrl('naturallyella.com'));
    await next.getByRole('button', { name: 'Save Recipe' }).click();
    const saved = toast(page, 'Recipe saved successfully!');
    await saved.getByRole('button', { name: 'View recipe' }).click();
    const id = (await savedRecipesOf(email)).find(
      (row) => row.title === expectedRecipe('naturallyella.com').title,
    )?.id;
    expect(id).toBeTruthy();
    await expect(page).toHaveURL(`/saved-recipe/${id}`);
  });

  test('the same page again: "This recipe has already been saved to your collection."', async ({
    page,
  }) => {
    const target = pages.pageUrl('lidiasitaly.com');
    const dialog = await openSaveDialog(page);
    await dialog.getByLabel('Recipe URL').fill(target);
    await dialog.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(toast(page, 'Recipe saved successfully!')).toBeVisible({ timeout: 15_000 });

    const second = await openSaveDialog(page);
    // A fragment does not make it another page.
    await second.getByLabel('Recipe URL').fill(`${target}#recipe`);
    await second.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(toast(page, 'This recipe has already been saved to your collection.')).toBeVisible(
      { timeout: 15_000 },
    );
    // An error leaves the dialog open with what was typed, ready to change.
    await expect(second.getByLabel('Recipe URL')).toHaveValue(`${target}#recipe`);
    await expect(second.getByLabel('Recipe URL')).toBeEnabled();
    const titles = (await savedRecipesOf(email)).map((row) => row.title);
    expect(titles).toEqual([expectedRecipe('lidiasitaly.com').title]);
  });

  test('an unreachable site: "Unable to access the recipe website. Please check the URL."', async ({
    page,
  }) => {
    const dialog = await openSaveDialog(page);
    await dialog.getByLabel('Recipe URL').fill(await closedPortUrl());
    await dialog.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(
      toast(page, 'Unable to access the recipe website. Please check the URL.'),
    ).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('button', { name: 'Save Recipe' })).toBeEnabled();
    expect(await savedRecipesOf(email)).toEqual([]);
  });

  test('a page with no recipe is offered as a link, and saved as one when chosen', async ({
    page,
  }) => {
    const dialog = await openSaveDialog(page);
    await dialog.getByLabel('Recipe URL').fill(pages.noRecipeUrl);
    await dialog.getByRole('button', { name: 'Save Recipe' }).click();

    const notice = dialog.getByRole('alert');
    await expect(notice).toContainText('No recipe found on that page', { timeout: 15_000 });
    await expect(notice).toContainText(NO_RECIPE_TITLE);
    expect(await savedRecipesOf(email)).toEqual([]);

    await dialog.getByRole('button', { name: 'Save as link' }).click();
    await expect(toast(page, 'Recipe saved successfully!')).toBeVisible({ timeout: 15_000 });
    await expectSaveDialogClosed(page);
    const rows = await savedRecipesOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      url: pages.noRecipeUrl,
      title: NO_RECIPE_TITLE,
      ingredients: [],
    });
  });

  test('"Cancel" on the no-recipe offer saves nothing', async ({ page }) => {
    const dialog = await openSaveDialog(page);
    const url = `${pages.noRecipeUrl}?cancelled=1`;
    await dialog.getByLabel('Recipe URL').fill(url);
    await dialog.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(dialog.getByRole('button', { name: 'Save as link' })).toBeVisible({
      timeout: 15_000,
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectSaveDialogClosed(page);
    expect(await savedRecipesOf(email)).toEqual([]);
  });
});
