import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { codeOf, latestMailTo } from '../integration/helpers/auth-mail';
import { expectToast, seriousViolations, skipTourOffer } from './helpers';
import { PASSWORD, createConfirmedUser, freshEmail, gotoAuth, waitForMail } from './helpers-auth';

/** Issue "first use": the one-time code printed in the mails is accepted on "Check Your Email". */

/** Whether the page holds a session (the header's Logout sits in a menu on phones). */
function hasSession(page: Page) {
  return page.evaluate(() =>
    Object.keys(window.localStorage).some(
      (key) =>
        key.endsWith('-auth-token') &&
        (window.localStorage.getItem(key) ?? '').includes('access_token'),
    ),
  );
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 812 } });
    test.beforeEach(async ({ page }) => skipTourOffer(page));

    test('sign-up: the code from the confirmation mail confirms the account and signs in', async ({
      page,
    }) => {
      const email = freshEmail('code-signup');
      await gotoAuth(page);
      await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

      // Once the "Welcome to Larder!" toast has faded in: mid-way it reads as low contrast.
      expect(await seriousViolations(page)).toEqual([]);
      const code = page.getByLabel('Or enter the 6-digit code from the email');
      await code.fill('12345');
      await page.getByRole('button', { name: 'Verify code' }).click();
      await expect(page.getByRole('alert')).toContainText('Enter the 6-digit code from the email.');

      await code.fill(codeOf(await waitForMail(email, 'Confirm')));
      await page.getByRole('button', { name: 'Verify code' }).click();
      await expectToast(page, 'Login Successful');
      await expect(page).toHaveURL(/\/(kitchen)?$/);
      await expect.poll(() => hasSession(page)).toBe(true);
    });

    test('magic link: a wrong code is refused, the mailed code signs in', async ({ page }) => {
      const email = freshEmail('code-magic');
      await createConfirmedUser(email);
      await gotoAuth(page);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send magic link' }).click();
      await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
      const mail = await waitForMail(email, 'sign-in link');
      const right = codeOf(mail);

      const code = page.getByLabel('Or enter the 6-digit code from the email');
      await code.fill(right === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verify code' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await hasSession(page)).toBe(false);

      await code.fill(right);
      await page.getByRole('button', { name: 'Verify code' }).click();
      await expectToast(page, 'Login Successful');
      await expect.poll(() => hasSession(page)).toBe(true);
      expect((await latestMailTo(E2E_BASE_URL, email)).id).toBe(mail.id);
    });
  });
}
