import { expect, test } from '@playwright/test';
import { skipTourOffer } from './helpers';
import { createConfirmedUser, E2E_ADMIN, freshEmail, signInThroughUi } from './helpers-auth';

test.beforeEach(async ({ page }) => {
  await skipTourOffer(page);
});

test('guests are sent from /favorites to /auth and see no Admin Panel or Logout', async ({
  page,
}) => {
  await page.goto('/favorites');
  await expect(page).toHaveURL(/\/auth$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('an admin made by the CLI sees the Admin Panel and opens /admin', async ({ page }) => {
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const adminLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Admin Panel' });
  await expect(adminLink).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Admin: Users' })).toBeVisible();
});

test('a plain user is sent from /admin to /', async ({ page }) => {
  const email = freshEmail('plain');
  await createConfirmedUser(email);
  await signInThroughUi(page, email);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' }),
  ).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
