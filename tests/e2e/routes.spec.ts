import { expect, test } from '@playwright/test';
import { skipTourOffer } from './helpers';

/** Every route of spec §2 (guests are redirected from /favorites and /admin…). */
const ROUTES: { path: string; heading: string | RegExp; url?: RegExp }[] = [
  { path: '/', heading: "What's in your kitchen?" },
  { path: '/kitchen', heading: "What's in your kitchen?" },
  { path: '/auth', heading: 'Sign in to Larder' },
  { path: '/recipe-results', heading: 'Recipe results' },
  { path: '/shopping-suggestions', heading: 'Shopping suggestions' },
  { path: '/bar', heading: 'Home Bar Hero' },
  { path: '/drink-recipe-results', heading: 'Drink recipe results' },
  { path: '/recipe/Pancakes', heading: 'Recipe instructions' },
  { path: '/recipe-instructions/Pancakes', heading: 'Recipe instructions' },
  { path: '/bar-recipe/Mojito', heading: 'Mojito' },
  { path: '/logout-feedback', heading: "You're signed out" },
  { path: '/saved-recipes', heading: 'Saved Recipes' },
  { path: '/saved-recipe/42', heading: 'Saved recipe' },
  { path: '/profile', heading: 'Profile' },
  { path: '/meal-prep', heading: 'Meal Prep Assistant' },
  { path: '/nutrition', heading: 'Nutrition' },
  { path: '/favorites', heading: 'Sign in to Larder', url: /\/auth$/ },
  ...['', '/users', '/security', '/performance', '/analytics', '/settings', '/feedback'].map(
    (sub) => ({
      path: `/admin${sub}`,
      heading: "What's in your kitchen?",
      url: /127\.0\.0\.1:\d+\/$/,
    }),
  ),
  { path: '/no/such/page', heading: 'Page not found' },
];

for (const route of ROUTES) {
  test(`${route.path} renders the header and a page`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await skipTourOffer(page);
    await page.goto(route.path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Larder home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    if (route.url) await expect(page).toHaveURL(route.url);
    expect(errors).toEqual([]);
  });
}

test('navigating scrolls to the top and the header links back to the kitchen', async ({ page }) => {
  await skipTourOffer(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: "What's in your kitchen?" }),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.getByRole('link', { name: 'Home Bar Hero' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home Bar Hero' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('link', { name: 'Larder home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: "What's in your kitchen?" }),
  ).toBeVisible();
});

test('Save Recipe from URL validates the URL and needs a session', async ({ page }) => {
  await skipTourOffer(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Save Recipe from URL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Recipe from URL' });
  await dialog.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid URL');
  await dialog.getByLabel('Recipe URL').fill('https://example.com/pancakes');
  await dialog.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You must be logged in to save recipes');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
