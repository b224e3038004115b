import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { readOutbox } from '../integration/helpers/auth-mail';
import { skipTourOffer } from './helpers';
import { createConfirmedUser, errorAlert, freshEmail, gotoAuth, waitForMail } from './helpers-auth';

/** Issue "first use": a wrong password tells the user so, and mails nobody. */

const ANON_KEY = 'sb_publishable_larder_local';

async function subjectsTo(email: string): Promise<string[]> {
  return (await readOutbox(E2E_BASE_URL)).filter((m) => m.to === email).map((m) => m.subject);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 812 } });

    test('a wrong password says so and sends no sign-in link; an unknown address says it does not exist', async ({
      page,
    }) => {
      const email = freshEmail('nomail');
      await createConfirmedUser(email);
      const before = await subjectsTo(email);

      await skipTourOffer(page);
      await gotoAuth(page);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      const probed = page.waitForResponse('**/rest/v1/rpc/probe_account');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      expect((await probed).ok()).toBe(true);
      await expect(errorAlert(page)).toContainText(
        "Incorrect password. Please try again or use the 'Forgot Password' option.",
      );

      // A later mail to the same address arrives (no send cooldown was used up), and nothing
      // else was mailed in between: the outbox is written in order.
      const reset = await fetch(`${E2E_BASE_URL}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(reset.ok).toBe(true);
      const resetMail = await waitForMail(email, 'Reset');
      const after = (await readOutbox(E2E_BASE_URL)).filter(
        (m) => m.to === email && m.id <= resetMail.id,
      );
      expect(after.map((m) => m.subject)).toEqual([resetMail.subject, ...before]);
      expect(after.some((m) => /sign-in link/i.test(m.subject))).toBe(false);

      await page.getByLabel('Email').fill(freshEmail('nobody'));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(errorAlert(page)).toContainText(
        "The email address you entered doesn't exist. Please check your spelling or create a new account.",
      );
    });
  });
}
