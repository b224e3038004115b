import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectToast, skipTourOffer } from './helpers';
import {
  createConfirmedUser,
  freshEmail,
  gotoAuth,
  logoutButton,
  PASSWORD,
  newestMailId,
  signInThroughUi,
  waitForMail,
} from './helpers-auth';
import { codeOf } from '../integration/helpers/auth-mail';

test('MFA: enrol a TOTP factor, be challenged at the next sign-in, then unenrol', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await skipTourOffer(page);
  const email = freshEmail('mfa');
  await createConfirmedUser(email);
  await signInThroughUi(page, email);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secretText = await page.getByText(/^Or enter this secret: /).textContent();
  const secret = (secretText ?? '').replace('Or enter this secret: ', '').trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('Verification code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Two-factor authentication enabled');
  await expect(page.getByRole('button', { name: /^Remove / })).toBeVisible();

  await logoutButton(page).click();
  await expect(page).toHaveURL(/\/logout-feedback$/);
  await gotoAuth(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('heading', { name: 'Two-factor authentication' });
  await expect(dialog).toBeVisible();
  await page.getByLabel('Verification code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(logoutButton(page)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await page.getByRole('button', { name: /^Remove / }).click();
  await expectToast(page, 'Second factor removed');
  await expect(page.getByText('No second factor yet.')).toBeVisible();
});

test('MFA: a phone factor is enrolled with the code from the outbox', async ({ page }) => {
  await skipTourOffer(page);
  const email = freshEmail('phone');
  await createConfirmedUser(email);
  await signInThroughUi(page, email);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  const before = await newestMailId(email);
  await page.getByLabel('Phone number').fill('+15555550123');
  await page.getByRole('button', { name: 'Add phone' }).click();
  await expectToast(page, 'We sent you a code');
  const mail = await waitForMail(email, undefined, before);
  await page.getByLabel('Verification code').fill(codeOf(mail));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Two-factor authentication enabled');
  await expect(page.getByText(/\(phone, verified\)/)).toBeVisible();
});
