import { expect, test, type Page } from '@playwright/test';
import { ingredientBox, skipTourOffer } from './helpers';

// page.route() cannot see requests a service worker answers.
test.use({ serviceWorkers: 'block' });

/** Holds the supabase-js chunk until release() is called. */
async function holdAuthClient(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/supabase-*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test('with a stored session, paints the kitchen page at once and shows "Loading..." for the kitchen while the auth state loads', async ({
  page,
}) => {
  await skipTourOffer(page);
  // A session supabase-js stored on an earlier visit (expired: its refresh is refused, so the
  // visitor ends up a guest once the client has answered).
  await page.addInitScript(() => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    localStorage.setItem(
      'sb-127-auth-token',
      JSON.stringify({
        access_token: 'expired',
        refresh_token: 'not-a-refresh-token',
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: past,
        user: { id: '00000000-0000-4000-8000-000000000000', aud: 'authenticated' },
      }),
    );
  });
  const release = await holdAuthClient(page);
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

test('a guest with no stored session gets the kitchen without waiting for the auth client', async ({
  page,
}) => {
  await skipTourOffer(page);
  const release = await holdAuthClient(page);
  await page.goto('/');
  await expect(ingredientBox(page)).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  release();
});

test('if the auth client cannot load, the guest kitchen still works', async ({ page }) => {
  await skipTourOffer(page);
  await page.route('**/assets/supabase-*.js', (route) => route.abort());
  await page.goto('/');
  await expect(ingredientBox(page)).toBeVisible();
});
