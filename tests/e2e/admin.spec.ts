import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { seriousViolations, skipTourOffer, THEME_KEY, toast } from './helpers';
import {
  createConfirmedUser,
  E2E_ADMIN,
  freshEmail,
  gotoAuth,
  PASSWORD,
  signInThroughUi,
} from './helpers-auth';

/**
 * Issue 18: the admin area as an admin uses it, and what it does to the people it manages.
 * Two journeys: the admin changes, bans and unbans a user (checked from that user's own browser),
 * filters security events, closes and reopens sign-ups (checked on /auth), resolves feedback;
 * then every page at 375 px, axe-clean in light and dark.
 */

const ANON_KEY = 'sb_publishable_larder_local';
/** Each section's link in the admin navigation and its page's heading. */
const PAGES = [
  ['Overview', 'Admin Panel'],
  ['Users', 'Admin: Users'],
  ['Security', 'Admin: Security'],
  ['Performance', 'Admin: Performance'],
  ['Analytics', 'Admin: Analytics'],
  ['Settings', 'Admin: Settings'],
  ['Feedback', 'Admin: Feedback'],
] as const;

/** Sign-ups must be open again for the specs that run after this one, even if a step failed. */
async function reopenSignups() {
  const auth = await fetch(`${E2E_BASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  const { access_token: token } = (await auth.json()) as { access_token: string };
  await fetch(`${E2E_BASE_URL}/rest/v1/rpc/admin_update_setting`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ setting_key: 'signups_open', setting_value: true }),
  });
  await fetch(`${E2E_BASE_URL}/rest/v1/rpc/admin_update_setting`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      setting_key: 'sign_in_methods',
      setting_value: { password: true, magic_link: true, google: true },
    }),
  });
}

async function userPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await skipTourOffer(page);
  return { context, page };
}

async function trySignIn(page: Page, email: string) {
  await gotoAuth(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe.configure({ timeout: 90_000 });
test.afterAll(reopenSignups);

test('an admin manages a user, filters security events, closes sign-ups and resolves feedback', async ({
  page,
  browser,
}) => {
  const email = freshEmail('managed');
  await createConfirmedUser(email);
  const message = `The timer should beep ${Date.now()}`;
  const sent = await fetch(`${E2E_BASE_URL}/rest/v1/feedback`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ message, rating: 2, category: 'logout' }),
  });
  expect(sent.ok).toBe(true);

  await skipTourOffer(page);
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Let's Cook searches today/ })).toBeVisible();
  await page
    .getByRole('link', { name: /^Users/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Admin: Users' })).toBeVisible();

  // Make them a moderator: they see it on their next sign-in.
  await page.getByLabel('Search users by email or id').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Manage ${email}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New role').selectOption('moderator');
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(toast(page, 'Role changed')).toBeVisible();

  const user = await userPage(browser);
  await signInThroughUi(user.page, email);
  await user.page.goto('/admin/feedback');
  await expect(user.page.getByRole('heading', { name: 'Admin: Feedback' })).toBeVisible();
  await expect(user.page.getByText(/You are a moderator/)).toBeVisible();
  await expect(user.page.getByRole('button', { name: 'Mark resolved' })).toHaveCount(0);
  await user.page.goto('/admin/security');
  await expect(user.page.getByRole('heading', { name: 'Admin: Security' })).toBeVisible();
  await expect(user.page.getByText(/You are a moderator/)).toBeVisible();
  await expect(user.page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
  await expect(user.page.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await user.page.goto('/admin/users');
  await expect(user.page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  // Ban: their session ends and sign-in is refused with a clear message; unban lets them back.
  await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(toast(page, 'User banned')).toBeVisible();
  await user.context.clearCookies();
  await user.page.evaluate(() => window.localStorage.clear());
  await trySignIn(user.page, email);
  await expect(
    user.page
      .getByText('This account is suspended. Contact us if you think this is a mistake.')
      .first(),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Unban', exact: true }).click();
  await expect(toast(page, 'User unbanned')).toBeVisible();
  await trySignIn(user.page, email);
  await expect(
    user.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Security: the admin actions just taken, newest first; a filter that matches nothing says so.
  await page.goto('/admin/security');
  await page.getByLabel('Type').selectOption('ADMIN_ACTION');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const events = page.getByRole('list', { name: 'Security events' }).getByRole('listitem');
  await expect(events.first()).toContainText('ADMIN_ACTION');
  await events.first().locator('summary').click();
  await expect(events.first()).toContainText('"action": "unban"');
  await page.getByLabel('User (email or id)').fill('x'.repeat(200));
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();

  // Close sign-ups: /auth hides "Sign up" for visitors; reopen.
  await page.goto('/admin/settings');
  const signups = page.getByRole('region', { name: 'Sign-ups' });
  await signups.getByLabel('New people can create an account').uncheck();
  await signups.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  const visitor = await userPage(browser);
  await gotoAuth(visitor.page);
  await expect(visitor.page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(visitor.page.getByRole('button', { name: 'Need an account? Sign up' })).toHaveCount(
    0,
  );
  await signups.getByLabel('New people can create an account').check();
  await signups.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await gotoAuth(visitor.page);
  await expect(
    visitor.page.getByRole('button', { name: 'Need an account? Sign up' }),
  ).toBeVisible();

  // Switch password sign-in off: /auth offers the magic link, and admins keep their password.
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await methods.getByLabel('Email and password').uncheck();
  await methods.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await gotoAuth(visitor.page);
  await expect(visitor.page.getByRole('button', { name: 'Send magic link' })).toBeVisible();
  await expect(visitor.page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await visitor.page.getByRole('button', { name: 'Admin? Sign in with your password' }).click();
  await expect(visitor.page.getByLabel('Password', { exact: true })).toBeVisible();
  await methods.getByLabel('Email and password').check();
  await methods.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();

  // Feedback: resolve it, and find it among the resolved.
  await page.goto('/admin/feedback');
  const item = page.getByRole('listitem').filter({ hasText: message });
  await item.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(toast(page, 'Marked as resolved')).toBeVisible();
  await page.getByLabel('Status').selectOption('resolved');
  await expect(page.getByRole('listitem').filter({ hasText: message })).toContainText('Resolved');

  await user.context.close();
  await visitor.context.close();
});

test('every admin page fits 375 px and is axe-clean in light and dark', async ({ page }) => {
  await skipTourOffer(page);
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      THEME_KEY,
      theme,
    ] as const);
    await page.goto('/admin');
    await expect(page.locator('html')).toHaveClass(
      theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/,
    );
    for (const [link, title] of PAGES) {
      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: link, exact: true })
        .click();
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading|Checking/ })).toHaveCount(0);
      const path = `${link} (${theme})`;
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      // Anything wider than the screen (absolutely positioned text escapes its scroll box too).
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter(
            (e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest('nav'),
          )
          .slice(0, 5)
          .map((e) => `${e.tagName}.${(e.getAttribute('class') ?? '').slice(0, 40)}`),
      );
      expect(overflow, `${path} scrolls sideways: ${wide.join(' ; ')}`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  }
});
