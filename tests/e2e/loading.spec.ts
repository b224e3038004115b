import { expect, test } from '@playwright/test';
import { ingredientBox, skipTourOffer } from './helpers';

// page.route() cannot see requests a service worker answers.
test.use({ serviceWorkers: 'block' });

test('paints the kitchen page at once and shows "Loading..." for the kitchen while the auth state loads', async ({
  page,
}) => {
  await skipTourOffer(page);
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/supabase-*.js', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
  // The page is there before the auth state: only the user's kitchen waits for it.
  await expect(
    page.getByRole('heading', { level: 1, name: "What's in your kitchen?" }),
  ).toBeVisible();
  await expect(ingredientBox(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: "Let's Cook!" })).toHaveCount(0);
  release();
  await expect(ingredientBox(page)).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
});

test('if the auth client cannot load, the guest kitchen still works', async ({ page }) => {
  await skipTourOffer(page);
  await page.route('**/assets/supabase-*.js', (route) => route.abort());
  await page.goto('/');
  await expect(ingredientBox(page)).toBeVisible();
});
