import { expect, test } from '@playwright/test';
import { expectToast, skipTourOffer } from './helpers';
import { gotoAuth } from './helpers-auth';

/** Issue "first use": only configured sign-in methods are offered, and a provider failure comes back to /auth. */

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 812 } });

    test.beforeEach(async ({ page }) => skipTourOffer(page));

    test('Sign in with Google is offered only when the Auth settings say Google is configured', async ({
      page,
    }) => {
      await page.route('**/auth/v1/settings', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { external: Record<string, boolean> };
        await route.fulfill({
          response,
          json: { ...body, external: { ...body.external, google: false } },
        });
      });
      const settings = page.waitForResponse('**/auth/v1/settings');
      await gotoAuth(page);
      await settings;
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
      await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
    });

    test('the embedded backend with Google configured offers it', async ({ page }) => {
      await gotoAuth(page);
      await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    });

    test('a provider that fails comes back to /auth with "Google Sign In Error", not a JSON page', async ({
      page,
    }) => {
      // The server no longer knows the provider by the time the browser gets there.
      await page.route('**/auth/v1/authorize?*', (route) =>
        route.continue({
          url: route.request().url().replace('provider=google', 'provider=nosuch'),
        }),
      );
      await gotoAuth(page);
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expectToast(page, 'Google Sign In Error');
      await expect(page.getByRole('alert')).toContainText('is not set up on this Larder server');
      await expect(page.getByText('validation_failed')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    });
  });
}
