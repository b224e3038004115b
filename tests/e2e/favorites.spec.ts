import { expect, test, type Page } from '@playwright/test';
import {
  KITCHEN_KEY,
  THEME_KEY,
  expectToast,
  ingredientBox,
  kitchenList,
  openKitchen,
  seriousViolations,
  skipTourOffer,
  toast,
} from './helpers';
import { createConfirmedUser, freshEmail, signInThroughUi } from './helpers-auth';

const PANCAKE_KITCHEN = ['butter', 'eggs', 'flour', 'milk', 'sugar'];
const PANCAKES = 'Classic Pancakes';

function card(page: Page, title: string) {
  return page.getByTestId('recipe-card').filter({
    has: page.getByRole('link', { name: title, exact: true }),
  });
}

function addHeart(page: Page, title: string) {
  return page.getByRole('button', { name: `Add ${title} to favorites`, exact: true });
}

function removeHeart(page: Page, title: string) {
  return page.getByRole('button', { name: `Remove ${title} from favorites`, exact: true });
}

async function cook(page: Page) {
  await page.getByRole('button', { name: "Let's Cook!" }).click();
  await expect(page).toHaveURL(/\/recipe-results$/);
  await expect(card(page, PANCAKES)).toBeVisible();
}

function favoritesList(page: Page) {
  return page.getByRole('list', { name: 'Your favorite recipes' });
}

test('a guest clicking a heart is invited to sign in, and stays on the results', async ({
  page,
}) => {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    KITCHEN_KEY,
    JSON.stringify({ ingredients: PANCAKE_KITCHEN, templates: [], recentIngredients: [] }),
  ] as const);
  await openKitchen(page);
  await cook(page);

  const heart = card(page, PANCAKES).getByRole('button', { name: `Add ${PANCAKES} to favorites` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expectToast(page, 'Sign in to save favorites');
  await expect(page).toHaveURL(/\/recipe-results$/);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);

  await toast(page, 'Sign in to save favorites').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a guest opening /favorites is sent to /auth', async ({ page }) => {
  await skipTourOffer(page);
  await page.goto('/favorites');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Larder' })).toBeVisible();
});

test('a signed-in user favourites from a card and a recipe page, finds both in /favorites, removes them (with undo)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail('fav');
  await createConfirmedUser(email);
  await skipTourOffer(page);
  await signInThroughUi(page, email);

  // An empty list first, saying how to add one.
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(page.getByTestId('favorites-empty')).toContainText('Tap the heart on a recipe card');

  await page.goto('/');
  const box = ingredientBox(page);
  await box.fill(PANCAKE_KITCHEN.join(', '));
  await box.press('Escape');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(kitchenList(page).getByRole('button', { name: /^Remove / })).toHaveCount(5);
  await cook(page);

  // From the card: the heart turns on, and the card's link is not followed.
  await card(page, PANCAKES)
    .getByRole('button', { name: `Add ${PANCAKES} to favorites` })
    .click();
  await expectToast(page, 'Added to favorites');
  await expect(removeHeart(page, PANCAKES)).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/recipe-results$/);

  // From a recipe page: another library recipe of the results.
  const titles = await page
    .getByTestId('recipe-card')
    .getByRole('heading', { level: 3 })
    .allTextContents();
  const other = titles.find((t) => t !== PANCAKES);
  expect(other, 'a second recipe in the results').toBeTruthy();
  const otherTitle = other as string;
  await card(page, otherTitle).getByRole('link', { name: otherTitle, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: otherTitle })).toBeVisible();
  await addHeart(page, otherTitle).click();
  await expect(removeHeart(page, otherTitle)).toHaveAttribute('aria-pressed', 'true');

  // Both in /favorites, newest first; they stay after a reload.
  await page.goto('/favorites');
  const list = favoritesList(page);
  await expect(list.getByRole('link')).toHaveText([otherTitle, PANCAKES]);
  await page.reload();
  await expect(list.getByRole('link')).toHaveText([otherTitle, PANCAKES]);

  // A favourite opens its recipe page, where the heart is on.
  await list.getByRole('link', { name: PANCAKES, exact: true }).click();
  await expect(page).toHaveURL(/\/recipe\/Classic%20Pancakes$/);
  await expect(page.getByRole('heading', { level: 1, name: PANCAKES })).toBeVisible();
  await expect(removeHeart(page, PANCAKES)).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\/favorites$/);

  // Remove, undo, remove again.
  await removeHeart(page, PANCAKES).click();
  await expect(list.getByRole('link')).toHaveText([otherTitle]);
  await toast(page, 'Removed from favorites').getByRole('button', { name: 'Undo' }).click();
  await expect(list.getByRole('link')).toHaveText([otherTitle, PANCAKES]);
  await removeHeart(page, PANCAKES).click();
  await expectToast(page, 'Removed from favorites');
  await expect(list.getByRole('link')).toHaveText([otherTitle]);
  await page.reload();
  await expect(list.getByRole('link')).toHaveText([otherTitle]);

  await removeHeart(page, otherTitle).click();
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
  await expect(favoritesList(page)).toHaveCount(0);
});

test('the heart works from the keyboard, and /favorites has no serious axe violations in dark mode', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail('favkeys');
  await createConfirmedUser(email);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    THEME_KEY,
    'dark',
  ] as const);
  await skipTourOffer(page);
  await signInThroughUi(page, email);

  // A recipe page opened directly (from the bundled library, no search first).
  await page.goto(`/recipe/${encodeURIComponent(PANCAKES)}`);
  await expect(page.getByRole('heading', { level: 1, name: PANCAKES })).toBeVisible();
  // The heart turns at once and is busy (aria-busy, presses ignored) until the backend has the
  // change: each press waits for the last to be saved, as a screen-reader user hears.
  await addHeart(page, PANCAKES).focus();
  await page.keyboard.press('Enter');
  await expect(removeHeart(page, PANCAKES)).toHaveAttribute('aria-pressed', 'true');
  await expect(removeHeart(page, PANCAKES)).toBeFocused();
  await expect(removeHeart(page, PANCAKES)).not.toHaveAttribute('aria-busy');
  await page.keyboard.press(' ');
  await expect(addHeart(page, PANCAKES)).toHaveAttribute('aria-pressed', 'false');
  await expect(addHeart(page, PANCAKES)).not.toHaveAttribute('aria-busy');
  await page.keyboard.press('Enter');
  await expect(removeHeart(page, PANCAKES)).toHaveAttribute('aria-pressed', 'true');
  await expect(removeHeart(page, PANCAKES)).not.toHaveAttribute('aria-busy');

  await page.goto('/favorites');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(favoritesList(page).getByRole('link')).toHaveText([PANCAKES]);
  expect(await seriousViolations(page)).toEqual([]);

  // Removing from the keyboard keeps focus on the page (the heading, once the list is empty).
  await removeHeart(page, PANCAKES).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeFocused();
});
