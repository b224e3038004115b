import { expect, test } from '@playwright/test';
import { ingredientBox, skipTourOffer } from './helpers';

// page.route() cannot see requests a service worker answers.
test.use({ serviceWorkers: 'block' });

test('shows "Loading..." while the auth state loads, then the kitchen', async ({ page }) => {
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
  await expect(ingredientBox(page)).toHaveCount(0);
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
