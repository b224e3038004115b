import { expect, test } from '@playwright/test';
import { expectToast, skipTourOffer } from './helpers';
import {
  createConfirmedUser,
  errorAlert,
  gotoAuth,
  freshEmail,
  logoutButton,
  PASSWORD,
  signInThroughUi,
  verifyLinkOf,
  waitForMail,
} from './helpers-auth';

test.beforeEach(async ({ page }) => {
  await skipTourOffer(page);
});

test('sign up, confirm from the outbox, sign out to /logout-feedback and leave feedback', async ({
  page,
}) => {
  const email = freshEmail('signup');
  await gotoAuth(page);
  await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
  await expect(
    page.getByRole('button', { name: 'Already have an account? Sign in' }),
  ).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).dblclick();
  await expectToast(page, 'Welcome to Larder!');
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to login' })).toBeVisible();

  const link = verifyLinkOf(await waitForMail(email));
  await page.goto(link);
  await expect(logoutButton(page)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/kitchen$/);
  expect(page.url()).not.toContain('access_token');

  await logoutButton(page).click();
  await expect(page).toHaveURL(/\/logout-feedback$/);
  await expect(page.getByRole('heading', { name: "You're signed out" })).toBeVisible();
  await expect(logoutButton(page)).toHaveCount(0);
  await page.getByRole('button', { name: '5 out of 5' }).click();
  await page.getByLabel('Your feedback (optional)').fill('Lovely app');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expectToast(page, 'Thank you for your feedback!');
});

test('password sign-in shows Login Successful and opens session-only pages', async ({ page }) => {
  const email = freshEmail('signin');
  await createConfirmedUser(email);
  await signInThroughUi(page, email);
  await expectToast(page, 'Login Successful');
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'Favorites' })).toBeVisible();
});

test('wrong password and unknown email show the spec texts in the Error alert', async ({
  page,
}) => {
  const email = freshEmail('wrongpw');
  await createConfirmedUser(email);
  await gotoAuth(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(errorAlert(page)).toContainText(
    "Incorrect password. Please try again or use the 'Forgot Password' option.",
  );

  await page.getByLabel('Email').fill(freshEmail('nobody'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(errorAlert(page)).toContainText(
    "The email address you entered doesn't exist. Please check your spelling or create a new account.",
  );
});

test('bad input: an email with HTML and a 10 KB password are refused before the backend', async ({
  page,
}) => {
  await gotoAuth(page);
  await page.getByLabel('Email').fill('<img src=x onerror=alert(1)>@example.com');
  await page.getByLabel('Password', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(errorAlert(page)).toBeVisible();
  await page.getByLabel('Email').fill(freshEmail('long'));
  await page.getByLabel('Password', { exact: true }).fill('p'.repeat(10_000));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(errorAlert(page)).toContainText('128');
});

test('magic link: unknown address, then a real link signs in', async ({ page }) => {
  await gotoAuth(page);
  const magic = page.getByRole('button', { name: 'Send magic link' });
  await expect(magic).toBeDisabled();
  await page.getByLabel('Email').fill(freshEmail('ghost'));
  await magic.click();
  await expect(errorAlert(page)).toContainText(
    "We couldn't find an account with that email. Please check your spelling or create a new account.",
  );

  const email = freshEmail('magic');
  await createConfirmedUser(email);
  await page.getByLabel('Email').fill(email);
  await magic.click();
  await expectToast(page, 'Magic Link Sent!');
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Magic Link' })).toBeVisible();
  const link = verifyLinkOf(await waitForMail(email, 'ign'));
  await page.goto(link);
  await expect(logoutButton(page)).toBeVisible({ timeout: 15_000 });
});

test('reset password: unknown address, then the link lets the user set a new password', async ({
  page,
}) => {
  await gotoAuth(page);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('Email').fill(freshEmail('ghost'));
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(errorAlert(page)).toContainText(
    "We couldn't find an account with that email. Please check your spelling.",
  );

  const email = freshEmail('reset');
  await createConfirmedUser(email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Email Sent' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Login' })).toBeVisible();
  const link = verifyLinkOf(await waitForMail(email, 'eset'));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-Passw0rd');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expectToast(page, 'Account Updated');
  await logoutButton(page).click();
  await expect(page).toHaveURL(/\/logout-feedback$/);
  await signInThroughUi(page, email, 'Brand-new-Passw0rd');
});

test('an error in the URL is shown as the auth error and the URL is cleaned', async ({ page }) => {
  await page.goto(
    '/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  );
  await expect(page).toHaveURL(/\/auth$/);
  await expect(errorAlert(page)).toContainText('Email link is invalid or has expired');
});
