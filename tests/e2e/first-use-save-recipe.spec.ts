import { expect, test, type Page } from '@playwright/test';
import { expectToast, openKitchen, seriousViolations, skipTourOffer, toast } from './helpers';
import { PASSWORD, createConfirmedUser, freshEmail, gotoAuth } from './helpers-auth';
import { closedPortUrl, saveDialog, savedRecipesOf } from './helpers-recipe-pages';

/** Issue "first use": the Save Recipe dialog tells a guest first, and a failed fetch says why. */

async function openDialog(page: Page, width: number) {
  if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Save Recipe from URL' })
    .click();
  const dialog = saveDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Save Recipe from URL' })).toBeVisible();
  return dialog;
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 812 } });

    test('a guest learns that saving needs an account before typing, with a sign-in link', async ({
      page,
    }) => {
      await openKitchen(page);
      const dialog = await openDialog(page, width);
      const notice = dialog.getByTestId('save-guest-notice');
      await expect(notice).toContainText('needs an account');
      await expect(dialog.getByLabel('Recipe URL')).toHaveValue('');
      expect(await seriousViolations(page, { within: '[role="dialog"]' })).toEqual([]);
      await notice.getByRole('link', { name: 'Sign in or create an account' }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expect(saveDialog(page)).toHaveCount(0);
    });

    test.describe('signed in', () => {
      let email = '';
      test.beforeEach(async ({ page }) => {
        email = freshEmail('save-why');
        await createConfirmedUser(email);
        await skipTourOffer(page);
        // (signInThroughUi waits for the desktop header's Logout, which phones keep in the menu.)
        await gotoAuth(page);
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expectToast(page, 'Login Successful');
      });

      test('the toast says why a fetch failed: a refused address, an unreachable site', async ({
        page,
      }) => {
        const dialog = await openDialog(page, width);
        await expect(dialog.getByTestId('save-guest-notice')).toHaveCount(0);
        const spec = 'Unable to access the recipe website. Please check the URL.';

        await dialog.getByLabel('Recipe URL').fill('http://10.1.2.3/recipe');
        await dialog.getByRole('button', { name: 'Save Recipe' }).click();
        const refused = toast(page, spec);
        await expect(refused).toBeVisible({ timeout: 15_000 });
        await expect(refused).toContainText(
          "That address is on a private network, so Larder won't fetch it.",
        );

        await dialog.getByLabel('Recipe URL').fill(await closedPortUrl());
        await dialog.getByRole('button', { name: 'Save Recipe' }).click();
        await expect(toast(page, "Larder couldn't connect to that website.")).toBeVisible({
          timeout: 15_000,
        });
        await expect(toast(page, "Larder couldn't connect to that website.")).toContainText(spec);
        expect(await savedRecipesOf(email)).toEqual([]);
      });
    });
  });
}
