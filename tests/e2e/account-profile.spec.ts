import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectToast, skipTourOffer } from './helpers';
import {
  createConfirmedUser,
  freshEmail,
  gotoAuth,
  PASSWORD,
  signInThroughUi,
} from './helpers-auth';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await skipTourOffer(page);
});

test('profile: avatar upload shows in the header; a wrong file type is refused', async ({
  page,
}) => {
  const email = freshEmail('avatar');
  await createConfirmedUser(email);
  await signInThroughUi(page, email);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page.getByRole('heading', { name: 'Avatar' })).toBeVisible();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-avatar-'));
  const text = path.join(dir, 'notes.txt');
  fs.writeFileSync(text, 'hello');
  await page.getByLabel('Upload avatar').setInputFiles(text);
  await expectToast(page, 'Error');

  const png = path.join(dir, 'me.png');
  fs.writeFileSync(png, PNG);
  await page.getByLabel('Upload avatar').setInputFiles(png);
  await expectToast(page, 'Avatar updated');
  await expect(page.getByRole('banner').getByRole('img', { name: 'Your avatar' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Your avatar' })).toBeVisible();
});

test('profile: password change, then account deletion signs out and the account is gone', async ({
  page,
}) => {
  const email = freshEmail('delete');
  await createConfirmedUser(email);
  await signInThroughUi(page, email);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await page.getByLabel('New password').fill('Another-Passw0rd');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Password changed');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expectToast(page, 'Your account has been deleted');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }),
  ).toHaveCount(0);

  await gotoAuth(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
    "The email address you entered doesn't exist.",
  );
});
