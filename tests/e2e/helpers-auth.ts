import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { latestMailTo, verifyLinkOf, type DevMail } from '../integration/helpers/auth-mail';

export { E2E_ADMIN } from '../../playwright.config';

const ANON_KEY = 'sb_publishable_larder_local';
export const PASSWORD = 'Correct-horse-42';

let counter = 0;
/** A fresh address per call, so one test's mail cooldowns never touch another. */
export function freshEmail(prefix = 'cook'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Waits for the newest mail to `to` with `subject` in it (the outbox is written asynchronously). */
export async function waitForMail(to: string, subject?: string, after = 0): Promise<DevMail> {
  let last: unknown;
  for (let i = 0; i < 40; i += 1) {
    try {
      const mail = await latestMailTo(E2E_BASE_URL, to, subject);
      if (mail.id > after) return mail;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to}: ${String(last)}`);
}

export async function newestMailId(to: string): Promise<number> {
  try {
    return (await latestMailTo(E2E_BASE_URL, to)).id;
  } catch {
    return 0;
  }
}

export { verifyLinkOf };

/** Signs a user up through the API and confirms them through the mailed link. */
export async function createConfirmedUser(email: string, password = PASSWORD): Promise<void> {
  const res = await fetch(`${E2E_BASE_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`signup: HTTP ${res.status} ${await res.text()}`);
  const link = verifyLinkOf(await waitForMail(email, undefined));
  const verified = await fetch(link, { redirect: 'manual' });
  if (verified.status >= 400) throw new Error(`verify: HTTP ${verified.status}`);
}

export function logoutButton(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' });
}

/** Opens /auth directly (the server serves the app there; its Auth API lives under /auth/v1/). */
export async function gotoAuth(page: Page) {
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Email')).toBeVisible();
}

/** Signs in through /auth with a password and waits for the signed-in header. */
export async function signInThroughUi(page: Page, email: string, password = PASSWORD) {
  await gotoAuth(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(logoutButton(page)).toBeVisible({ timeout: 15_000 });
}

export function errorAlert(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'Error' });
}
