import { expect, test } from '@playwright/test';
import { ingredientBox, skipTourOffer, toast } from './helpers';

test.beforeEach(async ({ page }) => {
  await skipTourOffer(page);
});

test('without a browser prompt the button shows the "Add to Home Screen" hint', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Install app' }).click();
  await expect(toast(page, 'Installation Available')).toContainText('Add to Home Screen');
});

test('replays the captured beforeinstallprompt, then hides after appinstalled with "App Installed!"', async ({
  page,
}) => {
  await page.goto('/');
  await expect(ingredientBox(page)).toBeVisible();
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = async () => {
      (window as unknown as { prompted: boolean }).prompted = true;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
  await page.getByRole('button', { name: 'Install app' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted))
    .toBe(true);
  await expect(toast(page, 'Installation Available')).toHaveCount(0);

  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(toast(page, 'App Installed!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});

test('is hidden when already running installed (display-mode standalone)', async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
        : original(query);
  });
  await page.goto('/');
  await expect(ingredientBox(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});
