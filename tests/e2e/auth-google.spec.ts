import { expect, test } from '@playwright/test';
import { skipTourOffer } from './helpers';
import { freshEmail, gotoAuth, logoutButton } from './helpers-auth';

test('Sign in with Google through the local OpenID Connect provider', async ({ page }) => {
  await skipTourOffer(page);
  await gotoAuth(page);
  const google = page.getByRole('button', { name: 'Sign in with Google' });
  await google.click();
  // The provider's own login page.
  await page.getByLabel('Email').fill(freshEmail('google'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(logoutButton(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/kitchen$/);
  expect(page.url()).not.toContain('access_token');
});
