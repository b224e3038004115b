import { expect, test } from '@playwright/test';
import { skipTourOffer } from './helpers';
import {
  PASSWORD,
  createConfirmedUser,
  errorAlert,
  freshEmail,
  gotoAuth,
  logoutButton,
  signInThroughUi,
  verifyLinkOf,
  waitForMail,
} from './helpers-auth';

test.beforeEach(async ({ page }) => {
  await skipTourOffer(page);
});

test('a 300-character email is refused with a clear message and no request', async ({ page }) => {
  await gotoAuth(page);
  let tokenRequests = 0;
  page.on('request', (req) => {
    if (req.url().includes('/auth/v1/token')) tokenRequests += 1;
  });
  await page.getByLabel('Email').fill(`${'a'.repeat(288)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(errorAlert(page)).toContainText('254');
  expect(tokenRequests).toBe(0);
  await expect(logoutButton(page)).toHaveCount(0);
});

test('a confirmation link used twice gives an error and no session the second time', async ({
  page,
}) => {
  const email = freshEmail('reuse');
  await gotoAuth(page);
  await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const link = verifyLinkOf(await waitForMail(email));
  await page.goto(link);
  await expect(logoutButton(page)).toBeVisible({ timeout: 15_000 });
  await logoutButton(page).click();
  await expect(page).toHaveURL(/\/logout-feedback$/);

  await page.goto(link);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(errorAlert(page)).toContainText('invalid or has expired');
  await expect(logoutButton(page)).toHaveCount(0);
});

test('a tampered access_token in the URL hash signs nobody in and the kitchen still works', async ({
  page,
}) => {
  const email = freshEmail('tamper');
  await createConfirmedUser(email);
  const res = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: 'sb_publishable_larder_local' },
    data: { email, password: PASSWORD },
  });
  const session = (await res.json()) as { access_token: string; refresh_token: string };
  const [header, payload, signature] = session.access_token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const forged = Buffer.from(
    JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
  ).toString('base64url');
  await page.goto(
    `/#access_token=${header}.${forged}.${signature}&refresh_token=${session.refresh_token}&expires_in=3600&token_type=bearer&type=magiclink`,
  );
  await expect(page.getByRole('combobox', { name: 'Add ingredients' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(logoutButton(page)).toHaveCount(0);
  expect(page.url()).not.toContain('access_token');
});

test('the network dropping mid-sign-in gives a clear error; signing in again works', async ({
  page,
}) => {
  const email = freshEmail('offline');
  await createConfirmedUser(email);
  await gotoAuth(page);
  await page.route('**/auth/v1/token**', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(errorAlert(page)).toBeVisible();
  await expect(logoutButton(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();

  await page.unroute('**/auth/v1/token**');
  await signInThroughUi(page, email);
});

test('a confirmation link opened in another browser signs in only that browser, as the right user', async ({
  page,
  browser,
}) => {
  const email = freshEmail('elsewhere');
  await gotoAuth(page);
  await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const link = verifyLinkOf(await waitForMail(email));

  const other = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    await skipTourOffer(elsewhere);
    await elsewhere.goto(link);
    await expect(logoutButton(elsewhere)).toBeVisible({ timeout: 15_000 });
    const signedInAs = await elsewhere.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k));
      const session = key
        ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { user?: { email?: string } })
        : {};
      return session.user?.email ?? null;
    });
    expect(signedInAs).toBe(email);
  } finally {
    await other.close();
  }
  await page.reload();
  await expect(logoutButton(page)).toHaveCount(0);
});
