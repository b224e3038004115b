import { expect, test, type Page } from '@playwright/test';
import {
  addIngredient,
  expectToast,
  kitchenList,
  openKitchen,
  skipTourOffer,
  toast,
} from './helpers';
import { PASSWORD, createConfirmedUser, freshEmail, gotoAuth } from './helpers-auth';

/** Issue "first use", point 7: words that fit the state. */

const PANCAKES = 'Classic Pancakes';

async function signIn(page: Page) {
  const email = freshEmail('words');
  await createConfirmedUser(email);
  await skipTourOffer(page);
  await gotoAuth(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectToast(page, 'Login Successful');
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 812 } });

    test('filters that hide every result say so and offer "Clear filters"', async ({ page }) => {
      await openKitchen(page);
      await addIngredient(page, 'eggs, flour, milk, butter, sugar');
      await expect(kitchenList(page).getByRole('button', { name: /^Remove / })).toHaveCount(5);
      // The toast that confirms the add leaves the floating button free to tap at once.
      const added = toast(page, 'Added 5 ingredients to your kitchen!');
      await expect(added).toBeVisible();
      const cook = page.getByRole('button', { name: "Let's Cook!" });
      const clear = async () => {
        const [a, b] = [await added.boundingBox(), await cook.boundingBox()];
        return (
          !!a && !!b && (a.y + a.height <= b.y || b.x + b.width <= a.x || a.x + a.width <= b.x)
        );
      };
      await expect.poll(clear).toBe(true); // once the toast has slid in
      await cook.click();
      await expect(page).toHaveURL(/\/recipe-results$/);
      await page.getByRole('searchbox', { name: 'Search recipes' }).fill('zzz no such title');
      const empty = page.getByTestId('recipes-empty');
      await expect(empty).toContainText('No recipes match these filters.');
      await expect(empty).toContainText(/Your search found \d+ recipes, but the filters hide all/);
      await expect(empty).not.toContainText('tap "Let\'s Cook!"');
      await empty.getByRole('button', { name: 'Clear filters' }).click();
      await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    });

    test('recent ingredients leave out what is in the kitchen', async ({ page }) => {
      await openKitchen(page);
      await addIngredient(page, 'lemons');
      const recent = page.getByRole('region', { name: 'Recent Ingredients' });
      await expect(recent).toContainText('Everything you added recently is in your kitchen now.');
      await expect(recent.getByRole('button', { name: 'lemons' })).toHaveCount(0);
      await kitchenList(page).getByRole('button', { name: 'Remove lemons' }).click();
      await expect(recent.getByRole('button', { name: 'lemons' })).toBeVisible();
    });

    test('the tour\'s "Let\'s Cook!" step points at a button that exists (greyed with no ingredient)', async ({
      page,
    }) => {
      await openKitchen(page, { tour: true });
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Welcome to Larder!' })).toBeVisible();
      for (let i = 0; i < 6; i += 1) await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByRole('heading', { name: "Let's Cook!" })).toBeVisible();
      const button = page.locator('[data-tour="lets-cook"]');
      await expect(button).toBeVisible();
      await expect(button).toBeDisabled();
      await dialog.getByRole('button', { name: 'Skip' }).click();
      await expect(button).toHaveCount(0);
    });

    test('every route sets its own document title', async ({ page }) => {
      await skipTourOffer(page);
      const seen = new Set<string>();
      for (const [path, title] of [
        ['/', "What's in your kitchen? · Larder"],
        [`/recipe/${encodeURIComponent(PANCAKES)}`, `${PANCAKES} · Larder`],
        ['/auth', 'Sign in to Larder · Larder'],
        ['/saved-recipes', 'Saved Recipes · Larder'],
        ['/shopping-suggestions', 'Shopping suggestions · Larder'],
        ['/logout-feedback', "You're signed out · Larder"],
      ] as const) {
        await page.goto(path);
        await expect(page).toHaveTitle(title);
        seen.add(await page.title());
      }
      expect(seen.size).toBe(6);
    });

    test('signed in: no "You\'re signed out", Import is where the empty state says, "Back to favorites"', async ({
      page,
    }) => {
      await signIn(page);
      await page.goto('/logout-feedback');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Tell us how Larder is going',
      );
      await expect(page.getByText("You're signed out")).toHaveCount(0);

      await page.goto('/saved-recipes');
      const empty = page.getByTestId('saved-empty');
      await expect(empty).toContainText('"Import recipes" above');
      const importBox = await page
        .getByText('Import recipes', { exact: true })
        .first()
        .boundingBox();
      const emptyBox = await empty.boundingBox();
      expect(importBox && emptyBox && importBox.y < emptyBox.y).toBe(true);

      await page.goto(`/recipe/${encodeURIComponent(PANCAKES)}`);
      await page.getByRole('button', { name: `Add ${PANCAKES} to favorites`, exact: true }).click();
      await expectToast(page, 'Added to favorites');
      await page.goto('/favorites');
      await page
        .getByRole('list', { name: 'Your favorite recipes' })
        .getByRole('link', { name: PANCAKES })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: PANCAKES })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to results' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Back to favorites' }).click();
      await expect(page).toHaveURL(/\/favorites$/);
    });
  });
}
